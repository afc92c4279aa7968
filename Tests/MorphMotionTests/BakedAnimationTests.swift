import MorphMotion
import Testing

/// Baking is an optimisation only: it must give exactly what replaying gives.
@Suite struct BakedAnimationTests {
  @Test func bakedSamplesEqualReplayedSamples() {
    var value = AnimatedValue(SIMD4<Double>(0, 0, 44, 44))
    value.animate(to: SIMD4(100, 20, 200, 44), with: .bouncy, at: 0.1)
    value.animate(to: SIMD4(0, 0, 44, 44), with: .smooth, at: 0.37)
    value.animate(to: SIMD4(50, 50, 50, 50), with: .easeInOut, at: 0.52)
    value.animate(to: SIMD4(10, 10, 10, 10), with: nil, at: 0.8)
    let baked = BakedAnimation(value, until: 5)
    for step in 0..<400 {
      let time = Double(step) * 0.0071
      #expect(baked.sample(at: time).value == value.sample(at: time).value, "t = \(time)")
    }
    // Past the snapshots it still answers (by replaying from the last one).
    let short = BakedAnimation(value, until: 0.3)
    #expect(short.sample(at: 1.7).value == value.sample(at: 1.7).value)
    #expect(baked.settleTime != nil)
  }

  @Test func aValueWithoutTransactionsIsConstant() {
    let baked = BakedAnimation(AnimatedValue(3.0), until: 1)
    #expect(baked.sample(at: 0.5).value == 3)
    #expect(baked.settleTime == 0)
  }
}
