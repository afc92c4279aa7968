import MorphCore
import MorphDiagnostics
import MorphViewTree

extension Evaluator {
  /// The protocols an app's shape conforms to.
  static let shapeProtocols: Set<String> = ["Shape", "InsettableShape"]

  /// The builtin shape an app's `Shape` outlines, when its `path(in:)` returns a SwiftUI shape's
  /// path (`RoundedRectangle(cornerRadius: cornerRadius, style: .continuous).path(in: rect)`, a
  /// design system's "stable" card shape): that shape, with the radius the instance gives it, so
  /// glass and backgrounds in it take its outline. Nil for any other path (drawn as a custom
  /// shape, as before).
  func builtinOutline(of owner: Owner, at location: SourcePosition) -> ShapeKind? {
    guard let path = owner.type.functions.first(where: { $0.name == "path" && !$0.isStatic })
    else { return nil }
    let result = call(
      FunctionValue(declaration: path, owner: owner),
      arguments: [Value.Argument(label: "in", value: .placeholder("rect"), location: location)],
      at: location, caller: "path")
    guard case .view(let node) = result, case .shape(let shape) = node.kind else { return nil }
    if case .custom = shape { return nil }
    return shape
  }
}
