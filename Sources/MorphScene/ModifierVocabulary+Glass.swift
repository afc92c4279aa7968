import MorphCore
import MorphViewTree

extension ModifierVocabulary {
  /// Liquid Glass and the button styles drawn with it (Docs/Glass.md).
  static let glass: [ModifierRule] = [
    ModifierRule(
      "glassEffect",
      summary: "glass (`.regular`, `.clear`, `.tint(_:)`, `.interactive()`) in a shape"
    ) { call in
      var glass = GlassSpec.regular
      var shape = ShapeKind.capsule
      var isEnabled = true
      for argument in call.arguments {
        switch argument.label {
        case nil: glass = call.evaluator.glass(from: argument.value, at: argument.location)
        case "in": shape = call.evaluator.shape(from: argument.value, at: argument.location)
        case "isEnabled":
          if case .bool(let flag) = argument.value { isEnabled = flag }
        default:
          call.evaluator.report(
            .unknownArgument,
            "'glassEffect' has no argument '\(argument.label ?? "")'; it is ignored.",
            at: argument.location)
        }
      }
      call.add(.glassEffect(glass, shape: shape, isEnabled: isEnabled))
    },
    ModifierRule("glassEffectID", summary: "matches glass across states in a namespace") { call in
      guard let id = call.first else {
        call.report(
          .glassNamespace,
          "'glassEffectID' needs an ID and a namespace: .glassEffectID(\"name\", in: namespace).")
        return
      }
      call.add(
        .glassEffectID(
          call.evaluator.identifier(from: id), namespace: call.namespaceName(call.labelled("in"))))
    },
    ModifierRule("glassEffectUnion", summary: "merges glass into one shape") { call in
      guard let id = call.labelled("id") ?? call.first else {
        call.report(
          .glassNamespace,
          "'glassEffectUnion' needs an id and a namespace: .glassEffectUnion(id: \"group\", namespace: namespace)."
        )
        return
      }
      call.add(
        .glassEffectUnion(
          call.evaluator.identifier(from: id),
          namespace: call.namespaceName(call.labelled("namespace"))))
    },
    ModifierRule(
      "glassEffectTransition", summary: "`.matchedGeometry`, `.materialize` or `.identity`"
    ) { call in
      if case .symbol(let symbol)? = call.first,
        let transition = GlassTransition(rawValue: symbol.head)
      {
        call.add(.glassEffectTransition(transition))
      } else {
        call.report(
          .wrongValue,
          "Expected .matchedGeometry, .materialize or .identity for 'glassEffectTransition'; .matchedGeometry is used."
        )
      }
    },
    ModifierRule(
      "buttonStyle",
      summary: "`.glass`, `.glass(_:)`, `.glassProminent`, `.bordered`, `.plain`, custom"
    ) { call in
      // Inside a `ButtonStyle`, `configuration.label.buttonStyle(.glass)` styles the buttons in
      // the label — it has none, so SwiftUI shows the label unstyled (a common slip in styles
      // that pick the system glass style on iOS 26).
      var holdsButton = false
      call.node.forEachNode { if case .button = $0.kind { holdsButton = true } }
      if call.evaluator.styledLabelIdentities.last == call.node.identity, !holdsButton {
        call.report(
          .noEffect,
          "'.buttonStyle' here styles the buttons inside this button style's label, which has none: SwiftUI shows the label without it. Draw the look in 'makeBody' (for example '.glassEffect()'), or set the style on the Button itself."
        )
      }
      call.add(.buttonStyle(call.buttonStyle(call.first)))
    },
    ModifierRule(
      "buttonBorderShape", summary: "`.capsule`, `.circle`, `.roundedRectangle(radius:)`"
    ) { call in
      call.add(.buttonBorderShape(call.borderShape(call.first)))
    },
  ]
}
