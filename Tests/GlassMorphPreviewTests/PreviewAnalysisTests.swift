import GlassMorph
import Testing

@testable import GlassMorphPreview

/// What the page's states list says: each state as `check` prints it.
@Suite struct PreviewAnalysisTests {
  @Test func statesWithAModelReadLikeCheckWithItsFields() throws {
    let scene = try GlassScene(
      source: """
        @Observable
        final class MenuModel {
            var isOpen = false
        }

        struct MenuButton: View {
            @State private var model = MenuModel()
            var body: some View {
                Button("Open") { withAnimation { model.isOpen.toggle() } }
                    .glassEffect()
            }
        }
        """)
    let timeline = try scene.timeline([], canvas: .fit)
    let analysis = PreviewAnalysis(
      scene: scene, timeline: timeline, original: nil, events: [],
      settings: PreviewSettings(canvas: "fit", scale: 1),
      options: PreviewOptions(scenePath: "scene.swift"))
    // The model's field by name in each state (the page once showed `MenuModel@2:7#1` for both).
    #expect(
      analysis.states.map(\.summary) == [
        "model = MenuModel(isOpen: false)", "model = MenuModel(isOpen: true)",
      ])
  }
}

extension PreviewAnalysisTests {
  @Test func thePageOffersOpaqueBackdropsEachOnce() {
    let offered = PreviewSettings.builtInBackgrounds
    // Not a backdrop: clear shows nothing; primary and secondary are label colours; accent is blue.
    for name in ["clear", "primary", "secondary", "accentColor", "accent"] {
      #expect(!offered.contains(name), "\(name)")
    }
    // One name per colour: gray, not also grey.
    #expect(offered.contains("gray") && !offered.contains("grey"))
    #expect(Array(offered.prefix(3)) == ["wallpaper", "grid", "photo"])
    #expect(offered.contains("black") && offered.contains("white"))
  }
}

extension PreviewAnalysisTests {
  /// The analysis of a `Pill` whose button's action is `action`, tapped once at 0.1 s on a fit
  /// canvas with `settings`.
  static func tappedPill(
    action: String,
    settings: PreviewSettings = PreviewSettings(
      canvas: "fit", scale: 1)
  ) throws -> PreviewAnalysis {
    let scene = try GlassScene(
      source: """
        struct Pill: View {
            @State private var isOpen = false
            var body: some View {
                Button("Open") {
                    \(action)
                }
                .frame(width: isOpen ? 200 : 100)
                .glassEffect()
            }
        }
        """)
    let events: [TimelineEvent] = [.tap("Open", at: 0.1)]
    return PreviewAnalysis(
      scene: scene, timeline: try scene.timeline(events, canvas: .fit), original: nil,
      events: events, settings: settings, options: PreviewOptions(scenePath: "scene.swift"))
  }

  /// The example: a scene writing `.spring(response: 0.5, dampingFraction: 0.7)` was
  /// labelled `.bouncy` in "Swift to paste". `.bouncy` is duration 0.5, bounce 0.3 (Apple's
  /// `Animation.bouncy`), and a spring of bounce b has damping ratio 1 − b (Docs/Motion.md), so
  /// response 0.5 with damping 0.7 is the same curve: the inspector shows what the scene wrote
  /// and names the preset only as "the same curve".
  @Test func theSpringInspectorShowsTheAnimationAsWritten() throws {
    let analysis = try Self.tappedPill(
      action: """
        withAnimation(.spring(response: 0.5,
                                              dampingFraction: 0.7)) {
                            isOpen.toggle()
                        }
        """)
    let curve = try #require(analysis.spring?.scene)
    // As written, its line break folded into one space.
    #expect(curve.swift == ".spring(response: 0.5, dampingFraction: 0.7)")
    #expect(curve.sameAs == ".bouncy")
    #expect(curve.response == 0.5 && curve.dampingRatio == 0.7)
    #expect(curve.bounce.map { abs($0 - 0.3) < 1e-9 } == true)
  }

  /// A scene that writes the preset's name gets no "same as" line; an override's text is the
  /// slider's, with the preset it equals.
  @Test func aPresetWrittenByNameNeedsNoSameAs() throws {
    var settings = PreviewSettings(canvas: "fit", scale: 1)
    settings.animation = ".spring(duration: 0.5, bounce: 0.3)"
    let analysis = try Self.tappedPill(
      action: "withAnimation(.bouncy) { isOpen.toggle() }", settings: settings)
    #expect(analysis.spring?.scene.swift == ".bouncy")
    #expect(analysis.spring?.scene.sameAs == nil)
    #expect(analysis.spring?.override?.swift == ".spring(duration: 0.5, bounce: 0.3)")
    #expect(analysis.spring?.override?.sameAs == ".bouncy")
  }

  /// Tuning one tap of two: the inspector shows that tap's own animation, and the command line
  /// reproduces the choice.
  @Test func tuningOneTapShowsItsAnimationAndSaysSoInTheCommand() throws {
    let scene = try GlassScene(
      source: """
        struct Pill: View {
            @State private var isOpen = false
            var body: some View {
                Button("Open") {
                    if isOpen {
                        withAnimation(.smooth) { isOpen = false }
                    } else {
                        withAnimation(.snappy) { isOpen = true }
                    }
                }
                .frame(width: isOpen ? 200 : 100)
                .glassEffect()
            }
        }
        """)
    let events: [TimelineEvent] = [.tap("Open", at: 0.1), .tap("Open", at: 1.5)]
    var settings = PreviewSettings(canvas: "fit", scale: 1)
    settings.animation = ".bouncy"
    settings.animationTap = 0
    let timeline = try scene.timeline(
      events, canvas: .fit, animationOverride: .bouncy, overridingTap: 0)
    let original = try scene.timeline(events, canvas: .fit)
    let analysis = PreviewAnalysis(
      scene: scene, timeline: timeline, original: original, events: events, settings: settings,
      options: PreviewOptions(scenePath: "scene.swift"))
    // The first tap opens (`.snappy`); the second closes (`.smooth`) and keeps it.
    #expect(analysis.spring?.scene.swift == ".snappy")
    #expect(timeline.transactions.map(\.animationSource) == [nil, ".smooth"])
    #expect(
      analysis.command.hasSuffix(
        "--tap-animation .bouncy --tap-animation-for 1 --canvas fit --scale 1"))
  }

  /// A `#Preview` that fills the screen with its own colour hides every backdrop the page offers:
  /// the page is told so (and says it) instead of a Backdrop menu that changes nothing.
  @Test func aPreviewPaintingItsOwnBackgroundIsNoticed() throws {
    func paints(_ preview: String) throws -> Bool {
      let scene = try GlassScene(
        source: """
          struct Pill: View {
              var body: some View { Text("Pill").padding().glassEffect() }
          }

          #Preview {
          \(preview)
          }
          """)
      let timeline = try scene.timeline([], canvas: .device(.iPhone16Pro))
      return PreviewAnalysis.paintsBackground(timeline)
    }
    #expect(try paints("ZStack { Color.indigo.ignoresSafeArea(); Pill() }"))
    // Translucent, or only behind the pill: the backdrop still shows.
    #expect(try !paints("ZStack { Color.indigo.opacity(0.5).ignoresSafeArea(); Pill() }"))
    #expect(try !paints("Pill().background(Color.indigo)"))
    #expect(try !paints("Pill()"))
  }
}

extension PreviewAnalysisTests {
  /// A banner behind an app store's flag, which expands when tapped: the default timeline starts
  /// from check's assumed state (#1, the store showing it), so the page's taps follow the graph
  /// from there — the tap reaches #2 — and the reproducing command sets the unknown too.
  @Test func tapsAfterAnAssumedStartFollowTheGraphFromIt() throws {
    let scene = try GlassScene(
      source: """
        struct Banner: View {
            @Environment(Store.self) private var store
            @State private var expanded = false
            var body: some View {
                if store.showsBanner {
                    Text("New")
                        .frame(width: 200, height: expanded ? 120 : 60)
                        .glassEffect()
                        .onTapGesture { withAnimation { expanded.toggle() } }
                }
            }
        }
        """)
    let events: [TimelineEvent] = [
      .set("assumed store.showsBanner", .bool(true), animation: nil, at: 0),
      .tap("New", at: 0.25),
    ]
    var settings = PreviewSettings(canvas: "fit", scale: 1)
    settings.taps = ["New"]
    let timeline = try scene.timeline(events, canvas: .fit)
    let analysis = PreviewAnalysis(
      scene: scene, timeline: timeline, original: nil, events: events, settings: settings,
      options: PreviewOptions(scenePath: "scene.swift"))
    // States: #0 as written (no banner), #1 assumed shown, #2 assumed and expanded.
    #expect(analysis.states.count == 3)
    #expect(analysis.currentState == 2)
    #expect(
      analysis.command.hasPrefix(
        "glassmorph render scene.swift --set 'assumed store.showsBanner=true@0' --tap New@0.25"))
  }
}
