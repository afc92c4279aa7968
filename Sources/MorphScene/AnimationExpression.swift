import Foundation
import MorphDiagnostics
import MorphFrontend
import MorphMotion
import MorphSyntax
import MorphViewTree

/// Reads an animation written as Swift (`.bouncy`, `.spring(duration: 0.4, bounce: 0.2)`,
/// `.easeInOut(duration: 0.3).delay(0.1)`) outside a scene, e.g. from the command line.
package enum AnimationExpression {
  /// Parses and evaluates `source`; throws the diagnostics (columns count from 1 in `source`)
  /// when it is not an animation the simulator knows.
  package static func parse(_ source: String) throws(SceneLoadError) -> MorphAnimation {
    let file = SourceFile(path: "<animation>", text: source)
    let (parsed, parseDiagnostics) = Frontend.parseExpression(source)
    var diagnostics = parseDiagnostics
    guard let expression = parsed, !diagnostics.contains(where: { $0.severity == .error }) else {
      throw SceneLoadError(
        file: file,
        diagnostics: diagnostics.isEmpty
          ? [
            Diagnostic(
              id: DiagnosticID.wrongValue.messageID, severity: .error, at: .start,
              "Write one animation expression, e.g. '.spring(duration: 0.4, bounce: 0.2)'.")
          ] : diagnostics)
    }
    let root = TypeDeclaration(kind: .structure, name: "Animation", location: .start)
    let evaluator = Evaluator(
      syntax: SourceSyntax(), root: root,
      store: StateStore(state: SceneState([]), rootKey: "Animation"))
    let value = evaluator.evaluate(
      expression,
      in: Evaluator.Context(scope: Scope(parent: nil), owner: nil, identity: "animation"))
    let animation = evaluator.animation(from: value, at: expression.location)
    diagnostics += evaluator.diagnostics
    guard let animation, diagnostics.isEmpty else {
      let errors =
        diagnostics.isEmpty
        ? [
          Diagnostic(
            id: DiagnosticID.wrongValue.messageID, severity: .error, at: expression.location,
            "This is not an animation; write one as in Swift, e.g. '.spring(duration: 0.4, bounce: 0.2)'."
          )
        ]
        : diagnostics.map {
          Diagnostic(
            id: $0.id, severity: .error, at: $0.location,
            $0.message.replacingOccurrences(of: " .default is used.", with: ""))
        }
      throw SceneLoadError(file: file, diagnostics: errors)
    }
    return animation
  }
}
