/// The value of an `@State` property: plain data, comparable and printable as Swift source.
public indirect enum StateValue: Hashable, Sendable, CustomStringConvertible {
  /// A Bool.
  case bool(Bool)
  /// An Int.
  case int(Int)
  /// A Double.
  case double(Double)
  /// A String.
  case string(String)
  /// A case of an enum declared in the scene, with associated values.
  case enumCase(type: String, name: String, associated: [StateValue])
  /// An array.
  case array([StateValue])
  /// An instance of a struct declared in the scene, by property name.
  case instance(type: String, properties: [String: StateValue])
  /// A reference to a class instance (a model object) by its object ID; the object's properties
  /// are in the `SceneState`'s objects.
  case reference(String)
  /// `nil`.
  case none
  /// Something that is not plain data (kept by name so states stay comparable).
  case opaque(String)
  /// A member of a type the scene does not declare (`.lyrics` of a `Page` declared in another
  /// file), or one called with arguments (`.height(350)` of a `PresentationDetent`,
  /// `.text(placeholder: "Title")` of another module's enum): its name, its arguments' values
  /// (none for a plain member) and their labels, one per argument (nil for an unlabelled one).
  case member(name: String, arguments: [StateValue], labels: [String?])

  /// The most array elements a description lists.
  static let shownElements = 20
  /// The most characters of a string a description shows.
  static let shownLength = 200

  /// The value as Swift source (`true`, `3`, `0.5`, `"text"`, `.expanded`, `nil`); long arrays and
  /// strings are shortened, with their length.
  public var description: String {
    switch self {
    case .bool(let value): return value ? "true" : "false"
    case .int(let value): return String(value)
    case .double(let value): return Value.swiftDescription(value)
    case .string(let value):
      guard value.count > Self.shownLength else { return "\"\(value)\"" }
      return "\"\(value.prefix(Self.shownLength))…\" (\(value.count) characters)"
    case .enumCase(_, let name, let associated):
      return associated.isEmpty
        ? ".\(name)" : ".\(name)(\(associated.map(\.description).joined(separator: ", ")))"
    case .array(let values):
      guard values.count > Self.shownElements else {
        return "[" + values.map(\.description).joined(separator: ", ") + "]"
      }
      // A long array is shown by its first elements and its count, so reports stay readable.
      return "[" + values.prefix(Self.shownElements).map(\.description).joined(separator: ", ")
        + ", … (\(values.count) elements)]"
    case .instance(let type, let properties):
      return type + "("
        + properties.keys.sorted().map { "\($0): \(properties[$0]?.description ?? "nil")" }.joined(
          separator: ", ") + ")"
    case .reference(let id): return id
    case .none: return "nil"
    case .opaque(let name): return name
    case .member(let name, let arguments, let labels):
      guard !arguments.isEmpty else { return "." + name }
      let written = arguments.indices.map { index in
        let label = index < labels.count ? labels[index] : nil
        return (label.map { $0 + ": " } ?? "") + arguments[index].description
      }
      return ".\(name)(\(written.joined(separator: ", ")))"
    }
  }
}

extension Value {
  /// The plain-data form of a state value.
  var stateValue: StateValue {
    switch self {
    case .bool(let value): return .bool(value)
    case .int(let value): return .int(value)
    case .double(let value): return .double(value)
    case .string(let value): return .string(value)
    case .enumCase(let value):
      return .enumCase(
        type: value.type, name: value.name, associated: value.associated.map(\.stateValue))
    case .array(let values): return .array(values.map(\.stateValue))
    case .instance(let instance):
      return .instance(type: instance.type, properties: instance.properties.mapValues(\.stateValue))
    case .none: return .none
    case .object(let id): return .reference(id)
    case .symbol(let symbol):
      // `.height(350)` and `.text(placeholder: "Title")` keep their arguments and `.lyrics` of a
      // type declared elsewhere stays that member (a state holding any reads it back, so
      // `page == .lyrics` is decided as Swift decides it); other symbols (a typed value such as
      // `CGPoint(x: 100, y: 100)`) are kept by name.
      if symbol.type == nil, symbol.steps.count == 1, symbol.steps[0].arguments == nil {
        return .member(name: symbol.head, arguments: [], labels: [])
      }
      if symbol.steps.count == 1, let arguments = symbol.steps[0].arguments, !arguments.isEmpty,
        symbol.type == nil || arguments.allSatisfy({ $0.label == nil })
      {
        return .member(
          name: symbol.head, arguments: arguments.map(\.value.stateValue),
          labels: arguments.map(\.label))
      }
      return .opaque(interpolated)
    default: return .opaque(interpolated)
    }
  }

  /// The interpreter's form of a state value.
  init(_ stateValue: StateValue) {
    switch stateValue {
    case .bool(let value): self = .bool(value)
    case .int(let value): self = .int(value)
    case .double(let value): self = .double(value)
    case .string(let value): self = .string(value)
    case .enumCase(let type, let name, let associated):
      self = .enumCase(EnumValue(type: type, name: name, associated: associated.map(Value.init)))
    case .array(let values): self = .array(values.map(Value.init))
    case .instance(let type, let properties):
      self = .instance(InstanceValue(type: type, properties: properties.mapValues(Value.init)))
    case .none: self = .none
    case .reference(let id): self = .object(id)
    case .opaque(let name): self = .placeholder(name)
    case .member(let name, let arguments, let labels):
      self = .symbol(
        Symbol(
          type: nil,
          steps: [
            Symbol.Step(
              name: name,
              arguments: arguments.isEmpty
                ? nil
                : arguments.indices.map { index in
                  Argument(
                    label: index < labels.count ? labels[index] : nil,
                    value: Value(arguments[index]), location: .start)
                })
          ]))
    }
  }
}
