import MorphCore

extension Timeline {
  /// The press on glass `key` at `time`: its light (0…1) and the scale it applies, for an element
  /// whose longest side is `longestSide` points. Overlapping presses take the strongest.
  func pressed(_ key: String, at time: Double, longestSide: Double) -> (
    light: Double, scale: Double
  ) {
    var amount = 0.0
    var light = 0.0
    for press in presses where press.key == key && press.time <= time {
      let elapsed = time - press.time
      guard elapsed < PressResponse.settleDuration else { continue }
      let now = PressResponse.amount(elapsed: elapsed)
      if abs(now) > abs(amount) { amount = now }
      light = max(light, PressResponse.light(elapsed: elapsed))
    }
    guard amount != 0 || light != 0 else { return (0, 1) }
    let full = PressResponse.fullScale(longestSide: longestSide)
    return (light, 1 + (full - 1) * amount)
  }
}
