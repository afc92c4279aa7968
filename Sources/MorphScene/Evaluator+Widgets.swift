import MorphDiagnostics
import MorphSyntax
import MorphViewTree

/// WidgetKit previews: `#Preview(as: .systemSmall) { MyWidget() } timeline: { MyEntry(…) }` shows
/// the view the widget's configuration makes for a timeline entry.
extension Evaluator {
  /// WidgetKit's configurations whose trailing closure makes the view for one entry
  /// (`StaticConfiguration(kind:provider:) { entry in … }` and its intent-driven forms).
  static let widgetConfigurations: Set<String> = [
    "StaticConfiguration", "AppIntentConfiguration", "IntentConfiguration",
  ]

  /// The views a widget preview shows: its widget's content closure called with the first entry
  /// of its `timeline:`, as Xcode's canvas first shows it. Nil when the preview is not a widget's
  /// (no timeline) or its widget's configuration cannot be found (then it is built as views are).
  func widgetPreviewViews(_ preview: PreviewDeclaration, in context: Context) -> [ViewNode]? {
    guard !preview.timeline.isEmpty else { return nil }
    var inner = context
    inner.scope = Scope(parent: context.scope)
    var widgets: [Value] = []
    _ = execute(preview.body, in: inner, collected: &widgets)
    guard case .instance(let widget)? = widgets.first,
      let type = syntax.type(named: widget.type),
      let body = type.variables.first(where: { $0.name == "body" })?.getter,
      let content = Self.configurationContent(in: body)
    else { return nil }
    var entries: [Value] = []
    _ = execute(preview.timeline, in: inner, collected: &entries)
    guard let entry = entries.first else {
      report(
        .wrongValue,
        "This widget preview's timeline gives no entry; give one (`timeline: { MyEntry(date: .now) }`) to see the widget.",
        at: preview.location)
      return []
    }
    if entries.count > 1 {
      report(
        .approximation,
        "A widget preview shows the first of its \(entries.count) timeline entries; the others are not played.",
        at: preview.location)
    }
    guard case .closure(let closure) = evaluate(content, in: inner) else { return nil }
    widgetFamily = preview.widgetFamily
    let made = call(closure, arguments: [entry], at: content.location)
    return views(from: made, at: content.location, identity: context.identity)
  }

  /// The content closure of the configuration a widget's `body` returns, under its modifiers
  /// (`.configurationDisplayName(…)`, `.supportedFamilies(…)`).
  static func configurationContent(in body: [Statement]) -> ExpressionSyntax? {
    for statement in body {
      var expression: ExpressionSyntax
      switch statement.kind {
      case .expression(let value): expression = value
      case .returnValue(let value?): expression = value
      default: continue
      }
      while case .call(let callee, _) = expression.kind, case .member(let base, _) = callee.kind {
        expression = base
      }
      guard case .call(let callee, let arguments) = expression.kind,
        case .identifier(let name) = callee.kind, widgetConfigurations.contains(name)
      else { continue }
      return arguments.last(where: {
        if case .closure = $0.value.kind { return true }
        return false
      })?.value
    }
    return nil
  }
}
