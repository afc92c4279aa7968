import MorphCore

extension ViewVocabulary {
  /// Shapes and gradients (a `Color` is a view too, read where it is written).
  static let shapes: [ViewRule] = [
    ViewRule("Circle", summary: "a circle") { call in call.node(.shape(.circle)) },
    ViewRule("Capsule", summary: "a capsule") { call in call.node(.shape(.capsule)) },
    ViewRule("Ellipse", summary: "an ellipse") { call in call.node(.shape(.ellipse)) },
    ViewRule("Rectangle", summary: "a rectangle") { call in call.node(.shape(.rectangle)) },
    ViewRule("ConcentricRectangle", summary: "corners concentric with the container's") { call in
      call.node(.shape(.concentric(minimumRadius: 0)))
    },
    ViewRule(
      "RoundedRectangle", "UnevenRoundedRectangle",
      summary: "`cornerRadius:`, continuous or `.circular` style"
    ) { call in
      let written = call.labelled("cornerRadius") ?? call.labelled("topLeadingRadius")
      let radius =
        call.number("cornerRadius") ?? call.number("topLeadingRadius")
        ?? (written?.isPlaceholder == true ? Evaluator.unknownCornerRadius : 0)
      var continuous = true
      if case .symbol(let style)? = call.labelled("style") { continuous = style.head != "circular" }
      return call.node(.shape(.roundedRectangle(cornerRadius: radius, continuous: continuous)))
    },
    ViewRule(
      "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient",
      summary: "colours or stops between unit points"
    ) { call in
      call.node(
        call.factory.gradient(call.name, call.arguments, at: call.location) ?? .paint(.color(.gray))
      )
    },
  ]
}
