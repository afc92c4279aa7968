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
    ModifierRule("cornerRadius", summary: "a rounded-rectangle clip") { call in
      if let radius = call.number(nil) {
        call.add(.clipShape(.roundedRectangle(cornerRadius: radius, continuous: false)))
      }
    },
    ModifierRule("resizable", summary: "an image fills its frame") { call in call.add(.resizable) },
  ]
}
