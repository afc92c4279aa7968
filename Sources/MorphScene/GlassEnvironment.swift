import MorphCore

/// What glass-related settings a view inherits from its ancestors: button style and border shape
/// (environment values in SwiftUI), tint, control size and the enclosing glass container.
public struct GlassEnvironment: Hashable, Sendable {
  /// The inherited `buttonStyle`.
  public var buttonStyle: ButtonStyleKind = .plain
  /// The inherited `buttonBorderShape`.
  public var borderShape: ButtonBorderShapeKind = .automatic
  /// The inherited `tint`.
  public var tint: Color? = nil
  /// The inherited `controlSize` name.
  public var controlSize: String = "regular"
  /// The enclosing container's index, if any.
  public var container: Int? = nil
  /// The enclosing container's spacing.
  public var containerSpacing: Double? = nil

  /// The start of a tree.
  public init() {}

  /// The environment `node`'s content sees: its own environment modifiers applied.
  public func entering(_ node: ViewNode) -> GlassEnvironment {
    var environment = self
    for modifier in node.modifiers {
      switch modifier {
      case .buttonStyle(let style): environment.buttonStyle = style
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
  public func glass(of node: ViewNode) -> GlassDeclaration? {
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
    guard let (glass, shape) = effect else { return nil }
    return GlassDeclaration(
      identity: node.identity, id: id?.0, namespace: id?.1, container: container,
      containerSpacing: containerSpacing,
      shape: shape, union: union?.0, unionNamespace: union?.1, transition: transition, glass: glass,
      isButtonStyle: isButtonStyle, location: node.location)
  }
}

extension ButtonBorderShapeKind {
  /// The outline a bordered or glass button draws with this border shape.
  public var shapeKind: ShapeKind {
    switch self {
    case .automatic, .capsule: return .capsule
    case .circle: return .circle
    case .roundedRectangle(let radius):
      return .roundedRectangle(cornerRadius: radius ?? 12, continuous: true)
    }
  }
}

extension ViewNode {
  /// Every glass element in the tree, in drawing (tree) order, with container indices assigned in
  /// tree order.
  public func glassDeclarations() -> [GlassDeclaration] {
    var result: [GlassDeclaration] = []
    var containers = 0
    func visit(_ node: ViewNode, _ environment: GlassEnvironment) {
      var inner = environment.entering(node)
      if case .glassEffectContainer(let spacing) = node.kind {
        inner.container = containers
        inner.containerSpacing = spacing ?? 0
        containers += 1
      }
      if let glass = environment.glass(of: node) { result.append(glass) }
      for modifier in node.modifiers {
        if case .background(let content, _) = modifier { visit(content, inner) }
      }
      for child in node.children { visit(child, inner) }
      for modifier in node.modifiers {
        if case .overlay(let content, _) = modifier { visit(content, inner) }
      }
    }
    visit(self, GlassEnvironment())
    return result
  }
}
