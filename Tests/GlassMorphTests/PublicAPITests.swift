import GlassMorph
import Testing

/// What a user's test target sees with `import GlassMorph` alone.
@Suite struct PublicAPITests {
  @Test func aFrameAnimatesAsOneVectorUnderSnappy() {
    // A 44 × 44 button at x = 10 grows into a 200 × 44 panel at x = 20 under .snappy. Each
    // component follows Docs/Motion.md §4.1's .snappy row: at 0.25 s, 0.896300 of the way.
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

/// The facade: scenes, states, timelines and animations through `GlassScene`, written by hand.
@Suite struct GlassSceneTests {
  static let toolbar = """
    import SwiftUI

    struct Toolbar: View {
        @State private var isExpanded = false
        @Namespace private var namespace
        var body: some View {
            GlassEffectContainer(spacing: 20) {
                HStack(spacing: 20) {
                    if isExpanded {
                        Image(systemName: "pencil").frame(width: 44, height: 44)
                            .glassEffect().glassEffectID("pencil", in: namespace)
                    }
                    Button {
                        withAnimation(.bouncy) { isExpanded.toggle() }
                    } label: {
                        Image(systemName: "plus").frame(width: 44, height: 44)
                    }
                    .glassEffect().glassEffectID("toggle", in: namespace)
                }
            }
        }
    }
    """

  /// A model made by `@State` without a written type is listed with its class and written out
  /// with its properties (before: type "?" and the object's internal ID).
  @Test func aModelInStateIsListedByItsClassAndProperties() throws {
    let scene = try GlassScene(
      source: """
        import SwiftUI

        @Observable final class PlayerModel {
            var isPlaying = false
            var volume = 0.5
        }

        struct PlayerBar: View {
            @State private var player = PlayerModel()
            var body: some View {
                Button(player.isPlaying ? "Pause" : "Play") { player.isPlaying.toggle() }
                    .buttonStyle(.glass)
            }
        }
        """, path: "player.swift")
    let player = try #require(scene.stateProperties.first)
    #expect(player.typeName == "PlayerModel")
    #expect(player.initialDescription == "PlayerModel(isPlaying: false, volume: 0.5)")
  }

  @Test func statesButtonsAndLayoutsComeFromTheScene() throws {
    let scene = try GlassScene(source: Self.toolbar, path: "toolbar.swift")
    #expect(scene.viewName == "Toolbar")
    #expect(scene.stateProperties.map(\.name) == ["isExpanded"])
    #expect(scene.buttons().map(\.name) == ["toggle"])
    let states = scene.reachableStates(canvas: .device(.iPhone16Pro))
    #expect(states.states.count == 2)
    // Tapping the toggle expands; tapping it again collapses.
    #expect(
      states.edges.map { "\($0.from)→\($0.to) \($0.button)" } == ["0→1 toggle", "1→0 toggle"])
    // Collapsed: one 44 pt button centred in the safe area (62…840): x = (402 − 44)/2 = 179,
    // y = 62 + (778 − 44)/2 = 429. Expanded: 44 + 20 + 44 = 108 wide, x = (402 − 108)/2 = 147.
    #expect(
      states.states[0].layout.glass.map(\.frame) == [Rect(x: 179, y: 429, width: 44, height: 44)])
    #expect(states.states[1].layout.glass.map(\.frame.minX) == [147, 211])
    #expect(scene.changes(tapping: scene.buttons()[0]).first?.animation == .bouncy)
  }

  @Test func timelinesComeFromTaps() throws {
    let scene = try GlassScene(source: Self.toolbar, path: "toolbar.swift")
    let timeline = try scene.timeline([.tap("toggle", at: 0)], canvas: .device(.iPhone16Pro))
    // The toggle moves from x 179 to 211 under .bouncy: 0.438695 of 32 pt at 0.1 s.
    let x = try #require(timeline.sample(at: 0.1).element("toggle")).frame.minX
    #expect(abs(x - (179 + 32 * 0.438695)) < 1e-3)
    #expect(throws: TimelineError.self) { try scene.timeline([.tap("share", at: 0)]) }
  }

  @Test func animationsParseWithOrWithoutTheirDot() throws {
    // One preset table: `--animation bouncy` works as `spring bouncy` does.
    #expect(try MorphAnimation(parsing: "bouncy") == .bouncy)
    #expect(try MorphAnimation(parsing: ".bouncy") == .bouncy)
    #expect(try MorphAnimation(parsing: "spring(duration: 0.4)") == .spring(duration: 0.4))
    #expect(
      try MorphAnimation(parsing: ".spring(response: 0.3, dampingFraction: 0.7)")
        == .spring(response: 0.3, dampingFraction: 0.7))
    #expect(throws: SceneLoadError.self) { try MorphAnimation(parsing: ".wobbly") }
  }

  @Test func geometryReadsAsGeometry() {
    #expect(
      Rect(x: 115.4, y: 429, width: 44, height: 44).description == "Rect(115.4, 429, 44 × 44)")
    #expect(Point(x: 0.12345, y: -3).description == "(0.1235, -3)")
    #expect(Size(width: 402, height: 874).description == "402 × 874")
  }
}
