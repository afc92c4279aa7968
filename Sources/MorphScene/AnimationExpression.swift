import Foundation
import MorphDiagnostics
import MorphMotion
import MorphViewTree

/// Reads an animation written as Swift (`.bouncy`, `.spring(duration: 0.4, bounce: 0.2)`,
/// `.easeInOut(duration: 0.3).delay(0.1)`) outside a scene, e.g. from the command line.
package enum AnimationExpression {
  /// Parses and evaluates `source`; throws the diagnostics (columns count from 1 in `source`)
  /// when it is not an animation the simulator knows.
  package static func parse(_ source: String) throws(SceneLoadError) -> MorphAnimation {
    let file = SourceFile(path: "<animation>", text: source)
    var parser = Parser(source: source, start: .start)
    var diagnostics = parser.diagnostics
    let expression: ExpressionSyntax
    do throws(Parser.Failure) {
      expression = try parser.parseExpression()
      if !parser.atEnd {
        throw parser.failure("Unexpected \(parser.current.display) after the animation.")
      }
    } catch {
      throw SceneLoadError(
        file: file, diagnostics: diagnostics + parser.diagnostics + [error.diagnostic])
    }
    diagnostics += parser.diagnostics
    let root = TypeDeclaration(
      kind: .structure, name: "Animation", inheritedTypes: [], variables: [], functions: [],
      cases: [], nestedTypes: [], location: .start)
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
            .wrongValue, at: expression.location,
            "This is not an animation; write one as in Swift, e.g. '.spring(duration: 0.4, bounce: 0.2)'."
          )
        ]
        : diagnostics.map {
          Diagnostic(
            .unsupportedValue, at: $0.location,
            $0.message.replacingOccurrences(of: " .default is used.", with: ""))
        }
      throw SceneLoadError(file: file, diagnostics: errors)
    }
    return animation
  }
}
