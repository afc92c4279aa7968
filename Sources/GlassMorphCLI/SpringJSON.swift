import Foundation
import GlassMorph

/// The JSON object `glassmorph spring --json` prints for one animation. Spring parameters are null
/// for timing curves; `samples` appears when sampling was asked for.
struct SpringJSON: Encodable {
  struct Sample: Encodable {
    let t: Double
    let value: Double
    let velocity: Double

    init(t: Double, value: Double, velocity: Double) {
      self.t = SpringJSON.rounded(t)
      self.value = SpringJSON.rounded(value)
      self.velocity = SpringJSON.rounded(velocity)
    }
  }

  let subject: SpringRequest.Subject
  let samples: [Sample]?

  private enum Keys: String, CodingKey {
    case name, engine, duration, bounce, response, dampingRatio, mass, stiffness, damping
    case settlingDuration, settledTime, finishTime, overshoot, overshootTime, samples
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Keys.self)
    let summary = SpringSummary(spring: subject.spring, profile: subject.profile).rounded(
      toPlaces: Self.decimals)
    try container.encode(subject.label, forKey: .name)
    switch subject.profile.subject {
    case .animation(let animation, _):
      try container.encode(animation.engineDescription, forKey: .engine)
    case .closedForm: try container.encode("Spring.value closed form", forKey: .engine)
    }
    try encodeNumber(summary.duration, .duration, &container)
    try encodeNumber(summary.bounce, .bounce, &container)
    try encodeNumber(summary.response, .response, &container)
    try encodeNumber(summary.dampingRatio, .dampingRatio, &container)
    try encodeNumber(summary.mass, .mass, &container)
    try encodeNumber(summary.stiffness, .stiffness, &container)
    try encodeNumber(summary.damping, .damping, &container)
    try encodeNumber(summary.settlingDuration, .settlingDuration, &container)
    try encodeNumber(summary.settledTime, .settledTime, &container)
    try encodeNumber(summary.finishTime, .finishTime, &container)
    try encodeNumber(summary.overshoot, .overshoot, &container)
    try encodeNumber(summary.overshootTime, .overshootTime, &container)
    if let samples { try container.encode(samples, forKey: .samples) }
  }

  /// Writes a number (already rounded), or null when it is absent or not finite (JSON has no ∞).
  private func encodeNumber(
    _ value: Double?, _ key: Keys, _ container: inout KeyedEncodingContainer<Keys>
  ) throws {
    if let value, value.isFinite {
      try container.encode(value, forKey: key)
    } else {
      try container.encodeNil(forKey: key)
    }
  }

  /// Decimal places kept in JSON numbers: far below any tolerance, and stable across platforms.
  static let decimals = 10

  /// `value` rounded to `decimals` places, so 0.30000000000000004 prints as 0.3.
  static func rounded(_ value: Double) -> Double {
    let scale = pow(10, Double(decimals))
    return (value * scale).rounded() / scale
  }
}
