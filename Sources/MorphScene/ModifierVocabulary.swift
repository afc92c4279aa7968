/// Every modifier the simulator understands, as tables by family — layout, text, glass, paint,
/// effects, controls, navigation (one file each, `ModifierVocabulary+Family.swift`) — and the
/// modifiers accepted quietly because they change nothing a frame shows or a tap does. Anything
/// else is ignored with an `unsupported-modifier` warning. Docs/SceneLanguage.md's lists are
/// generated from these tables (`markdown`), and a test keeps them current.
enum ModifierVocabulary {
  /// The families, in the order the docs list them.
  static let families: [(name: String, rules: [ModifierRule])] = [
    ("Layout", layout), ("Text and symbols", text), ("Glass and button styles", glass),
    ("Paint, shapes and decoration", paint), ("Effects and motion", effects),
    ("Controls and gestures", controls), ("Navigation and system chrome", navigation),
  ]

  /// The rule for each name.
  static let rules: [String: ModifierRule] = {
    var rules: [String: ModifierRule] = [:]
    for (_, family) in families {
      for rule in family {
        for name in rule.names {
          precondition(rules[name] == nil, "'\(name)' is in two modifier families")
          rules[name] = rule
        }
      }
    }
    return rules
  }()

  /// Modifiers that change nothing a frame shows or a tap does (accessibility, haptics, focus,
  /// lifecycle hooks, text styling the renderer does not draw): accepted without a warning.
  static let withoutVisibleEffect: [String] = [
    "accessibilityLabel", "accessibilityHint", "accessibilityIdentifier", "accessibilityValue",
    "accessibilityAddTraits", "accessibilityHidden", "accessibilityElement", "help", "id",
    "keyboardShortcut", "sensoryFeedback", "onDisappear", "refreshable",
    "symbolRenderingMode", "imageScale", "textCase", "lineLimit",
    "multilineTextAlignment", "italic", "underline", "strikethrough", "kerning",
    "tracking", "statusBarHidden", "persistentSystemOverlays", "buttonRepeatBehavior",
    "drawingGroup", "compositingGroup", "privacySensitive", "redacted", "textSelection",
    "hoverEffect", "focusable", "environment",
    "environmentObject", "minimumScaleFactor", "truncationMode", "allowsTightening",
    "dynamicTypeSize", "scrollIndicators", "scrollContentBackground", "submitLabel",
    "textInputAutocapitalization", "autocorrectionDisabled", "keyboardType", "contentMargins",
    "presentationCompactAdaptation", "presentationContentInteraction", "presentationSizing",
  ]
  /// The same, for lookup.
  static let quiet = Set(withoutVisibleEffect)

  /// Every name the vocabulary knows (simulated or accepted quietly), for "did you mean".
  static var allNames: [String] { Array(rules.keys) + withoutVisibleEffect }

  /// The lists of Docs/SceneLanguage.md: one line per rule, by family, then the quiet ones.
  static var markdown: String {
    var lines: [String] = []
    for (name, family) in families {
      lines.append("**\(name).**")
      for rule in family {
        lines.append(
          "- " + rule.names.map { "`\($0)`" }.joined(separator: ", ") + " — " + rule.summary)
      }
      lines.append("")
    }
    lines.append(
      "**Accepted quietly** (they change nothing a frame shows or a tap does): "
        + withoutVisibleEffect.sorted().map { "`\($0)`" }.joined(separator: ", ") + ".")
    return lines.joined(separator: "\n")
  }
}
