import MorphCore
import MorphDiagnostics
import MorphViewTree

extension LayoutEngine {
  /// The SF Symbol `name` drawn with the environment's `.symbolVariant` (SwiftUI composes shape
  /// before fill: `heart` + `.circle.fill` → `heart.circle.fill`, `heart.fill` + `.circle` →
  /// `heart.circle.fill`), warning at the view when the result has no icon of its own.
  func symbol(
    _ name: String, _ environment: LayoutEnvironment, _ node: LayoutNode,
    _ output: inout PlacementOutput
  ) -> String {
    guard let variant = environment.symbolVariant else { return name }
    let composed = Self.composedSymbol(name, variant: variant)
    guard composed != name, !SymbolCatalog.icon(for: composed).isExact else { return composed }
    let icon = SymbolCatalog.icon(for: composed)
    output.diagnostics.append(
      Diagnostic(
        .symbolFallback, at: node.location,
        "'\(name)' with .symbolVariant(.\(variant)) is '\(composed)', which has no icon of its own here; it is drawn as '\(icon.symbol ?? "a neutral shape")' (Material Icons '\(icon.icon)')."
      ))
    return composed
  }

  /// `name` with `variant`'s parts added once each, shapes (`circle`, `square`, …) before `fill`.
  static func composedSymbol(_ name: String, variant: String) -> String {
    var parts = name.split(separator: ".").map(String.init)
    let filled = parts.last == "fill" || variant.split(separator: ".").contains("fill")
    if parts.last == "fill" { parts.removeLast() }
    for part in variant.split(separator: ".").map(String.init)
    where part != "fill" && !parts.contains(part) {
      parts.append(part)
    }
    if filled { parts.append("fill") }
    return parts.joined(separator: ".")
  }
}
