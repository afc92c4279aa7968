/// A colour: sRGB-encoded red, green and blue in 0…1 and an opacity in 0…1 (straight, not
/// premultiplied), as SwiftUI's `Color` in the sRGB colour space.
public struct Color: Hashable, Sendable {
  /// The sRGB-encoded red component, 0…1.
  public var red: Double
  /// The sRGB-encoded green component, 0…1.
  public var green: Double
  /// The sRGB-encoded blue component, 0…1.
  public var blue: Double
  /// The opacity, 0 (transparent) … 1 (opaque).
  public var opacity: Double

  /// Creates a colour from sRGB-encoded components in 0…1 (values outside are clamped).
  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    self.red = Color.clamp(red)
    self.green = Color.clamp(green)
    self.blue = Color.clamp(blue)
    self.opacity = Color.clamp(opacity)
  }

  /// A grey of the given sRGB-encoded white level.
  public init(white: Double, opacity: Double = 1) {
    self.init(red: white, green: white, blue: white, opacity: opacity)
  }

  /// The same colour with its opacity multiplied by `factor`, as `Color.opacity(_:)`.
  public func opacity(_ factor: Double) -> Color {
    Color(red: red, green: green, blue: blue, opacity: opacity * factor)
  }

  private static func clamp(_ value: Double) -> Double {
    value.isNaN ? 0 : min(max(value, 0), 1)
  }
}
