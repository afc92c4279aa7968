import MorphCore
import MorphLayout
import MorphScene

/// One glass element at one instant.
public struct GlassFrame: Hashable, Sendable {
  /// The element's key (`namespace/ID`, else its structural identity).
  public let key: String
  /// Its declaration in the latest state that has it (ID, container, union, transition).
  public let declaration: GlassDeclaration
  /// The frame in canvas points.
  public let frame: Rect
  /// The rate of change of the frame (x, y, width, height), in points per second.
  public let frameVelocity: SIMD4<Double>
  /// The corner radius in points.
  public let cornerRadius: Double
  /// The shape kind of the latest state that has it.
  public let shape: ShapeKind
  /// How much of the glass is there, 0…1: scales lensing, blur and opacity (materialize).
  public let visibility: Double
  /// How visible its content is, 0…1 (materialize channel; 1 otherwise).
  public let contentVisibility: Double
  /// The glass value with its tint as of this instant.
  public let glass: GlassSpec

  /// Creates a glass frame.
  public init(
    key: String, declaration: GlassDeclaration, frame: Rect, frameVelocity: SIMD4<Double> = .zero,
    cornerRadius: Double,
    shape: ShapeKind, visibility: Double, contentVisibility: Double, glass: GlassSpec
  ) {
    self.key = key
    self.declaration = declaration
    self.frame = frame
    self.frameVelocity = frameVelocity
    self.cornerRadius = cornerRadius
    self.shape = shape
    self.visibility = visibility
    self.contentVisibility = contentVisibility
    self.glass = glass
  }
}
