/// A snapshot of everything a scene's views remember: every `@State` slot of every view instance
/// on screen (the simulated view's, its children's — each instance keeps its own — and the
/// preview's `@Previewable` ones) and the model objects they reach.
///
/// Slots are named for people: a root property by its name (`isExpanded`), a child view's as
/// `Card.isExpanded` (`Card[1].isExpanded` when there are several cards). Two states are equal
/// when every slot and every object is.
public struct SceneState: Hashable, Sendable, CustomStringConvertible {
  /// One remembered value.
  public struct Slot: Hashable, Sendable {
    /// Where it lives: the view instance's identity and the property (`Menu/12:5#isOpen`).
    public let key: String
    /// Its name in reports and `--set` (`isOpen`, `Card[1].isExpanded`).
    public let name: String
    /// The value.
    public var value: StateValue

    /// A slot of `key`, named `name` for people, holding `value`.
    package init(key: String, name: String, value: StateValue) {
      self.key = key
      self.name = name
      self.value = value
    }
  }

  /// A model object (a class instance) and its stored properties.
  public struct Object: Hashable, Sendable {
    /// The class's name.
    public let type: String
    /// Stored properties by name.
    public var properties: [String: StateValue]
  }

  /// The slots in tree order.
  public private(set) var slots: [Slot]
  /// The model objects reachable from the slots and the views, by object ID.
  public private(set) var objects: [String: Object]

  /// A state of root properties only, by name (for tests and `--set`).
  public init(_ values: [(name: String, value: StateValue)]) {
    slots = values.map { Slot(key: $0.name, name: $0.name, value: $0.value) }
    objects = [:]
  }

  /// A state from slots and objects.
  init(slots: [Slot], objects: [String: Object]) {
    self.slots = slots
    self.objects = objects
  }

  /// Names and values in tree order.
  public var values: [(name: String, value: StateValue)] { slots.map { ($0.name, $0.value) } }

  /// The value of the slot named `name` (or with that key); setting a name that does not exist
  /// does nothing.
  public subscript(name: String) -> StateValue? {
    get { slots.first { $0.name == name || $0.key == name }?.value }
    set {
      guard let newValue, let index = slots.firstIndex(where: { $0.name == name || $0.key == name })
      else { return }
      slots[index].value = newValue
    }
  }

  /// The state with one more slot — an unknown condition an action reads, assumed — or with
  /// that slot's value replaced.
  package func setting(key: String, name: String, to value: StateValue) -> SceneState {
    var copy = self
    if let index = copy.slots.firstIndex(where: { $0.key == key }) {
      copy.slots[index].value = value
    } else {
      copy.slots.append(Slot(key: key, name: name, value: value))
    }
    return copy
  }

  /// `name = value, …` with objects written out (`model = Model(count: 2)`); the case a switch
  /// over an unknown takes is numbered from 1, as `check` labels it and `--set` takes it.
  public var description: String {
    slots.map { slot in
      if case .int(let index) = slot.value, slot.key.hasPrefix(Evaluator.assumptionPrefix),
        slot.key.contains(Evaluator.caseCountMarker)
      {
        return "\(slot.name) = \(index + 1)"
      }
      return "\(slot.name) = \(describe(slot.value, depth: 0))"
    }.joined(separator: ", ")
  }

  /// A value with references replaced by their objects (cycles and depth cut at 4 levels).
  package func describe(_ value: StateValue, depth: Int) -> String {
    switch value {
    case .reference(let id):
      guard let object = objects[id], depth < 4 else { return id }
      let properties = object.properties.keys.sorted().map {
        "\($0): \(describe(object.properties[$0] ?? .none, depth: depth + 1))"
      }
      return object.type + "(" + properties.joined(separator: ", ") + ")"
    case .array(let values):
      return "[" + values.map { describe($0, depth: depth + 1) }.joined(separator: ", ") + "]"
    default:
      return value.description
    }
  }

  /// Compares keys, values and objects: the values first, which differ where states do (keys
  /// are long and mostly the same), without copying either list.
  public static func == (lhs: SceneState, rhs: SceneState) -> Bool {
    guard lhs.slots.count == rhs.slots.count else { return false }
    for (left, right) in zip(lhs.slots, rhs.slots) where left.value != right.value {
      return false
    }
    for (left, right) in zip(lhs.slots, rhs.slots) where left.key != right.key { return false }
    return lhs.objects == rhs.objects
  }

  /// Hashes the values and how many there are: states that differ differ in a value far more
  /// often than in a key, and a slot's key (a long path) costs more to hash than all values.
  /// Equal states hash equally, as `Hashable` requires, since `==` compares a superset.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(slots.count)
    for slot in slots { hasher.combine(slot.value) }
    hasher.combine(objects.count)
  }
}
