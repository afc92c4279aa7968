/// What fills a shape or a backdrop: a colour or a gradient.
public enum Paint: Hashable, Sendable {
  /// One colour between two positions of a gradient (location 0…1).
  public struct Stop: Hashable, Sendable {
    /// The colour.
    public var color: Color
    /// Where it sits along the gradient, 0…1.
    public var location: Double

    /// Creates a stop.
    public init(color: Color, location: Double) {
      self.color = color
      self.location = location
    }
  }

  /// A flat colour.
  case color(Color)
  /// `LinearGradient(colors:startPoint:endPoint:)`.
  case linearGradient([Stop], start: UnitPoint, end: UnitPoint)
  /// `RadialGradient(colors:center:startRadius:endRadius:)`, radii in points.
  case radialGradient([Stop], center: UnitPoint, startRadius: Double, endRadius: Double)
  /// `AngularGradient(colors:center:)`.
  case angularGradient([Stop], center: UnitPoint)

  /// Evenly spaced stops for `colors:` arguments.
  public static func evenStops(_ colors: [Color]) -> [Stop] {
    guard colors.count > 1 else { return colors.map { Stop(color: $0, location: 0) } }
    return colors.enumerated().map {
      Stop(color: $0.element, location: Double($0.offset) / Double(colors.count - 1))
    }
  }
}
