import GlassMorph

/// Samples per second of an animated frame (x, y, width, height) under `.bouncy` — the work a
/// timeline does per element per frame — against the closed-form `Spring.value` as the peer.
enum MotionBenchmark {
  static func run() -> [String] {
    var frame = AnimatedValue(SIMD4<Double>(10, 100, 44, 44))
    frame.animate(to: SIMD4(20, 100, 200, 44), with: .bouncy, at: 0)
    frame.animate(to: SIMD4(10, 100, 44, 44), with: .bouncy, at: 0.3)
    let times = (0..<60).map { Double($0) / 60 }
    var sink = 0.0

    let batch = BenchmarkClock.rate(operations: times.count) {
      sink += frame.samples(at: times).reduce(0) { $0 + $1.value[2] }
    }
    let single = BenchmarkClock.rate(operations: times.count) {
      for time in times { sink += frame.sample(at: time).value[2] }
    }
    let spring = MorphSpring.bouncy
    let target = SIMD4<Double>(10, 0, 156, 0)
    let closedForm = BenchmarkClock.rate(operations: times.count) {
      for time in times { sink += spring.value(target: target, time: time)[2] }
    }
    precondition(sink.isFinite)
    return [
      line("motion: fluid spring, 60 ordered samples per replay", batch, "samples/s"),
      line("motion: fluid spring, each sample replayed alone", single, "samples/s"),
      line("motion: peer — closed-form Spring.value", closedForm, "samples/s"),
      "motion: ratio ordered fluid / closed form = \(format(batch / closedForm))  "
        + "(the integrator replays up to 300 steps per second of animation)",
    ]
  }

  static func line(_ label: String, _ rate: Double, _ unit: String) -> String {
    label.padding(toLength: 56, withPad: " ", startingAt: 0) + "\(format(rate)) \(unit)"
  }

  static func format(_ value: Double) -> String {
    if value >= 100 { return String(Int(value.rounded())) }
    return String((value * 1000).rounded() / 1000)
  }
}
