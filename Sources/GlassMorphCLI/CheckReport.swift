import Foundation
import GlassMorph

/// What `glassmorph check` prints, as text or JSON.
struct CheckReport {
  let scene: GlassScene
  /// Every reachable state, laid out, with every diagnostic.
  let states: ReachableStates

  /// Every diagnostic: loading, exploring, layout and the design rules.
  var diagnostics: [Diagnostic] { states.diagnostics }

  /// The animation each initial button's action uses, by button index (absent: no state change).
  private var buttonAnimations: [Int: String] {
    var result: [Int: String] = [:]
    guard let first = states.states.first else { return result }
    for (button, changes) in zip(first.buttons, states.initialTapChanges) {
      guard let change = changes.first else { continue }
      result[button.index] = change.animation?.swiftDescription ?? "none"
    }
    return result
  }

  private var canvas: Size { states.canvas }

  // MARK: Text

  var text: String {
    var lines = [
      "\(scene.path): \(scene.shownName) on a \(Self.number(canvas.width)) × \(Self.number(canvas.height)) pt canvas",
      "",
      "State",
    ]
    let properties = scene.stateProperties
    if properties.isEmpty { lines.append("  (no @State properties)") }
    for property in properties {
      lines.append(
        "  \(property.name): \(property.typeName) = \(property.initialDescription)"
          + (property.isBinding ? "  (@Binding, kept as state)" : ""))
    }
    lines += ["", "Buttons (initial state)"]
    let animations = buttonAnimations
    let buttons = states.states.first?.buttons ?? []
    if buttons.isEmpty { lines.append("  (none)") }
    for button in buttons {
      var parts = ["  \(button.index + 1). \(button.name)"]
      if let id = button.glassID { parts.append("glass ID \"\(id)\"") }
      if let symbol = button.symbol { parts.append("symbol \(symbol)") }
      parts.append("animation \(animations[button.index] ?? "— (no state change)")")
      lines.append(
        parts.joined(separator: "  ·  ") + "  [\(button.location.line):\(button.location.column)]")
    }
    lines += [
      "",
      "States (\(states.states.count) reachable\(states.isTruncated ? (states.states.count >= ReachableStates.defaultLimit ? ", stopped at \(ReachableStates.defaultLimit)" : ", stopped: work budget spent") : ""))",
    ]
    for (index, node) in states.states.enumerated() {
      let layout = node.layout
      var path = node.assumed.map {
        $0.hasPrefix("case ") ? "assumed \($0)" : "assumed \($0) = true"
      }
      if !node.taps.isEmpty { path.append("tap " + node.taps.joined(separator: " → ")) }
      lines.append("  #\(index)  " + (path.isEmpty ? "initial" : path.joined(separator: " · ")))
      lines.append(
        "      \(node.values.description.isEmpty ? "(stateless)" : node.values.description)")
      lines.append("      \(layout.glass.count) glass element\(layout.glass.count == 1 ? "" : "s")")
      for (element, placement) in zip(layout.glass, layout.glassPlacements) {
        lines.append("        " + Self.describe(element, placement))
      }
      for union in layout.unions {
        lines.append(
          "        union \"\(union.key)\" of \(union.members.count): \(Self.describe(union.frame))  \(union.shape.name) r \(Self.number(union.cornerRadius))"
        )
      }
    }
    if let assumed = states.states.lazy.compactMap(\.assumed.first).first {
      lines.append(
        "  (render or keyframes plays an assumed state with --set '\(Self.setArgument(assumed))'; Docs/Timeline.md)"
      )
    }
    let diagnostics = self.diagnostics
    lines += [
      "",
      "Diagnostics (\(diagnostics.filter { $0.severity == .error }.count) errors, \(diagnostics.filter { $0.severity == .warning }.count) warnings, \(diagnostics.filter { $0.severity == .note }.count) notes)",
    ]
    if diagnostics.isEmpty { lines.append("  none") }
    for diagnostic in diagnostics {
      lines.append(diagnostic.rendered(in: scene.sources, wording: \.commandLineSentence))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A value rounded to 0.01 pt, as text.
  static func number(_ value: Double) -> String { JSONValue.format(value, places: 2) }

  /// `(x, y)  w × h`.
  /// The `--set` value that plays the assumption `assumed` as a state lists it
  /// (`store.isOn` → `assumed store.isOn=true@0`, `case 2 of vm.phase` → `assumed case of
  /// vm.phase=2@0`).
  static func setArgument(_ assumed: String) -> String {
    if assumed.hasPrefix("case "), let of = assumed.range(of: " of ") {
      let number = assumed[assumed.index(assumed.startIndex, offsetBy: 5)..<of.lowerBound]
      return "assumed case of \(assumed[of.upperBound...])=\(number)@0"
    }
    return "assumed \(assumed)=true@0"
  }

  static func describe(_ frame: Rect) -> String {
    "(\(number(frame.minX)), \(number(frame.minY)))  \(number(frame.width)) × \(number(frame.height))"
  }

  static func describe(_ glass: GlassFrame, _ placement: GlassPlacement) -> String {
    var parts = [
      glass.id.map { "\"\($0)\"" } ?? "(no ID)", describe(glass.frame),
      "\(glass.shape.name) r \(number(glass.cornerRadius))",
    ]
    if let namespace = placement.namespace { parts.append("namespace \(namespace)") }
    parts.append(
      glass.container.map { "container \($0) (spacing \(number(placement.containerSpacing)))" }
        ?? "no container")
    if let union = placement.unionID { parts.append("union \"\(union)\"") }
    if placement.transition != .matchedGeometry {
      parts.append(".\(placement.transition.rawValue)")
    }
    var variant = ".\(glass.glass.variant.rawValue)"
    if glass.glass.tint != nil { variant += ".tint(…)" }
    if glass.glass.isInteractive { variant += ".interactive()" }
    parts.append(variant)
    if placement.isButtonStyle { parts.append("button style") }
    return parts.joined(separator: "  ")
  }

  // MARK: JSON

  var json: String {
    let animations = buttonAnimations
    let stateObjects: [JSONValue] = states.states.map { node in
      let layout = node.layout
      var values: [String: JSONValue] = [:]
      for (name, value) in node.values.values { values[name] = JSONValue(state: value) }
      return .object([
        "values": .object(values),
        "taps": .array(node.taps.map { .string($0) }),
        "assumed": .array(node.assumed.map { .string($0) }),
        "glass": .array(zip(layout.glass, layout.glassPlacements).map(Self.json)),
        "unions": .array(layout.unions.map(Self.json)),
      ])
    }
    let buttons: [JSONValue] = (states.states.first?.buttons ?? []).map { button in
      .object([
        "name": .string(button.name),
        "glassID": button.glassID.map { .string($0) } ?? .null,
        "text": button.text.map { .string($0) } ?? .null,
        "symbol": button.symbol.map { .string($0) } ?? .null,
        "animation": animations[button.index].map { .string($0) } ?? .null,
        "line": .number(Double(button.location.line)),
        "column": .number(Double(button.location.column)),
      ])
    }
    let diagnostics = self.diagnostics.map { Self.json($0, sources: scene.sources) }
    let object: [String: JSONValue] = [
      "loaded": .bool(true),
      "view": .string(scene.viewName),
      "preview": scene.previewTitle.map(JSONValue.string) ?? .null,
      "file": .string(scene.path),
      "canvas": .array([.number(canvas.width), .number(canvas.height)]),
      "truncated": .bool(states.isTruncated),
      "states": .array(stateObjects),
      "buttons": .array(buttons),
      "diagnostics": .array(diagnostics),
    ]
    return JSONValue.object(object).rendered() + "\n"
  }

  /// One diagnostic as JSON: its ID, severity, message, file, line and column (in a folder, the
  /// file it is in; line and column 0 for one about the folder itself), and its remedy if any.
  static func json(_ diagnostic: Diagnostic, sources: SourceSet) -> JSONValue {
    let inFile = sources.file(containing: diagnostic.location) != nil
    var fields: [String: JSONValue] = [
      "id": .string(diagnostic.id.id),
      "severity": .string(diagnostic.severity.rawValue),
      "message": .string(diagnostic.text(wording: \.commandLineSentence)),
      "file": .string(sources.path(of: diagnostic.location)),
      "line": .number(Double(inFile ? diagnostic.location.line : 0)),
      "column": .number(Double(inFile ? diagnostic.location.column : 0)),
    ]
    // The choice that gets past it, by name, for an editor that offers it (Docs/Diagnostics.md).
    if let remedy = diagnostic.remedy { fields["remedy"] = .string(remedy.rawValue) }
    return .object(fields)
  }

  /// The report of a scene that cannot be loaded: no view, states or buttons, every diagnostic.
  static func failureJSON(_ error: SceneLoadError, path: String) -> String {
    JSONValue.object([
      "loaded": .bool(false),
      "view": .null,
      "file": .string(path),
      "canvas": .null,
      "truncated": .bool(false),
      "states": .array([]),
      "buttons": .array([]),
      "diagnostics": .array(error.diagnostics.map { json($0, sources: error.sources) }),
    ]).rendered() + "\n"
  }

  /// `[x, y, width, height]`, rounded to 0.0001 pt.
  static func json(_ frame: Rect) -> JSONValue {
    .array(
      [frame.minX, frame.minY, frame.width, frame.height].map {
        .number(($0 * 10_000).rounded() / 10_000)
      })
  }

  static func json(_ glass: GlassFrame, _ placement: GlassPlacement) -> JSONValue {
    .object([
      "id": glass.id.map { .string($0) } ?? .null,
      "key": .string(glass.key),
      "namespace": placement.namespace.map { .string($0) } ?? .null,
      "container": glass.container.map { .number(Double($0)) } ?? .null,
      "frame": json(glass.frame),
      "cornerRadius": .number((glass.cornerRadius * 10_000).rounded() / 10_000),
      "shape": .string(glass.shape.name),
      "union": placement.unionID.map { .string($0) } ?? .null,
      "transition": .string(placement.transition.rawValue),
      "variant": .string(glass.glass.variant.rawValue),
      "interactive": .bool(glass.glass.isInteractive),
      "tinted": .bool(glass.glass.tint != nil),
      "line": .number(Double(placement.location.line)),
      "column": .number(Double(placement.location.column)),
    ])
  }

  static func json(_ union: UnionFrame) -> JSONValue {
    .object([
      "key": .string(union.key),
      "members": .array(union.members.map { .string($0) }),
      "frame": json(union.frame),
      "shape": .string(union.shape.name),
      "cornerRadius": .number((union.cornerRadius * 10_000).rounded() / 10_000),
    ])
  }
}

extension JSONValue {
  /// A state value as JSON: Bools, numbers and strings as themselves, enum cases as ".name",
  /// nil as null, arrays and structs as arrays and objects.
  init(state: StateValue) {
    switch state {
    case .bool(let value): self = .bool(value)
    case .int(let value): self = .number(Double(value))
    case .double(let value): self = .number(value)
    case .string(let value): self = .string(value)
    case .enumCase, .member: self = .string(state.description)
    case .array(let values): self = .array(values.map(JSONValue.init(state:)))
    case .instance(_, let properties): self = .object(properties.mapValues(JSONValue.init(state:)))
    case .none: self = .null
    case .reference(let id): self = .string(id)
    case .opaque(let name): self = .string(name)
    }
  }
}
