/// The measurements a designer tunes an animation with, taken on a move from 0 to 1.
///
/// The motion is sampled every millisecond (`resolution`) up to `horizon`; times are those of the
/// first sample that meets a condition, so they are exact to the resolution.
public struct MotionProfile: Sendable {
  /// What was measured.
  public enum Subject: Sendable {
    /// What `withAnimation(animation)` renders, paced by a display clock.
    case animation(MorphAnimation, DisplayClock)
    /// The closed form `Spring.value(target: 1, time:)`.
    case closedForm(MorphSpring)
  }

  /// The measured subject.
  public let subject: Subject
  /// The sampling step of the measurements, in seconds.
  public static let resolution = 0.001
  /// The threshold for "settled": within 0.1 % of the move.
  public static let settledTolerance = 0.001
  /// The longest stretch measured, in seconds, when the motion never stops.
  public static let maximumHorizon = 30.0

  /// How far the measurements reach, in seconds.
  public let horizon: Double
  /// When the rendered animation finishes (snaps to the target) on the display clock; nil for the
  /// closed form or when it does not finish within `maximumHorizon`.
  public let finishTime: Double?
  /// The time after which the value stays within 0.1 % of the target for good; nil if it never
  /// does within the horizon.
  public let settledTime: Double?
  /// The largest excursion past the target, as a fraction of the move (0 when it never passes it).
  public let overshoot: Double
  /// When the overshoot peaks, in seconds (nil without overshoot).
  public let overshootTime: Double?
  /// Times at which the value first reaches 50 %, 90 % and 99 % of the move (nil if never).
  public let reachTimes: [(fraction: Double, time: Double?)]

  private let grid: [Double]
  private let values: [Double]

  /// Measures `subject`.
  public init(_ subject: Subject) {
    self.subject = subject
    var finish: Double? = nil
    let horizon: Double
    switch subject {
    case .animation(let animation, let clock):
      var value = AnimatedValue(0.0, clock: clock)
      value.animate(to: 1, with: animation, at: 0)
      finish = value.completionTime(.removed).flatMap { $0 <= Self.maximumHorizon ? $0 : nil }
      horizon = finish.map { $0 + 0.1 } ?? Self.maximumHorizon
    case .closedForm(let spring):
      let settling = spring.settlingDuration(epsilon: Self.settledTolerance)
      horizon =
        settling.isFinite ? min(max(2 * settling, 0.5), Self.maximumHorizon) : Self.maximumHorizon
    }
    self.horizon = horizon
    self.finishTime = finish
    let count = Int((horizon / Self.resolution).rounded(.up)) + 1
    let grid = (0..<count).map { Double($0) * Self.resolution }
    let values = Self.evaluate(subject, at: grid).map(\.value)
    self.grid = grid
    self.values = values

    var peak = 1.0
    var peakTime: Double? = nil
    for (time, value) in zip(grid, values) where value > peak {
      peak = value
      peakTime = time
    }
    overshoot = peak - 1
    overshootTime = peakTime
    reachTimes = [0.5, 0.9, 0.99].map { fraction in
      (fraction, zip(grid, values).first { $0.1 >= fraction }?.0)
    }
    if let lastOutside = values.lastIndex(where: { abs($0 - 1) >= Self.settledTolerance }) {
      settledTime = lastOutside + 1 < grid.count ? grid[lastOutside + 1] : nil
    } else {
      settledTime = 0
    }
  }

  /// The value (fraction of the move) and velocity (fractions per second) at each time.
  public func samples(at times: [Double]) -> [(value: Double, velocity: Double)] {
    Self.evaluate(subject, at: times)
  }

  /// The measured values on the millisecond grid, thinned to `count` evenly spaced points over
  /// [0, horizon] (for sparklines and plots).
  public func curve(points count: Int) -> [(time: Double, value: Double)] {
    guard count > 1 else { return [(0, values.first ?? 0)] }
    return (0..<count).map { index in
      let position = Int((Double(index) / Double(count - 1) * Double(grid.count - 1)).rounded())
      return (grid[position], values[position])
    }
  }

  private static func evaluate(_ subject: Subject, at times: [Double]) -> [(
    value: Double, velocity: Double
  )] {
    switch subject {
    case .animation(let animation, let clock):
      var value = AnimatedValue(0.0, clock: clock)
      value.animate(to: 1, with: animation, at: 0)
      return value.samples(at: times).map { ($0.value, $0.velocity) }
    case .closedForm(let spring):
      return times.map {
        (spring.value(target: 1.0, time: $0), spring.velocity(target: 1.0, time: $0))
      }
    }
  }
}
