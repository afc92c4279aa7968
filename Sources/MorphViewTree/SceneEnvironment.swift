/// The system settings a scene is simulated under — what `@Environment(\.colorScheme)`,
/// `\.accessibilityReduceMotion`, `\.accessibilityReduceTransparency`, `\.colorSchemeContrast` and
/// `\.dynamicTypeSize` read, and what the layout and renderer draw with (Docs/Sharing.md,
/// "Variants").
public struct SceneEnvironment: Sendable, Hashable {
  /// Light or dark appearance.
  public enum ColorScheme: String, Sendable, Hashable, CaseIterable {
    case light
    case dark
  }

  /// The Dynamic Type sizes, smallest first, with the body text size each gives in points
  /// (Apple Human Interface Guidelines, "Typography", Dynamic Type sizes: Body at xSmall 14,
  /// Small 15, Medium 16, Large 17 (the default), xLarge 19, xxLarge 21, xxxLarge 23, AX1 28,
  /// AX2 33, AX3 40, AX4 47, AX5 53).
  public enum DynamicTypeSize: String, Sendable, Hashable, CaseIterable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// Body text's size at this setting, in points.
    public var bodySize: Double {
      switch self {
      case .xSmall: return 14
      case .small: return 15
      case .medium: return 16
      case .large: return 17
      case .xLarge: return 19
      case .xxLarge: return 21
      case .xxxLarge: return 23
      case .accessibility1: return 28
      case .accessibility2: return 33
      case .accessibility3: return 40
      case .accessibility4: return 47
      case .accessibility5: return 53
      }
    }

    /// How much text styles grow against the default (Large): body's size over 17 pt. Every text
    /// style is scaled by body's factor, an approximation — Apple's table scales each style by
    /// slightly different steps; fixed `.system(size:)` fonts do not scale, as in SwiftUI.
    public var textScale: Double { bodySize / 17 }
  }

  /// A size class: how much room a dimension of the screen gives (SwiftUI's
  /// `UserInterfaceSizeClass`).
  public enum SizeClass: String, Sendable, Hashable, CaseIterable {
    case compact
    case regular
  }

  /// Light or dark.
  public var colorScheme: ColorScheme
  /// Reduce Motion: animations without overshoot, glass and content fading through instead of
  /// travelling between states.
  public var reduceMotion: Bool
  /// Reduce Transparency: glass drawn as an opaque frosted surface.
  public var reduceTransparency: Bool
  /// Increase Contrast: glass with a contrasting border and a more opaque face.
  public var increaseContrast: Bool
  /// The Dynamic Type size.
  public var dynamicTypeSize: DynamicTypeSize
  /// `@Environment(\.horizontalSizeClass)`: compact on an iPhone in portrait (the default).
  public var horizontalSizeClass: SizeClass = .compact
  /// `@Environment(\.verticalSizeClass)`: regular on an iPhone in portrait (the default).
  public var verticalSizeClass: SizeClass = .regular

  /// The widest screen with a compact width here, in points: above every iPhone in portrait
  /// (440), below every iPad (744, iPad mini in portrait).
  public static let widestCompactWidth = 700.0
  /// The shortest screen with a regular height here, in points: above every iPhone in
  /// landscape (440), below every iPhone in portrait (667, iPhone SE).
  public static let shortestRegularHeight = 500.0

  /// The size classes of a screen of `width` × `height` points: an iPhone in portrait is compact
  /// by regular, an iPad regular by regular, an iPhone in landscape compact in height (Apple
  /// Human Interface Guidelines, "Layout", device size classes; the larger iPhones' regular
  /// width in landscape is not told apart).
  public static func sizeClasses(width: Double, height: Double) -> (
    horizontal: SizeClass, vertical: SizeClass
  ) {
    (
      width > widestCompactWidth ? .regular : .compact,
      height >= shortestRegularHeight ? .regular : .compact
    )
  }

  /// The settings of a fresh device: light, no accessibility setting, Large text.
  public static let standard = SceneEnvironment()

  /// Creates settings (each default is a fresh device's).
  public init(
    colorScheme: ColorScheme = .light, reduceMotion: Bool = false,
    reduceTransparency: Bool = false, increaseContrast: Bool = false,
    dynamicTypeSize: DynamicTypeSize = .large
  ) {
    self.colorScheme = colorScheme
    self.reduceMotion = reduceMotion
    self.reduceTransparency = reduceTransparency
    self.increaseContrast = increaseContrast
    self.dynamicTypeSize = dynamicTypeSize
  }
}
