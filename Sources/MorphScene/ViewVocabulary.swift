/// Every builtin view the simulator builds, as tables by family — containers, controls, text and
/// images, shapes and paint, navigation (one file each, `ViewVocabulary+Family.swift`) — and the
/// views accepted as placeholders (their content is still evaluated). Docs/SceneLanguage.md's lists
/// are generated from these tables (`markdown`), and a test keeps them current.
enum ViewVocabulary {
  /// The families, in the order the docs list them.
  static let families: [(name: String, rules: [ViewRule])] = [
    ("Containers", containers), ("Controls", controls), ("Text and images", text),
    ("Shapes and paint", shapes), ("Navigation and system chrome", navigation),
  ]

  /// The rule for each name.
  static let rules: [String: ViewRule] = {
    var rules: [String: ViewRule] = [:]
    for (_, family) in families {
      for rule in family {
        for name in rule.names {
          precondition(rules[name] == nil, "'\(name)' is in two view families")
          rules[name] = rule
        }
      }
    }
    return rules
  }()

  /// Views laid out as a plain placeholder around their content, with a warning.
  static let placeholders: [String] = [
    "NavigationSplitView", "ShareLink", "Link", "AsyncImage", "Grid", "GridRow", "ViewThatFits",
    "ControlGroup",
    "ContentUnavailableView", "Gauge", "DatePicker", "ColorPicker",
    "TimelineView", "Canvas",
  ]

  /// Whether `name` is a view the factory builds (or lays out as a placeholder).
  static func isBuiltin(_ name: String) -> Bool {
    rules[name] != nil || placeholders.contains(name)
  }

  /// The lists of Docs/SceneLanguage.md: one line per rule, by family, then the placeholders.
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
      "**Placeholders** (laid out as a plain box around their content, with a warning): "
        + placeholders.sorted().map { "`\($0)`" }.joined(separator: ", ") + ".")
    return lines.joined(separator: "\n")
  }
}
