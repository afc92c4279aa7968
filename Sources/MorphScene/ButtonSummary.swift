import MorphDiagnostics
import MorphMotion
import MorphViewTree

/// A tappable thing found in an evaluated view — a button, a gesture, a toggle, a picker option, a
/// stepper half — with the names it can be tapped by.
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
  /// What kind of control or gesture it is.
  public let kind: ControlKind
  let actionIndex: Int

  /// The name shown in reports and accepted by `--tap`: the first of the glass ID, the text and the
  /// symbol that names no other tappable thing in the view, else `button N` (1-based, counting
  /// every tappable thing).
  public private(set) var name: String = ""

  /// Whether `reference` names this button (glass ID, text or symbol; case-sensitive).
  public func isNamed(_ reference: String) -> Bool {
    reference == glassID || reference == text || reference == symbol
      || reference == "button \(index + 1)"
  }

  /// Creates a summary.
  init(
    index: Int, glassID: String?, text: String?, symbol: String?, location: SourcePosition,
    kind: ControlKind = .button, actionIndex: Int
  ) {
    self.index = index
    self.glassID = glassID
    self.text = text
    self.symbol = symbol
    self.location = location
    self.kind = kind
    self.actionIndex = actionIndex
    self.name = glassID ?? text ?? symbol ?? "button \(index + 1)"
  }

  /// The buttons with names that each name one button.
  /// Linear in the number of buttons: how many buttons answer to each name is counted once.
  static func named(_ buttons: [ButtonSummary]) -> [ButtonSummary] {
    var answering: [String: Int] = [:]
    for button in buttons {
      let names = Set(
        [button.glassID, button.text, button.symbol, "button \(button.index + 1)"].compactMap { $0 }
      )
      for name in names { answering[name, default: 0] += 1 }
    }
    var appearances = 0
    var changes: [String: Int] = [:]
    return buttons.map { button in
      var named = button
      if button.kind == .appear {
        // Each `.onAppear`/`.task` is an event of its own: "appear", "appear 2", … in tree order.
        appearances += 1
        named.name = appearances == 1 ? "appear" : "appear \(appearances)"
        return named
      }
      if button.kind == .change || button.kind == .receive || button.kind == .drag
        || button.kind == .slider,
        let text = button.text
      {
        // Named for what happens: `change store.isSyncing`, `receive timer`, `drag left`, `… 2`
        // for a second (a view's text may change with the state; these names do not).
        changes[text, default: 0] += 1
        named.name = changes[text] == 1 ? text : "\(text) \(changes[text] ?? 0)"
        return named
      }
      let candidates = [button.glassID, button.text, button.symbol].compactMap { $0 }
      named.name =
        candidates.first { answering[$0] == 1 } ?? "button \(button.index + 1)"
      return named
    }
  }
}
