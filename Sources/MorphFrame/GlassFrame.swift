import MorphCore

/// One glass shape: geometry, presence and material — as layout places it in a state (present,
/// at rest) and as the timeline draws it at an instant.
public struct GlassFrame: Hashable, Sendable {
  /// The element's key (`namespace/ID`, else its structural identity).
  public let key: String
  /// Its `glassEffectID`, if any.
  public let id: String?
  /// The container it merges with (tree order), if any.
  public let container: Int?
  /// The frame in canvas points.
  public let frame: Rect
  /// The rate of change of the frame (x, y, width, height), in points per second.
  public let frameVelocity: SIMD4<Double>
  /// The corner radius in points.
  public let cornerRadius: Double
  /// The shape kind.
  public let shape: ShapeKind
  /// How much of the glass is there, 0…1: scales lensing, blur and opacity (materialize).
  public let visibility: Double
  /// How visible its content is, 0…1 (materialize channel; 1 otherwise).
  public let contentVisibility: Double
  /// The glass value with its tint as of this instant.
  public let glass: GlassSpec
  /// Whether it is a tinted glass button (`.glassProminent`, or `.glass` with a tinted `Glass`),
  /// drawn with the prominent tint strength.
  public let isProminent: Bool
  /// How far into a press the element is, 0 at rest … 1 fully pressed (interactive glass,
  /// Docs/Glass.md §3.8): it brightens and glows.
  public let press: Double
  /// The scale the press applies about the frame's centre when drawn (1 at rest; below 1 during
  /// the release bounce). Like SwiftUI's `scaleEffect` it is a render transform: `frame` is the
  /// laid-out, animated frame without it.
  public let pressScale: Double

  /// The frame as drawn: `frame` scaled by `pressScale` about its centre.
  public var drawnFrame: Rect {
    guard pressScale != 1 else { return frame }
    let width = frame.width * pressScale
    let height = frame.height * pressScale
    return Rect(x: frame.midX - width / 2, y: frame.midY - height / 2, width: width, height: height)
  }

  /// Creates a glass frame.
  public init(
    key: String, id: String? = nil, container: Int? = nil, frame: Rect,
    frameVelocity: SIMD4<Double> = .zero, cornerRadius: Double, shape: ShapeKind,
    visibility: Double = 1, contentVisibility: Double = 1, glass: GlassSpec = .regular,
    isProminent: Bool = false, press: Double = 0, pressScale: Double = 1
  ) {
    self.key = key
    self.id = id
    self.container = container
    self.frame = frame
    self.frameVelocity = frameVelocity
    self.cornerRadius = cornerRadius
    self.shape = shape
    self.visibility = visibility
    self.contentVisibility = contentVisibility
    self.glass = glass
    self.isProminent = isProminent
    self.press = press
    self.pressScale = pressScale
  }

  /// The same glass with another frame (and radius).
  package func moved(to frame: Rect, cornerRadius: Double? = nil) -> GlassFrame {
    GlassFrame(
      key: key, id: id, container: container, frame: frame, frameVelocity: frameVelocity,
      cornerRadius: cornerRadius ?? self.cornerRadius, shape: shape, visibility: visibility,
      contentVisibility: contentVisibility, glass: glass, isProminent: isProminent, press: press,
      pressScale: pressScale)
  }
}
