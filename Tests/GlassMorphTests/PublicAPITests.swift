import GlassMorph
import Testing

/// What a user's test target sees with `import GlassMorph` alone.
@Suite struct PublicAPITests {
  @Test func aFrameAnimatesAsOneVectorUnderSnappy() {
    // A 44 × 44 button at x = 10 grows into a 200 × 44 panel at x = 20 under .snappy. Each
    // component follows motion.md §4.1's .snappy row: at 0.25 s, 0.896300 of the way.
    var frame = AnimatedValue(SIMD4<Double>(10, 100, 44, 44))
    frame.animate(to: SIMD4(20, 100, 200, 44), with: .snappy, at: 0)
    let sample = frame.sample(at: 0.25).value
    #expect(abs(sample[0] - (10 + 10 * 0.896300)) < 1e-4)
    #expect(abs(sample[1] - 100) < 1e-12)
    #expect(abs(sample[2] - (44 + 156 * 0.896300)) < 1e-4)
    let rect = Rect(x: sample[0], y: sample[1], width: sample[2], height: sample[3])
    #expect(abs(rect.maxX - (18.963 + 183.8228)) < 1e-3)
  }

  @Test func springsAndPresetsAreReachable() {
    #expect(MorphAnimation.preset(named: ".bouncy")?.animation == .bouncy)
    #expect(MorphAnimation.preset(named: "nonsense") == nil)
    #expect(abs(MorphSpring.bouncy.dampingRatio - 0.7) < 1e-12)
    #expect(GlassMorphInfo.version.split(separator: ".").count == 3)
  }
}
