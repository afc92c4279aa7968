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
    let spring = subject.spring
    let profile = subject.profile
    try container.encode(subject.label, forKey: .name)
    switch profile.subject {
    case .animation(let animation, _):
      try container.encode(animation.engineDescription, forKey: .engine)
    case .closedForm: try container.encode("Spring.value closed form", forKey: .engine)
    }
    try encodeNumber(spring?.duration, .duration, &container)
    try encodeNumber(spring?.bounce, .bounce, &container)
    try encodeNumber(spring?.response, .response, &container)
    try encodeNumber(spring?.dampingRatio, .dampingRatio, &container)
    try encodeNumber(spring?.mass, .mass, &container)
    try encodeNumber(spring?.stiffness, .stiffness, &container)
    try encodeNumber(spring?.damping, .damping, &container)
    try encodeNumber(spring?.settlingDuration, .settlingDuration, &container)
    try encodeNumber(profile.settledTime, .settledTime, &container)
    try encodeNumber(profile.finishTime, .finishTime, &container)
    try encodeNumber(profile.overshoot, .overshoot, &container)
    try encodeNumber(profile.overshootTime, .overshootTime, &container)
    if let samples { try container.encode(samples, forKey: .samples) }
  }

  /// Writes a number, or null when it is absent or not finite (JSON has no ∞).
  private func encodeNumber(
    _ value: Double?, _ key: Keys, _ container: inout KeyedEncodingContainer<Keys>
  ) throws {
    if let value, value.isFinite {
      try container.encode(Self.rounded(value), forKey: key)
    } else {
      try container.encodeNil(forKey: key)
    }
  }

  /// Decimal places kept in JSON numbers: far below any tolerance, and stable across platforms.
  static let decimals = 10.0

  /// `value` rounded to `decimals` places, so 0.30000000000000004 prints as 0.3.
  static func rounded(_ value: Double) -> Double {
    let scale = pow(10, decimals)
    return (value * scale).rounded() / scale
  }
}
