import Foundation
import GlassMorphFrameTesting
import GlassMorphTesting
import Synchronization
import Testing

/// The testing library as an app's test suite uses it: a scene named relative to the package
/// root (found whatever the working directory), parameterized goldens, a frame snapshot, record
/// modes set by a trait (the frame snapshot follows GLASSMORPH_RECORD, which scripts/consumer.sh
/// also sets to a typo), inline assertions, and a deliberate failure whose message and artifacts
/// are checked.
@Suite struct TestingLibraryTests {
  /// The GlassMorph checkout's toolbar scene, relative to this package's root.
  static let toolbar = "../../Scenes/toolbar.swift"

  // The record mode for this test alone, whatever GLASSMORPH_RECORD says.
  @Test(.glassMorphRecording(.never), arguments: [0.05, 0.1])
  func toolbarExpandsSampledAt(interval: Double) {
    // One golden per case: …toolbarExpandsSampledAt.interval-0_05.expand.json and …-0_1….
    expectKeyframes(
      scene: Self.toolbar, events: [.tap("toggle", at: 0)],
      at: Array(stride(from: 0, through: 0.3, by: interval)), matches: "expand")
  }

  @Test func toolbarMidMorphLooksRight() {
    expectFrame(
      scene: Self.toolbar, events: [.tap("toggle", at: 0)], at: 0.15, canvas: .fit, scale: 1,
      matches: "mid-morph")
  }

  @Test func toolbarSettlesWithinASecondAndBarelyOvershoots() throws {
    let t = try TransitionUnderTest(scene: Self.toolbar, events: [.tap("toggle", at: 0)])
    // .bouncy: 179 → 243 pt; 0.438695 of the way after 0.1 s (Docs/Motion.md §4.1).
    #expect(t.frame("toggle", at: 0.1).minX ≈ 207.0765)
    #expect(t.frame("toggle", at: 0.1).width ≈ 44)
    #expect((t.settleTime ?? 9) < 1.2)
    #expect(t.maximumOvershoot("toggle") < 0.05)
  }

  @Test(.glassMorphRecording(.never)) func aChangedTransitionExplainsItself() throws {
    // The golden `deliberately-wrong` was edited by hand: the toggle's x at t = 0.1 is 200, not
    // 207.08, and at t = 0.2 its width is 40, not 44.
    let recorded = Mutex("")
    withKnownIssue {
      expectKeyframes(
        scene: Self.toolbar, events: [.tap("toggle", at: 0)], at: [0, 0.1, 0.2],
        matches: "deliberately-wrong")
    } matching: { issue in
      recorded.withLock { $0 = issue.comments.map(\.rawValue).joined(separator: "\n") }
      return true
    }
    let message = recorded.withLock { $0 }
    #expect(message.contains("Keyframes differ from the golden in 2 places"))
    #expect(message.contains("the first at t = 0.1 s (element 'toggle', frame.x)"))
    #expect(
      message.contains(
        "the largest: element 'toggle' frame.x at t = 0.1 s, expected 200.0, actual 207.08 (off by 7.08)"
      ))
    let written = try #require(message.components(separatedBy: "Actual written to ").last)
    let artifact = String(written.prefix { $0 != "\n" }.dropLast())  // without the full stop
    #expect(FileManager.default.fileExists(atPath: artifact))
    // And how to see the change: the golden and the actual drawn over each other.
    #expect(message.contains("See it: glassmorph diff "))
    #expect(message.contains(" \(artifact) -o "))
  }
}
