import MorphViewTree

extension ModifierVocabulary {
  /// Colours, fills, clips and what is drawn behind or over a view.
  static let paint: [ModifierRule] = [
    ModifierRule("tint", summary: "the accent of controls and glass (`nil` clears it)") { call in
      if case .none? = call.first {
        call.add(.tint(nil))
      } else if let value = call.first,
        let color = call.evaluator.color(from: value, at: call.location)
      {
        call.add(.tint(color))
      }
    },
    ModifierRule(
      "foregroundStyle", "foregroundColor", summary: "colours, gradients and `.secondary` styles"
    ) { call in
      if let value = call.first, let paint = call.evaluator.paint(from: value, at: call.location) {
        call.add(.foregroundStyle(paint))
      }
    },
    ModifierRule("fill", summary: "a shape's paint") { call in
      if let value = call.first, let paint = call.evaluator.paint(from: value, at: call.location) {
        call.add(.fill(paint))
      }
    },
    ModifierRule(
      "stroke", "strokeBorder",
      summary:
        "a shape's outline: paint, `lineWidth:` or `style: StrokeStyle(lineWidth:)` (dashes drawn solid, with a note)"
    ) { call in
      guard case .shape = call.node.kind else {
        call.report(
          .unsupportedModifier, "'.\(call.name)' outlines shapes; on this view it is ignored.")
        return
      }
      let paintValue = call.arguments.first { $0.label == nil }?.value
      let paint = paintValue.flatMap { call.evaluator.paint(from: $0, at: call.location) }
      var width = call.number("lineWidth")
      // `StrokeStyle(lineWidth: 2)`, or `.init(lineWidth: 2)` where the type is implied.
      if case .symbol(let style)? = call.labelled("style"),
        style.type == "StrokeStyle" || (style.type == nil && style.head == "init"),
        let arguments = style.steps.first?.arguments
      {
        if let argument = arguments.first(where: { $0.label == "lineWidth" }) {
          width = call.evaluator.number(
            from: argument.value, at: argument.location, purpose: "'StrokeStyle(lineWidth:)'")
        }
        if arguments.contains(where: { $0.label == "dash" }) {
          call.evaluator.report(
            .approximation, "Dashed strokes are drawn solid.", at: call.location)
        }
      }
      if let given = width, !given.isFinite {
        call.report(.wrongValue, "A line width must be a finite number of points; 1 is used.")
        width = 1
      }
      call.add(
        .stroke(paint, lineWidth: max(0, width ?? 1), inside: call.name == "strokeBorder"))
    },
    ModifierRule(
      "background", "overlay",
      summary: "views, colours, materials, or a style `in:` a shape, with alignment"
    ) { call in
      let alignment = call.evaluator.alignment(from: call.labelled("alignment"), at: call.location)
      guard let content = call.decoration(identity: call.node.identity + "/\(call.name)") else {
        return
      }
      call.add(
        call.name == "background" ? .background(content, alignment) : .overlay(content, alignment))
    },
    ModifierRule("clipShape", "contentShape", summary: "clips drawing, or the tappable area") {
      call in
      guard let value = call.arguments.first(where: { $0.label == nil })?.value else { return }
      let shape = call.evaluator.shape(from: value, at: call.location)
      call.add(call.name == "clipShape" ? .clipShape(shape) : .contentShape(shape))
    },
    ModifierRule("clipped", summary: "clips drawing to the view's frame") { call in
      call.add(.clipShape(.rectangle))
    },
    ModifierRule("cornerRadius", summary: "a rounded-rectangle clip") { call in
      if let radius = call.number(nil) {
        call.add(.clipShape(.roundedRectangle(cornerRadius: radius, continuous: false)))
      }
    },
    ModifierRule("resizable", summary: "an image fills its frame") { call in call.add(.resizable) },
  ]
}
