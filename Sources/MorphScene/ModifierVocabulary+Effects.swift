import MorphCore
import MorphMotion
import MorphViewTree

extension ModifierVocabulary {
  /// Opacity, scale, blur, rotation and how views come and go (Docs/Timeline.md, "Content").
  static let effects: [ModifierRule] = [
    ModifierRule("opacity", summary: "0…1") { call in
      if let value = call.number(nil) { call.add(.opacity(min(max(value, 0), 1))) }
    },
    ModifierRule("scaleEffect", summary: "scales drawing about the centre") { call in
      if let value = call.number(nil) { call.add(.scaleEffect(value)) }
    },
    ModifierRule("blur", summary: "a Gaussian blur of the content") { call in
      if let value = call.number("radius") { call.add(.blur(value)) }
    },
    ModifierRule(
      "shadow",
      summary:
        "`color:` (default black at 33 %), `radius:`, `x:`, `y:`: under shapes, colours, images and glass (not text)"
    ) { call in
      guard let radius = call.number("radius") else {
        call.report(
          .unsupportedModifier,
          "This '.shadow' has no 'radius:' the simulator can read; it is not drawn.")
        return
      }
      // Apple's default shadow colour: `Color(.sRGBLinear, white: 0, opacity: 0.33)`.
      var color = Color(red: 0, green: 0, blue: 0, opacity: 0.33)
      if let value = call.labelled("color"),
        let given = call.evaluator.color(from: value, at: call.location)
      {
        color = given
      }
      let x = call.number("x") ?? 0
      let y = call.number("y") ?? 0
      guard radius.isFinite, x.isFinite, y.isFinite else {
        call.report(
          .wrongValue,
          "A shadow's radius and offset must be finite numbers of points; it is not drawn.")
        return
      }
      call.add(.shadow(color, radius: max(0, radius), x: x, y: y))
    },
    ModifierRule("rotationEffect", summary: "`.degrees(_:)` or `.radians(_:)` about the centre") {
      call in
      var degrees = 0.0
      if case .symbol(let angle)? = call.first,
        let amount = angle.steps.first?.arguments?.first?.value.number
      {
        degrees = angle.head == "radians" ? amount * 180 / Double.pi : amount
      } else if let first = call.first {
        call.report(
          .approximation,
          "Expected an angle such as .degrees(45) for '.rotationEffect', found \(first.kindName); it is ignored."
        )
      }
      if call.labelled("anchor") != nil {
        call.report(
          .approximation, "A rotation anchor is not simulated; the view turns about its centre.")
      }
      call.add(.rotation(degrees))
    },
    ModifierRule(
      "animation",
      summary:
        "animates the changes inside the view with its animation when `value:` changes (`nil`: they jump), in place of the tap's; without `value:`, every change"
    ) { call in
      guard let first = call.first else { return }
      var animation: MorphAnimation? = nil
      if case .none = first {
        animation = nil
      } else {
        animation = call.evaluator.animation(from: first, at: call.location) ?? .default
      }
      call.add(
        .animation(
          ImplicitAnimation(
            animation: animation, watched: call.labelled("value")?.literal,
            owner: call.node.identity)))
    },
    ModifierRule(
      "transition",
      summary: "`.opacity`, `.scale`, `.move(edge:)`, `.slide`, `.asymmetric`, combined"
    ) { call in
      guard let first = call.first else { return }
      call.add(.transition(call.evaluator.transition(from: first, at: call.location)))
    },
    ModifierRule("matchedGeometryEffect", summary: "a frame matched across states by ID") {
      call in
      guard let id = call.labelled("id") else {
        call.report(
          .approximation,
          "'matchedGeometryEffect' needs an id and a namespace: .matchedGeometryEffect(id: \"card\", in: namespace)."
        )
        return
      }
      if call.labelled("properties") != nil || call.labelled("anchor") != nil {
        call.report(
          .approximation,
          "'matchedGeometryEffect' properties and anchor are not simulated; the whole frame is matched."
        )
      }
      call.add(
        .matchedGeometry(
          id: call.evaluator.identifier(from: id),
          namespace: call.namespaceName(call.labelled("in"))))
    },
    ModifierRule("contentTransition", summary: "`.numericText()`, `.opacity`, `.identity`") {
      call in
      guard let first = call.first else { return }
      call.add(.contentTransition(call.evaluator.contentTransition(from: first, at: call.location)))
    },
  ]
}
