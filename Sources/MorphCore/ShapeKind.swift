/// The outline of a glass shape or a filled shape, as SwiftUI's built-in `Shape`s.
public enum ShapeKind: Hashable, Sendable {
  /// `Rectangle()` / `.rect`: square corners.
  case rectangle
  /// `RoundedRectangle(cornerRadius:style:)` / `.rect(cornerRadius:)`: radius in points; SwiftUI's
  /// default style is continuous (squircle-like) corners.
  case roundedRectangle(cornerRadius: Double, continuous: Bool)
  /// `Capsule()` / `.capsule`: corner radius half the shorter side.
  case capsule
  /// `Circle()` / `.circle`: the largest circle centred in the frame.
  case circle
  /// `Ellipse()` / `.ellipse`: the ellipse inscribed in the frame.
  case ellipse
  /// `ConcentricRectangle` / `.rect(corners: .concentric)`: the radius comes from the enclosing
  /// container's corner minus the gap, never below `minimumRadius` (layout resolves it).
  case concentric(minimumRadius: Double)
  /// `.buttonBorder`: the shape `.buttonBorderShape(_:)` sets in the environment (glass resolves it
  /// there; elsewhere, and when automatic, a capsule — iOS 26's glass button shape).
  case buttonBorder
  /// A custom `Shape` type the simulator cannot trace; drawn as a rounded rectangle.
  case custom(name: String)

  /// The Swift spelling used in reports (`capsule`, `roundedRectangle(12)`, …).
  public var name: String {
    switch self {
    case .rectangle: return "rectangle"
    case .roundedRectangle(let radius, _): return "roundedRectangle(\(Self.format(radius)))"
    case .capsule: return "capsule"
    case .circle: return "circle"
    case .ellipse: return "ellipse"
    case .concentric: return "concentric"
    case .buttonBorder: return "buttonBorder"
    case .custom(let name): return "custom(\(name))"
    }
  }

  private static func format(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }
}
