import MorphCore
import MorphViewTree

/// What glass-related settings a view inherits from its ancestors: button style and border shape
/// (environment values in SwiftUI), tint, control size and the enclosing glass container.
struct GlassEnvironment: Hashable, Sendable {
  /// The inherited `buttonStyle`.
  var buttonStyle: ButtonStyleKind = .plain
  /// The inherited `buttonBorderShape`.
  var borderShape: ButtonBorderShapeKind = .automatic
  /// The inherited `tint`.
  var tint: Color? = nil
  /// The inherited `controlSize` name.
  var controlSize: String = "regular"
  /// The enclosing container's index, if any.
  var container: Int? = nil
  /// The enclosing container's spacing.
  var containerSpacing: Double? = nil
  /// Whether this is a bar item's content: the bar draws the item's glass, so a glass button
  /// style inside it draws none of its own (a `.glassProminent` one tints the item instead).
  var isBarItem = false

  /// The start of a tree.
  init() {}

  /// The environment `node`'s content sees: its own environment modifiers applied.
  func entering(_ node: LayoutNode) -> GlassEnvironment {
    var environment = self
    for modifier in node.modifiers {
      switch modifier {
      case .buttonStyle(let style):
        environment.buttonStyle = isBarItem && style.isGlass ? .plain : style
      case .buttonBorderShape(let shape): environment.borderShape = shape
      case .tint(let color): environment.tint = color
      case .controlSize(let size): environment.controlSize = size
      default: break
      }
    }
    return environment
  }

  /// The glass element `node` carries in this environment, if any: an enabled `.glassEffect`, or a
  /// button with a glass button style (prominent glass is tinted with the tint or accent colour).
  func glass(of node: LayoutNode) -> GlassDeclaration? {
    let own = entering(node)
    var effect: (GlassSpec, ShapeKind)? = nil
    var id: (String, String)? = nil
    var union: (String, String)? = nil
    var transition = GlassTransition.matchedGeometry
    for modifier in node.modifiers {
      switch modifier {
      case .glassEffect(let glass, let shape, let isEnabled):
        effect = isEnabled && glass.variant != .identity ? (glass, shape) : nil
      case .glassEffectID(let value, let namespace): id = (value, namespace)
      case .glassEffectUnion(let value, let namespace): union = (value, namespace)
      case .glassEffectTransition(let value): transition = value
      default: break
      }
    }
    var isButtonStyle = false
    if effect == nil, case .button = node.kind {
      switch own.buttonStyle {
      case .glass(let glass):
        effect = (glass, own.borderShape.shapeKind)
        isButtonStyle = true
      case .glassProminent:
        effect = (
          GlassSpec(variant: .regular, tint: own.tint ?? .accentColor, isInteractive: true),
          own.borderShape.shapeKind
        )
        isButtonStyle = true
      default:
        break
      }
      if isButtonStyle, var glass = effect?.0 {
        glass.isInteractive = true
        effect?.0 = glass
      }
    }
    guard let (glass, written) = effect else { return nil }
    let shape = written == .buttonBorder ? own.borderShape.shapeKind : written
    return GlassDeclaration(
      identity: node.identity, id: id?.0, namespace: id?.1, container: container,
      containerSpacing: containerSpacing ?? 0, shape: shape,
      unionID: union?.0, unionNamespace: union?.1, transition: transition, glass: glass,
      isButtonStyle: isButtonStyle, isProminent: isButtonStyle && glass.tint != nil,
      location: node.location)
  }
}

extension ButtonBorderShapeKind {
  /// The outline a bordered or glass button draws with this border shape.
  var shapeKind: ShapeKind {
    switch self {
    case .automatic, .capsule: return .capsule
    case .circle: return .circle
    case .roundedRectangle(let radius):
      return .roundedRectangle(cornerRadius: radius ?? 12, continuous: true)
    }
  }
}
