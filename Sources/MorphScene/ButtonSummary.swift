import MorphMotion
import MorphViewTree

/// A button found in an evaluated view, with the names it can be tapped by.
public struct ButtonSummary: Sendable {
  /// Its position among the view's buttons (tree order, 0-based).
  public let index: Int
  /// The glassEffectID on the button, if any.
  public let glassID: String?
  /// The title or the first text of its label.
  public let text: String?
  /// The SF Symbol of its label, if any.
  public let symbol: String?
  /// Where it is in the scene.
  public let location: SourcePosition
  let actionIndex: Int

  /// The name shown in reports and accepted by `--tap`: the glass ID, else the text, else the
  /// symbol, else `button N` (1-based).
  public var name: String { glassID ?? text ?? symbol ?? "button \(index + 1)" }

  /// Whether `reference` names this button (glass ID, text or symbol; case-sensitive).
  public func isNamed(_ reference: String) -> Bool {
    reference == glassID || reference == text || reference == symbol
      || reference == "button \(index + 1)"
  }
}
