import GlassMorph
import GlassMorphTestSupport
import MorphCore
import MorphFrame
import MorphLayout
import MorphMotion
import Testing

@testable import MorphTimeline

/// Transitions and transactions, with expected values from Docs/Motion.md's table times the distance.
@Suite struct TimelineTests {
  typealias S = TimelineTestSupport

  /// The toolbar: collapsed, the toggle is at x = 179; expanded the row is pencil 115, eraser 179,
  /// toggle 243 (hand-checked in the layout tests). The toggle's action uses .bouncy.
  func toolbar(_ events: [TimelineEvent]) throws -> Timeline {
    try S.scene("toolbar").timeline(events, canvas: .device(.iPhone16Pro))
  }

  @Test func persistingElementMovesUnderBouncy() throws {
    let timeline = try toolbar([.tap("toggle", at: 0.25)])
    // 179 → 243 is 64 pt; 0.1 s after the tap .bouncy has covered 0.438695 of it.
    let toggle = try #require(timeline.sample(at: 0.35).element("toggle"))
    #expect(abs(toggle.frame.minX - (179 + 64 * 0.438695)) < 1e-4)
    #expect(toggle.frame.minY == 429 && toggle.frame.width == 44)
    // Before the tap it has not moved; long after, it has arrived.
    #expect(timeline.sample(at: 0.2).element("toggle")?.frame.minX == 179)
    #expect(timeline.sample(at: 3).element("toggle")?.frame.minX == 243)
  }

  @Test func insertedElementStartsAtItsPartnerAndArrivesAtItsOwnFrame() throws {
    let timeline = try toolbar([.tap("toggle", at: 0.25)])
    // The pencil's partner is the toggle (gap 20 ≤ spacing 20, the only persisting shape): at the
    // tap it has the toggle's frame, (179, 429, 44, 44); it then moves 179 → 115 under .bouncy.
    let atTap = try #require(timeline.sample(at: 0.25).element("pencil"))
    #expect(atTap.frame == Rect(x: 179, y: 429, width: 44, height: 44))
    let later = try #require(timeline.sample(at: 0.30).element("pencil"))
    #expect(abs(later.frame.minX - (179 - 64 * 0.140482)) < 1e-4)
    #expect(timeline.sample(at: 3).element("pencil")?.frame.minX == 115)
    #expect(timeline.sample(at: 0.2).element("pencil") == nil)
    // Its content fades and scales in on .bouncy delayed 0.05 s: invisible 0.02 s after the tap;
    // 0.15 s after it the lagged animation has run 0.1 s: opacity 0.438695, scale 0.6 + 0.4 × that.
    let isPencil = { (item: ContentFrame) in item.kind == .symbol("pencil") }
    #expect(!timeline.sample(at: 0.27).content.contains(where: isPencil))
    let symbol = try #require(timeline.sample(at: 0.40).content.first(where: isPencil))
    #expect(abs(symbol.opacity - 0.438695) < 1e-5)
    #expect(abs(symbol.scale - (0.6 + 0.4 * 0.438695)) < 1e-5)
  }

  @Test func removedElementArrivesAtItsPartnerThenDisappears() throws {
    let timeline = try toolbar([.tap("toggle", at: 0.25), .tap("toggle", at: 2)])
    // Collapsing at t = 2: the pencil (115) returns into the toggle, whose new frame is 179:
    // 0.1 s later it is at 115 + 64 × 0.438695.
    let pencil = try #require(timeline.sample(at: 2.1).element("pencil"))
    #expect(abs(pencil.frame.minX - (115 + 64 * 0.438695)) < 1e-4)
    #expect(timeline.sample(at: 5).element("pencil") == nil)
    #expect(timeline.sample(at: 5).element("toggle")?.frame.minX == 179)
  }

  @Test func materializeChannels() throws {
    // materialize.swift: the "Saved" badge is .materialize; the tap uses .bouncy at 0.25. Presence
    // p after 0.05 s = 0.140482 → glass p/0.92 = 0.152698, content (p − 0.35)/0.65 < 0 → 0; after
    // 0.1 s p = 0.438695 → glass 0.476842, content 0.136454.
    let timeline = try S.scene("materialize").timeline(
      [.tap("more", at: 0.25)],
      canvas: .device(.iPhone16Pro))
    let early = try #require(timeline.sample(at: 0.30).element("badge"))
    #expect(abs(early.visibility - 0.140482 / 0.92) < 1e-5)
    #expect(early.contentVisibility == 0)
    let later = try #require(timeline.sample(at: 0.35).element("badge"))
    #expect(abs(later.visibility - 0.438695 / 0.92) < 1e-5)
    #expect(abs(later.contentVisibility - (0.438695 - 0.35) / 0.65) < 1e-5)
    // Its label is blurred by 8 · (1 − content).
    let label = try #require(timeline.sample(at: 0.35).content.first { $0.glassKey == later.key })
    #expect(abs(label.blur - 8 * (1 - (0.438695 - 0.35) / 0.65)) < 1e-4)
    // The like button, within the spacing of "more", morphs instead: fully visible at once.
    #expect(timeline.sample(at: 0.30).element("like")?.visibility == 1)
  }

  @Test func materializeExitChannels() throws {
    // Hiding the badge again at t = 2: presence falls 1 → 0 under .bouncy; 0.1 s later the
    // presence left is q = 1 − 0.438695 = 0.561305: glass q, content (q − 0.45)/0.55 = 0.202373.
    let timeline = try S.scene("materialize").timeline(
      [.tap("more", at: 0.25), .tap("more", at: 2)],
      canvas: .device(.iPhone16Pro))
    let badge = try #require(timeline.sample(at: 2.1).element("badge"))
    #expect(abs(badge.visibility - 0.561305) < 1e-5)
    #expect(abs(badge.contentVisibility - (0.561305 - 0.45) / 0.55) < 1e-5)
  }

  @Test func unionFormsWithTheTransaction() throws {
    // union-groups: showing the filters (.snappy) inserts chips with unions "near" and "far";
    // 0.1 s later their strength is .snappy's 0.402265. The zoom union exists from the start.
    let timeline = try S.scene("union-groups").timeline(
      [.tap("line.3.horizontal.decrease", at: 0.5)],
      canvas: .device(.iPhone16Pro))
    let before = timeline.sample(at: 0.4)
    #expect(before.unions.map(\.key).contains("unionSpace/zoom"))
    #expect(!before.unions.map(\.key).contains("unionSpace/near"))
    let forming = try #require(
      timeline.sample(at: 0.6).unions.first { $0.key == "unionSpace/near" })
    #expect(abs(forming.strength - 0.402265) < 1e-5)
    #expect(forming.members.count == 2)
    let zoom = try #require(before.unions.first { $0.key == "unionSpace/zoom" })
    // plus (179, 377) and minus (179, 421), 44 pt each: one 44 × 88 capsule.
    #expect(zoom.frame == Rect(x: 179, y: 377, width: 44, height: 88) && zoom.cornerRadius == 22)
  }

  @Test func tapDuringARunningAnimationMergesContinuously() throws {
    // Expand at 0.25, collapse at 0.35 (frame 21 at 60 Hz). Position at the interruption is the
    // unmerged one, 179 + 64 × 0.438695; velocity right after it is the last frame's (t = 20/60),
    // replayed with the reference integrator: 64 × v.
    let timeline = try toolbar([.tap("toggle", at: 0.25), .tap("toggle", at: 0.35)])
    let atMerge = try #require(timeline.sample(at: 0.35).element("toggle"))
    #expect(abs(atMerge.frame.minX - (179 + 64 * 0.438695)) < 1e-4)
    var reference = ReferenceFluidSpring(response: 0.5, dampingRatio: 0.7)
    for frame in 16...20 { reference.run(to: Double(frame) / 60 - 0.25, target: 1) }
    #expect(abs(atMerge.frameVelocity[0] - 64 * reference.v) < 1e-6)
    // A hair before the interruption the value is within one integrator step of motion.
    let before = try #require(timeline.sample(at: 0.35 - 1e-6).element("toggle"))
    #expect(
      abs(before.frame.minX - atMerge.frame.minX) <= abs(before.frameVelocity[0]) / 300 + 1e-6)
    // And it goes back to 179.
    #expect(timeline.sample(at: 4).element("toggle")?.frame.minX == 179)
  }

  @Test func samplingIsPure() throws {
    let timeline = try toolbar([.tap("toggle", at: 0.25), .tap("toggle", at: 0.6)])
    let times = [0.9, 0.3, 0.7, 0.31, 0.0, 2.0]
    let shuffled = times.map { timeline.sample(at: $0) }
    let ordered = times.sorted().map { timeline.sample(at: $0) }
    for (time, frame) in zip(times, shuffled) {
      #expect(ordered[times.sorted().firstIndex(of: time) ?? 0] == frame)
    }
  }

  @Test func setEventsWithAnAnimation() throws {
    // modes.swift: set mode = .recording at 0 with .snappy: the main button (64 pt) moves from
    // x = (402 − 64)/2 = 169 to make room for the timer: "00:42" in Inter SemiBold 17 pt is
    // 1878 + 1878 + 818 + 1875 + 1750 = 8199 units of 2816 → 49.4968 pt, + 32 padding = 81.4968;
    // the row 81.4968 + 12 + 64 = 157.4968 starts at (402 − 157.4968)/2, so main lands at
    // 169 + Δ with Δ = (157.4968 − 64)/2 = 46.7484; 0.25 s later 169 + 46.7484 × 0.8963.
    let scene = try S.scene("modes")
    let timeline = try scene.timeline(
      [
        .set(
          "mode", .enumCase(type: "RecorderMode", name: "recording", associated: []),
          animation: .snappy, at: 0)
      ], canvas: .device(.iPhone16Pro))
    let main = try #require(timeline.sample(at: 0.25).element("main"))
    let timer = 8199.0 / 2816 * 17 + 32
    let delta = (timer + 12 + 64 - 64) / 2
    #expect(abs(main.frame.minX - (169 + delta * 0.896300)) < 1e-3)
  }

  @Test func aChangeWithoutAnimationJumps() throws {
    let scene = try S.scene("toolbar")
    let timeline = try scene.timeline(
      [.set("isExpanded", .bool(true), animation: nil, at: 0.5)],
      canvas: .device(.iPhone16Pro))
    #expect(timeline.sample(at: 0.5).element("toggle")?.frame.minX == 243)
    #expect(timeline.sample(at: 0.5).element("pencil")?.frame.minX == 115)
    #expect(timeline.sample(at: 0.49).element("pencil") == nil)
  }

  @Test func displayRateChangesWhenSpringsFinish() throws {
    // The same expand at 60 and 120 Hz: positions agree at any t (the integrator's steps do not
    // depend on the display), but the removal of a finished animation happens on a display frame.
    let scene = try S.scene("toolbar")
    let at60 = try scene.timeline(
      [.tap("toggle", at: 0.25)], canvas: .device(.iPhone16Pro),
      clock: .standard)
    let at120 = try scene.timeline(
      [.tap("toggle", at: 0.25)], canvas: .device(.iPhone16Pro),
      clock: .proMotion)
    #expect(
      at60.sample(at: 0.4).element("toggle")?.frame
        == at120.sample(at: 0.4).element("toggle")?.frame)
    let settle60 = try #require(at60.settleTime)
    let settle120 = try #require(at120.settleTime)
    #expect(abs((settle60 * 60).rounded() - settle60 * 60) < 1e-6)
    #expect(abs((settle120 * 120).rounded() - settle120 * 120) < 1e-6)
    #expect(settle120 <= settle60)
  }

  @Test func unknownAndAmbiguousButtonsAreErrorsThatListTheButtons() throws {
    let scene = try S.scene("toolbar")
    #expect {
      try scene.timeline([.tap("share", at: 0)])
    } throws: { error in
      (error as? TimelineError)?.message
        == "'tap share @ 0.0 s': no button is called 'share' in this state; its buttons are 'toggle'. Name a button by its glass ID, label text or SF Symbol."
    }
    #expect {
      try scene.timeline([.set("isOpen", .bool(true), animation: nil, at: 0)])
    } throws: { error in
      (error as? TimelineError)?.message
        == "'set isOpen = true @ 0.0 s': 'ExpandingToolbar' has no @State 'isOpen'; its state is isExpanded."
    }
  }

  @Test func defaultTimelineTapsSettlesAndTapsAgain() throws {
    let scene = try S.scene("toolbar")
    let events = scene.defaultEvents()
    #expect(events.count == 2)
    guard case .tap(let first, let firstTime) = events[0],
      case .tap(let second, let secondTime) = events[1]
    else {
      Issue.record("expected two taps")
      return
    }
    #expect(first == "toggle" && second == "toggle" && firstTime == 0.25)
    let once = try scene.timeline([events[0]])
    let settle = try #require(once.settleTime)
    #expect(abs(secondTime - (settle + 0.5)) < 0.001)
  }

  @Test func matchedMorphOfOneIDBetweenShapes() throws {
    // morph-panel: the same glass ID is a 56 pt circle at (173, 423) and a 320 × 156 panel at
    // (41, 373); the tap animates with .spring(response: 0.35, dampingFraction: 0.85), whose table
    // value 0.05 s in is 0.236955: x = 173 − 132 × 0.236955, width = 56 + 264 × 0.236955.
    let timeline = try S.scene("morph-panel").timeline(
      [.tap("compose", at: 0.25)],
      canvas: .device(.iPhone16Pro))
    let compose = try #require(timeline.sample(at: 0.30).element("compose"))
    #expect(abs(compose.frame.minX - (173 - 132 * 0.236955)) < 1e-3)
    #expect(abs(compose.frame.width - (56 + 264 * 0.236955)) < 1e-3)
    #expect(compose.cornerRadius == 28)
  }
}

extension TimelineTests {
  @Test func aViewCutShortAtTheViewLimitHasNoDefaultTaps() throws {
    // Each instance starts open and shows three more: past the 5 000-view limit at the eighth
    // level (3⁸ = 6 561), an error; its toggles belong to a tree cut short, so none is tapped.
    let scene = try GlassScene(
      source: """
        struct Fan: View {
            @State private var isOpen = true
            var body: some View {
                VStack {
                    if isOpen {
                        ForEach(0..<3) { _ in Fan() }
                    }
                    Button("Toggle") { withAnimation { isOpen.toggle() } }.glassEffect()
                }
            }
        }
        """)
    #expect(scene.defaultEvents(canvas: .fit).isEmpty)
  }
}

extension TimelineTests {
  @Test func tapsWhoseButtonIsGoneAreLeftOutWithTheReason() throws {
    let scene = try S.scene("toolbar")
    // "ghost" names no button; the taps around it play as if it were not there.
    let kept = scene.events(keeping: ["toggle", "ghost", "toggle"], canvas: .fit)
    let strict = try scene.events(tapping: ["toggle", "toggle"], canvas: .fit)
    #expect(kept.events == strict)
    #expect(kept.dropped.map(\.name) == ["ghost"])
    #expect(kept.dropped[0].reason.contains("'ghost'"))
  }
}
