import Foundation
import GlassMorph

/// What `glassmorph check` prints, as text or JSON.
struct CheckReport {
  let scene: Scene
  let graph: StateGraph

  /// Every diagnostic: loading, then exploring.
  var diagnostics: [Diagnostic] {
    var seen: Set<String> = []
    return (scene.diagnostics + graph.diagnostics).filter {
      seen.insert("\($0.location.offset)|\($0.message)").inserted
    }
  }

  /// The animation each initial button's action uses, by button index (nil: no state change).
  private var buttonAnimations: [Int: String] {
    var result: [Int: String] = [:]
    guard let first = graph.nodes.first else { return result }
    for button in first.buttons {
      let changes = scene.tap(button, in: first.state).changes
      guard let change = changes.first else { continue }
      result[button.index] = change.animation?.swiftDescription ?? "none"
    }
    return result
  }

  var text: String {
    var lines: [String] = ["\(scene.file.path): view '\(scene.view.name)'", ""]
    lines.append("State")
    if scene.stateDeclarations.isEmpty { lines.append("  (no @State properties)") }
    for declaration in scene.stateDeclarations {
      let value = scene.initialState[declaration.name]?.description ?? "nil"
      lines.append(
        "  \(declaration.name): \(declaration.type?.text ?? Self.inferredType(scene.initialState[declaration.name])) = \(value)"
      )
    }
    lines.append("")
    let animations = buttonAnimations
    let buttons = graph.nodes.first?.buttons ?? []
    lines.append("Buttons (initial state)")
    if buttons.isEmpty { lines.append("  (none)") }
    for button in buttons {
      var parts = ["  \(button.index + 1). \(button.name)"]
      if let id = button.glassID { parts.append("glass ID \"\(id)\"") }
      if let symbol = button.symbol { parts.append("symbol \(symbol)") }
      parts.append("animation \(animations[button.index] ?? "— (no state change)")")
      lines.append(
        parts.joined(separator: "  ·  ") + "  [\(button.location.line):\(button.location.column)]")
    }
    lines.append("")
    lines.append(
      "States (\(graph.nodes.count) reachable\(graph.isTruncated ? ", stopped at \(StateGraph.defaultLimit)" : ""))"
    )
    for (index, node) in graph.nodes.enumerated() {
      let how = node.taps.isEmpty ? "initial" : "tap " + node.taps.joined(separator: " → ")
      lines.append("  #\(index)  \(how)")
      lines.append(
        "      \(node.state.description.isEmpty ? "(stateless)" : node.state.description)")
      lines.append("      \(node.glass.count) glass element\(node.glass.count == 1 ? "" : "s")")
      for glass in node.glass { lines.append("        " + Self.describe(glass)) }
    }
    let diagnostics = self.diagnostics
    lines.append("")
    lines.append(
      "Diagnostics (\(diagnostics.filter { $0.severity == .warning }.count) warnings, \(diagnostics.filter { $0.severity == .note }.count) notes)"
    )
    if diagnostics.isEmpty { lines.append("  none") }
    for diagnostic in diagnostics { lines.append(diagnostic.rendered(in: scene.file)) }
    return lines.joined(separator: "\n") + "\n"
  }

  static func describe(_ glass: GlassDeclaration) -> String {
    var parts = [glass.id.map { "\"\($0)\"" } ?? "(no ID) \(glass.identity)", glass.shape.name]
    if let namespace = glass.namespace { parts.append("namespace \(namespace)") }
    parts.append(
      glass.container.map {
        "container \($0) (spacing \(JSONValue.format(glass.containerSpacing ?? 0)))"
      } ?? "no container")
    if let union = glass.union { parts.append("union \"\(union)\"") }
    if glass.transition != .matchedGeometry { parts.append(".\(glass.transition.rawValue)") }
    var variant = ".\(glass.glass.variant.rawValue)"
    if glass.glass.tint != nil { variant += ".tint(…)" }
    if glass.glass.isInteractive { variant += ".interactive()" }
    parts.append(variant)
    if glass.isButtonStyle { parts.append("button style") }
    return parts.joined(separator: "  ")
  }

  private static func inferredType(_ value: StateValue?) -> String {
    switch value {
    case .bool?: return "Bool"
    case .int?: return "Int"
    case .double?: return "Double"
    case .string?: return "String"
    case .enumCase(let type, _, _)?: return type
    default: return "?"
    }
  }

  // MARK: JSON

  var json: String {
    let animations = buttonAnimations
    let object: [String: JSONValue] = [
      "view": .string(scene.view.name),
      "file": .string(scene.file.path),
      "truncated": .bool(graph.isTruncated),
      "states": .array(
        graph.nodes.map { node in
          .object([
            "values": .object(
              Dictionary(
                uniqueKeysWithValues: node.state.values.map {
                  ($0.name, JSONValue(state: $0.value))
                })),
            "taps": .array(node.taps.map { .string($0) }),
            "glass": .array(node.glass.map(Self.json)),
          ])
        }),
      "buttons": .array(
        (graph.nodes.first?.buttons ?? []).map { button in
          .object([
            "name": .string(button.name),
            "glassID": button.glassID.map { .string($0) } ?? .null,
            "text": button.text.map { .string($0) } ?? .null,
            "symbol": button.symbol.map { .string($0) } ?? .null,
            "animation": animations[button.index].map { .string($0) } ?? .null,
            "line": .number(Double(button.location.line)),
            "column": .number(Double(button.location.column)),
          ])
        }),
      "diagnostics": .array(
        diagnostics.map { diagnostic in
          .object([
            "severity": .string(diagnostic.severity.rawValue),
            "line": .number(Double(diagnostic.location.line)),
            "column": .number(Double(diagnostic.location.column)),
            "message": .string(diagnostic.message),
          ])
        }),
    ]
    return JSONValue.object(object).rendered() + "\n"
  }

  static func json(_ glass: GlassDeclaration) -> JSONValue {
    .object([
      "id": glass.id.map { .string($0) } ?? .null,
      "key": .string(glass.key),
      "namespace": glass.namespace.map { .string($0) } ?? .null,
      "container": glass.container.map { .number(Double($0)) } ?? .null,
      "shape": .string(glass.shape.name),
      "union": glass.union.map { .string($0) } ?? .null,
      "transition": .string(glass.transition.rawValue),
      "variant": .string(glass.glass.variant.rawValue),
      "interactive": .bool(glass.glass.isInteractive),
      "tinted": .bool(glass.glass.tint != nil),
      "line": .number(Double(glass.location.line)),
      "column": .number(Double(glass.location.column)),
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
    case .enumCase: self = .string(state.description)
    case .array(let values): self = .array(values.map(JSONValue.init(state:)))
    case .instance(_, let properties): self = .object(properties.mapValues(JSONValue.init(state:)))
    case .none: self = .null
    case .opaque(let name): self = .string(name)
    }
  }
}
