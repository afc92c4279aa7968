import MorphSyntax

/// Everything an evaluation can change, as SwiftUI keeps it outside the views: each view
/// instance's `@State` slots and the model objects (class instances) they reach.
///
/// A slot's key is the instance's identity and the property (`Menu/12:5#isOpen`; the simulated
/// view's slots are `<View>#name`). Views are rebuilt from scratch each evaluation; a slot lives as
/// long as its instance is on screen, so the canonical snapshot keeps exactly the slots the
/// evaluation touched — the rest belonged to views that left the tree.
final class StateStore {
  /// What a slot belongs to, for its name in reports.
  struct SlotInfo: Equatable {
    /// The property's name.
    let property: String
    /// The type of the view that owns it.
    let ownerType: String
    /// The property's declared type.
    let type: TypeReference?
    /// Whether it is the simulated view's (or the preview's) own state, named by its property.
    let isTopLevel: Bool
  }

  /// The simulated view's slot-key prefix.
  let rootKey: String
  private(set) var slots: [String: Value] = [:]
  private(set) var info: [String: SlotInfo] = [:]
  var objects: [String: ObjectValue] = [:]
  /// Names the slots had in the state this store started from.
  private var previousNames: [String: String] = [:]
  /// Slots and objects the current evaluation used, in first-use order.
  private(set) var liveSlots: [String] = []
  private var liveSlotSet: Set<String> = []
  private(set) var liveObjects: Set<String> = []
  /// `displayNames` of the keys asked for last (newest last), while `info` is unchanged:
  /// exploration snapshots the same slots once per tap. Found by comparing the key lists, not
  /// by hashing them: a view's slot keys are paths of its views' places, up to a kilobyte each
  /// in an app's folder, and hashing a list of 918 of them per snapshot was half the time of
  /// exploring a chat app's message list.
  private var namesCache: [(keys: [String], names: [String: String])] = []
  /// How many key lists `namesCache` keeps.
  private static let namesCacheSize = 4
  /// Counts changes of `info`, so a restore keeps `namesCache` when `info` did not change.
  private var infoGeneration = 0
  /// Objects allocated at each source location during this evaluation (for stable IDs).
  var allocationCounts: [String: Int] = [:]

  /// A store holding `state`; keys without `#` are properties of the simulated view.
  init(state: SceneState, rootKey: String) {
    self.rootKey = rootKey
    for slot in state.slots {
      let key = slot.key.contains("#") ? slot.key : rootKey + "#" + slot.key
      slots[key] = Value(slot.value)
      previousNames[key] = slot.name
    }
    for (id, object) in state.objects {
      objects[id] = ObjectValue(
        type: object.type, properties: object.properties.mapValues { Value($0) })
    }
  }

  /// Everything an action can change in the store, kept so several actions can each start from
  /// the same evaluated state (see `SceneProgram.tap(_:in:)`).
  struct Checkpoint {
    fileprivate let slots: [String: Value]
    fileprivate let info: [String: SlotInfo]
    fileprivate let infoGeneration: Int
    fileprivate let objects: [String: ObjectValue]
    fileprivate let liveSlots: [String]
    fileprivate let liveSlotSet: Set<String>
    fileprivate let liveObjects: Set<String>
    fileprivate let allocationCounts: [String: Int]
  }

  /// The store as it is now (copy-on-write: cheap until something changes).
  func checkpoint() -> Checkpoint {
    Checkpoint(
      slots: slots, info: info, infoGeneration: infoGeneration, objects: objects,
      liveSlots: liveSlots, liveSlotSet: liveSlotSet,
      liveObjects: liveObjects, allocationCounts: allocationCounts)
  }

  /// Puts the store back as it was at `checkpoint`.
  func restore(_ checkpoint: Checkpoint) {
    slots = checkpoint.slots
    if infoGeneration != checkpoint.infoGeneration {
      info = checkpoint.info
      namesCache = []
      infoGeneration = checkpoint.infoGeneration
    }
    objects = checkpoint.objects
    liveSlots = checkpoint.liveSlots
    liveSlotSet = checkpoint.liveSlotSet
    liveObjects = checkpoint.liveObjects
    allocationCounts = checkpoint.allocationCounts
  }

  /// The value of a slot, if it exists.
  func slot(_ key: String) -> Value? { slots[key] }

  /// The size of the last snapshot taken, in `StateValue.size` units (what keeping it costs).
  private(set) var lastSnapshotSize = 0

  /// Sets a slot and records what it belongs to.
  func setSlot(_ key: String, _ value: Value, info slotInfo: SlotInfo? = nil) {
    slots[key] = value
    if let slotInfo { setInfo(slotInfo, for: key) }
  }

  /// Records that the current evaluation's views use this slot (its instance is on screen).
  func touch(_ key: String, info slotInfo: SlotInfo) {
    setInfo(slotInfo, for: key)
    if liveSlotSet.insert(key).inserted { liveSlots.append(key) }
  }

  private func setInfo(_ slotInfo: SlotInfo, for key: String) {
    if info[key] != slotInfo {
      info[key] = slotInfo
      namesCache = []
      infoGeneration += 1
    }
  }

  /// Records that the current evaluation uses this object.
  func touchObject(_ id: String) { liveObjects.insert(id) }

  /// The state after an evaluation: the slots it touched, in tree order, and the objects they
  /// and the views reach.
  func canonicalSnapshot() -> SceneState {
    snapshot(keys: liveSlots)
  }

  /// The state after an action: every slot the evaluation touched or the action wrote.
  func fullSnapshot() -> SceneState {
    snapshot(keys: liveSlots + slots.keys.filter { !liveSlotSet.contains($0) }.sorted())
  }

  private func snapshot(keys: [String]) -> SceneState {
    let names = displayNames(keys)
    var reachable: Set<String> = []
    func visit(_ value: Value) {
      switch value {
      case .object(let id):
        guard reachable.insert(id).inserted, let object = objects[id] else { return }
        for property in object.properties.keys.sorted() {
          if let inner = object.properties[property] { visit(inner) }
        }
      case .array(let elements):
        for element in elements { visit(element) }
      case .instance(let instance):
        for property in instance.properties.values { visit(property) }
      case .tuple(let parts):
        for part in parts { visit(part.value) }
      default: break
      }
    }
    for key in keys { slots[key].map(visit) }
    for id in liveObjects.sorted() { visit(.object(id)) }
    var snapshotObjects: [String: SceneState.Object] = [:]
    var size = 0
    for id in reachable {
      guard let object = objects[id] else { continue }
      let properties = object.properties.mapValues(\.stateValue)
      size += 1 + properties.values.reduce(0) { $0 + $1.size }
      snapshotObjects[id] = SceneState.Object(type: object.type, properties: properties)
    }
    let state = SceneState(
      slots: keys.compactMap { key in
        slots[key].map {
          let value = $0.stateValue
          size += 1 + value.size
          return SceneState.Slot(key: key, name: names[key] ?? key, value: value)
        }
      }, objects: snapshotObjects)
    lastSnapshotSize = size
    return state
  }

  /// People's names for slots: a top-level property by its name; another view's as
  /// `Type.property`, or `Type[i].property` when several instances have it (in tree order).
  private func displayNames(_ keys: [String]) -> [String: String] {
    if let cached = namesCache.last(where: { $0.keys == keys }) { return cached.names }
    let names = computeDisplayNames(keys)
    namesCache.append((keys, names))
    if namesCache.count > Self.namesCacheSize { namesCache.removeFirst() }
    return names
  }

  private func computeDisplayNames(_ keys: [String]) -> [String: String] {
    var names: [String: String] = [:]
    var groups: [String: [String]] = [:]
    for key in keys {
      guard let slotInfo = info[key] else {
        names[key] = previousNames[key] ?? key
        continue
      }
      if slotInfo.isTopLevel {
        names[key] = slotInfo.property
      } else {
        groups[slotInfo.ownerType + "." + slotInfo.property, default: []].append(key)
      }
    }
    for (_, members) in groups {
      for (index, key) in members.enumerated() {
        guard let slotInfo = info[key] else { continue }
        names[key] =
          members.count == 1
          ? "\(slotInfo.ownerType).\(slotInfo.property)"
          : "\(slotInfo.ownerType)[\(index)].\(slotInfo.property)"
      }
    }
    return names
  }

  /// The name a slot has in change records.
  func displayName(_ key: String) -> String {
    guard let slotInfo = info[key] else { return previousNames[key] ?? key }
    return slotInfo.isTopLevel ? slotInfo.property : "\(slotInfo.ownerType).\(slotInfo.property)"
  }
}
