import GlassMorphTestSupport
import MorphMotion
import Testing

/// What `withAnimation(.spring…)` renders: Docs/Motion.md §4.1's integrator table and its rules.
@Suite struct FluidSpringAnimationTests {
  /// Docs/Motion.md §4.1, computed 0 → 1 values at t = 0.05, 0.10, 0.25, 0.50.
  static let table: [(String, MorphAnimation, [Double])] = [
    (".smooth", .smooth, [0.127702, 0.370762, 0.823335, 0.984469]),
    (".snappy", .snappy, [0.133863, 0.402265, 0.896300, 1.004350]),
    (".bouncy", .bouncy, [0.140482, 0.438695, 0.985244, 1.013297]),
    (
      ".spring(response: 0.35, dampingFraction: 0.85)",
      .spring(response: 0.35, dampingFraction: 0.85), [0.236955, 0.605181, 0.987213, 1.000647]
    ),
  ]
  static let tableTimes = [0.05, 0.10, 0.25, 0.50]

  @Test(arguments: 0..<4)
  func integratorReproducesTheTable(row: Int) {
    let (name, animation, expected) = Self.table[row]
    var value = AnimatedValue(0.0)
    value.animate(to: 1, with: animation, at: 0)
    for (time, published) in zip(Self.tableTimes, expected) {
      #expect(isClose(value.sample(at: time).value, published, 5e-7), "\(name) at \(time)")
    }
  }

  @Test func aMoveInPointsScalesTheUnitTable() {
    // A 44 pt button growing to 200 pt under .bouncy: 44 + 156 × 0.438695 at t = 0.1 = 112.4364.
    // (The finish thresholds are absolute, but nothing finishes this early.)
    var width = AnimatedValue(44.0)
    width.animate(to: 200, with: .bouncy, at: 0)
    #expect(isClose(width.sample(at: 0.1).value, 44 + 156 * 0.438695, 1e-4))
  }

  @Test func theIntegratorDiffersFromTheClosedForm() {
    // §4.1: at t = 0.1 the integrator gives 0.438695, the closed form 0.423302 — they must differ.
    var value = AnimatedValue(0.0)
    value.animate(to: 1, with: .bouncy, at: 0)
    let integrated = value.sample(at: 0.1).value
    let closed = MorphSpring.bouncy.value(target: 1.0, time: 0.1)
    #expect(isClose(closed, 0.423302, 5e-7))
    #expect(abs(integrated - closed) > 0.01)
  }

  @Test func samplingIsAPureFunctionOfTime() {
    var value = AnimatedValue(0.0)
    value.animate(to: 100, with: .bouncy, at: 0)
    value.animate(to: 30, with: .smooth, at: 0.2)
    let forwards = value.samples(at: [0.1, 0.3, 0.6]).map(\.value)
    let backwards = [0.6, 0.3, 0.1].map { value.sample(at: $0).value }
    #expect(forwards == backwards.reversed())
  }

  @Test func finishesWhenRestingAndSnapsToTheTarget() {
    // Expected finish: the first 60 Hz frame at which the reference integrator meets §4.1 step 5.
    var reference = ReferenceFluidSpring(response: 0.5, dampingRatio: 1)
    var frame = 0
    repeat {
      frame += 1
      reference.run(to: Double(frame) / 60, target: 100)
    } while !reference.isResting(target: 100)
    let expectedFinish = Double(frame) / 60

    var value = AnimatedValue(0.0)
    value.animate(to: 100, with: .smooth, at: 0)
    let finish = value.completionTime(.removed)
    #expect(finish == expectedFinish)
    let justBefore = value.sample(at: expectedFinish - 1.0 / 60)
    #expect(justBefore.isAnimating && justBefore.value < 100)
    let after = value.sample(at: expectedFinish)
    #expect(after.value == 100 && !after.isAnimating)
  }

  @Test func logicallyCompleteAfterOneResponse() {
    // §4.1 step 2: logically complete once t − start ≥ response; the first 60 Hz frame at or after
    // 0.25 + 0.5 = 0.75 s is frame 45 (45/60 = 0.75).
    var value = AnimatedValue(0.0)
    value.animate(to: 1, with: .smooth, at: 0.25)
    #expect(isClose(value.completionTime(.logicallyComplete) ?? -1, 0.75, 1e-12))
    #expect(!value.sample(at: 0.74).isLogicallyComplete)
    #expect(value.sample(at: 0.76).isLogicallyComplete)
  }

  @Test func mergeKeepsPositionAndTakesTheLastFramesVelocity() {
    // .bouncy 0 → 100 at t = 0; at t = 0.25 (frame 15) a new .bouncy heads back to 0.
    // Position at the merge is the unmerged one: 100 × 0.985244 (table). Velocity right after the
    // merge is the velocity of the last rendered frame before it, t = 14/60 (Docs/Motion.md §6).
    var value = AnimatedValue(0.0)
    value.animate(to: 100, with: .bouncy, at: 0)
    value.animate(to: 0, with: .bouncy, at: 0.25)

    var reference = ReferenceFluidSpring(response: 0.5, dampingRatio: 0.7)
    for frame in 1...14 { reference.run(to: Double(frame) / 60, target: 100) }
    let lastFrameVelocity = reference.v

    let atMerge = value.sample(at: 0.25)
    #expect(isClose(atMerge.value, 98.5244, 1e-4))
    #expect(isClose(atMerge.velocity, lastFrameVelocity, 1e-9))
    // Continuity: a hair before the merge the value differs by at most one 1/300 s integrator step
    // (the clock accumulated in Double runs a 76th step at exactly 0.25 but not at 0.25 − 1 µs).
    let before = value.sample(at: 0.25 - 1e-6)
    #expect(abs(before.value - atMerge.value) <= abs(before.velocity) / 300 + 1e-6)
    // And the merged spring really turns around and settles at the new target.
    #expect(value.sample(at: 0.45).value < 60)
    #expect(value.sample(at: 3).value == 0)
  }

  @Test func aMergeRestartsTheIntegratorsClockAtTheMergeTime() {
    // Docs/Motion.md §6: merging at 0.2615 s, the old integrator advances to 0.2615 (79 steps of
    // 1/300 s, to 0.26333 — 0.0018 s past the merge), keeps that position, takes v and a from the
    // last frame (15/60 = 0.25 s), and its clock is set back to exactly 0.2615, so the steps to
    // 0.3 start from the merge time. Replayed by hand with the reference integrator.
    var value = AnimatedValue(0.0)
    value.animate(to: 100, with: .bouncy, at: 0)
    value.animate(to: 0, with: .bouncy, at: 0.2615)

    var reference = ReferenceFluidSpring(response: 0.5, dampingRatio: 0.7)
    for frame in 1...15 { reference.run(to: Double(frame) / 60, target: 100) }
    let (frameV, frameA) = (reference.v, reference.a)
    reference.run(to: 0.2615, target: 100)
    #expect(reference.tau > 0.2615 + 0.001)
    reference.v = frameV
    reference.a = frameA
    reference.tau = 0.2615
    reference.run(to: 0.3, target: 0)
    #expect(isClose(value.sample(at: 0.3).value, reference.x, 1e-9))
    // Keeping the overshot clock would have run one step fewer: a different value.
    var kept = ReferenceFluidSpring(response: 0.5, dampingRatio: 0.7)
    for frame in 1...15 { kept.run(to: Double(frame) / 60, target: 100) }
    kept.run(to: 0.2615, target: 100)
    kept.v = frameV
    kept.a = frameA
    kept.run(to: 0.3, target: 0)
    #expect(!isClose(kept.x, reference.x, 1e-6))
  }

  @Test func mergedSpringContinuesFromTheSameStateAsTheReference() {
    // After the merge the integrator runs on with the new target from (x at 0.25, v and a of the
    // last frame, the clock at 0.25): replay that by hand and compare at t = 0.3.
    var value = AnimatedValue(0.0)
    value.animate(to: 100, with: .bouncy, at: 0)
    value.animate(to: 0, with: .bouncy, at: 0.25)

    var reference = ReferenceFluidSpring(response: 0.5, dampingRatio: 0.7)
    for frame in 1...14 { reference.run(to: Double(frame) / 60, target: 100) }
    let (frameV, frameA) = (reference.v, reference.a)
    reference.run(to: 0.25, target: 100)
    reference.v = frameV
    reference.a = frameA
    // The clock restarts at the merge time (75 summed steps of 1/300 land a hair short of 0.25,
    // so the advance ran a 76th step past it).
    reference.tau = 0.25
    // The offset is measured from the settled base 0, so the merged change is 0 − 0 = 0.
    reference.run(to: 0.3, target: 0)
    #expect(isClose(value.sample(at: 0.3).value, reference.x, 1e-9))
  }

  @Test func blendDurationBlendsTheResponse() {
    // .interactiveSpring (response 0.15, blend 0.25) taking over .smooth (response 0.5) at t = 0.1:
    // at the merge the response is still 0.5; it reaches 0.15 at 0.35. The value must lie between a
    // stiff takeover (no blend) and no takeover at all.
    var blended = AnimatedValue(0.0)
    blended.animate(to: 1, with: .smooth, at: 0)
    blended.animate(to: 2, with: .interactiveSpring, at: 0.1)
    var abrupt = AnimatedValue(0.0)
    abrupt.animate(to: 1, with: .smooth, at: 0)
    abrupt.animate(to: 2, with: .spring(duration: 0.15, bounce: 0.15), at: 0.1)
    var unchanged = AnimatedValue(0.0)
    unchanged.animate(to: 1, with: .smooth, at: 0)
    unchanged.animate(to: 2, with: .smooth, at: 0.1)
    let t = 0.2
    let (b, a, u) = (
      blended.sample(at: t).value, abrupt.sample(at: t).value, unchanged.sample(at: t).value
    )
    #expect(u < b && b < a, "unchanged \(u) < blended \(b) < abrupt \(a)")
  }
}
