import MorphCore
import MorphViewTree

/// What a view inherits from its ancestors during layout and placement.
struct LayoutEnvironment {
  var font: FontSpec = .body
  var fontWeight: String? = nil
  /// Set by `.monospacedDigit()`: text inside uses tabular digits.
  var monospacedDigits = false
  /// Set by `.symbolVariant(_:)`: the variant applied to SF Symbols inside (`fill`, `circle`, …).
  var symbolVariant: String? = nil
  var labelStyle: String = "titleAndIcon"
  /// The inherited `.pickerStyle` (`menu` is iOS's default).
  var pickerStyle: String = "menu"
  /// The axis of the stack the view is a direct child of, if any (for `Spacer` and `Divider`).
  var stackAxis: Axis? = nil
  /// Button style, border shape, tint and the enclosing glass container.
  var glass = GlassEnvironment()
  var foreground: Paint? = nil
  var opacity = 1.0
  var scale = 1.0
  var blur = 0.0
  /// The key of the nearest glass element around the view.
  var glassKey: String? = nil
  /// The nearest enclosing shape (frame and corner radius), for concentric corners.
  var enclosingShape: (frame: Rect, radius: Double)? = nil
  /// Whether the view's glass is prominent (its content defaults to white).
  var onProminentGlass = false
  /// Whether the view extends past the safe area (`.ignoresSafeArea()`, shape-style backgrounds).
  var ignoresSafeArea = false
  /// The system settings: the colour scheme picks the label colour, Dynamic Type scales text
  /// styles.
  var system = SceneEnvironment.standard

  /// The primary label colour in the scheme: black in light, white in dark.
  var primary: Color { system.colorScheme == .dark ? .white : .primary }
  /// The clip of the nearest `.clipShape` around the view, in canvas points.
  var clip: ClipRegion? = nil
  /// The sum of the ancestors' `.rotationEffect`s, in degrees.
  var rotation = 0.0
  /// The centre of the innermost view with a scale or rotation effect, in canvas points.
  var pivot: Point? = nil
  /// The nearest `.transition`, its moves resolved for the size of the view that has it.
  var transition: ViewTransition? = nil
  /// The innermost `.animation(_:value:)` around the view.
  var implicitAnimation: ImplicitAnimation? = nil
  /// The nearest `.contentTransition`.
  var contentTransition: ContentTransitionKind = .opacity
  /// The nearest `.matchedGeometryEffect`: its ID, the key prefix it gives and the identity of its
  /// view.
  var matched: (id: String, prefix: String, identity: String)? = nil

  /// The environment for `node`'s own content: its environment modifiers applied.
  func entering(_ node: LayoutNode) -> LayoutEnvironment {
    var environment = self
    environment.stackAxis = nil
    for modifier in node.modifiers {
      switch modifier {
      case .font(let font): environment.font = font
      case .fontWeight(let weight): environment.fontWeight = weight
      case .monospacedDigit: environment.monospacedDigits = true
      case .symbolVariant(let variant):
        environment.symbolVariant = variant == "none" ? nil : variant
      case .labelStyle(let style): environment.labelStyle = style
      case .pickerStyle(let style): environment.pickerStyle = style
      case .foregroundStyle(let paint): environment.foreground = paint
      default: break
      }
    }
    environment.glass = glass.entering(node)
    return environment
  }

  /// The effective font (weight override and tabular digits applied).
  var effectiveFont: FontSpec {
    var font = fontWeight.map { self.font.weighted($0) } ?? self.font
    // Text styles follow Dynamic Type; `.system(size:)` stays fixed, as in SwiftUI.
    let scale = system.dynamicTypeSize.textScale
    if font.style != "system" && scale != 1 {
      font.size *= scale
      font.lineHeight = (font.lineHeight * scale).rounded()
    }
    return monospacedDigits ? font.withMonospacedDigits : font
  }
}
