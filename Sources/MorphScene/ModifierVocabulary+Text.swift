extension ModifierVocabulary {
  /// Text styles and symbols, measured and drawn in Inter (Docs/Rendering.md, "Text").
  static let text: [ModifierRule] = [
    ModifierRule(
      "font", summary: "text styles (`.title2`, `.headline`, …) and `.system(size:weight:)`"
    ) { call in
      if let value = call.first, let font = call.evaluator.font(from: value, at: call.location) {
        call.add(.font(font))
      }
    },
    ModifierRule("bold", summary: "bold weight") { call in call.add(.fontWeight("bold")) },
    ModifierRule("fontWeight", summary: "a weight (`.semibold`)") { call in
      if case .symbol(let weight)? = call.first { call.add(.fontWeight(weight.head)) }
    },
    ModifierRule("monospacedDigit", summary: "digits of one width") { call in
      call.add(.monospacedDigit)
    },
    ModifierRule("symbolVariant", summary: "`.fill`, `.circle`, … of an SF Symbol") { call in
      if case .symbol(let variant)? = call.first {
        call.add(
          .symbolVariant(
            ([variant.head] + variant.steps.dropFirst().map(\.name)).joined(separator: ".")))
      }
    },
    ModifierRule(
      "labelStyle", summary: "`.iconOnly`, `.titleOnly`, `.titleAndIcon`, custom `LabelStyle`s"
    ) { call in
      if case .symbol(let style)? = call.first { call.add(.labelStyle(style.head)) }
      if case .instance(let style)? = call.first {
        call.node = call.evaluator.styledLabels(in: call.node, style: style, at: call.location)
      }
    },
    ModifierRule(
      "textFieldStyle",
      summary:
        "an app's own `TextFieldStyle`: its `_body(configuration:)` drawn around each text field inside; SwiftUI's styles are ignored"
    ) { call in
      if case .instance(let style)? = call.first,
        let styled = call.evaluator.styledTextFields(in: call.node, style: style, at: call.location)
      {
        call.node = styled
        return
      }
      call.report(.unsupportedModifier, "'.textFieldStyle' is not simulated; it is ignored.")
    },
  ]
}
