import Foundation
import GlassMorph
import GlassMorphTestSupport
import MorphCore
import MorphLayout
import Testing

/// Canvases (device presets with safe areas, explicit sizes, fit) of shipped scenes, states laid
/// out in parallel, and the design-rule warnings: end to end, from Swift source through the
/// facade.
@Suite struct SceneCanvasTests {
  func toolbar(_ canvas: CanvasChoice) throws -> [LaidOutState] {
    try GlassScene(path: Repository.scene("toolbar")).reachableStates(canvas: canvas).states.map(
      \.layout)
  }

  @Test func statesLaidOutOnAllCoresEqualThoseLaidOutOnOne() throws {
    // The states of a scene are placed in parallel; each must be what one thread computes.
    let scene = try GlassScene(path: Repository.scene("tab-app"))
    let saved = Parallel.threadLimit
    defer { Parallel.threadLimit = saved }
    Parallel.threadLimit = 1
    let serial = scene.reachableStates(canvas: .fit).states.map(\.layout)
    Parallel.threadLimit = 0
    let parallel = scene.reachableStates(canvas: .fit).states.map(\.layout)
    #expect(serial.count > 2)
    #expect(serial == parallel)
  }

  @Test func devicePresetCentresInTheSafeArea() throws {
    // iPhone 16 Pro: 402 × 874, safe area y 62…840 (778 high). The toolbar's 44 pt button is
    // centred: x = (402 − 44)/2 = 179, y = 62 + (778 − 44)/2 = 429. Expanded, the row is
    // 3 × 44 + 2 × 20 = 172 wide: x = (402 − 172)/2 = 115, then 179 and 243.
    let states = try toolbar(.device(.iPhone16Pro))
    #expect(states[0].canvas == Size(width: 402, height: 874))
    #expect(states[0].glass.map(\.frame) == [Rect(x: 179, y: 429, width: 44, height: 44)])
    #expect(states[1].glass.map(\.frame.minX) == [115, 179, 243])
    // The preview's gradient ignores the safe area and fills the whole screen.
    let backdrop = try #require(states[0].content.first { $0.isBackdrop })
    #expect(backdrop.frame == Rect(x: 0, y: 0, width: 402, height: 874))
  }

  @Test func automaticUsesTheDeviceWhenThePreviewFillsTheScreen() throws {
    let states = try toolbar(.automatic)
    #expect(states[0].canvas == Size(width: 402, height: 874))
  }

  @Test func fitCoversEveryStatesGlassPlusAMargin() throws {
    // Union of both states' glass: x 115…287, y 429…473; with the 24 pt margin 91…311 and
    // 405…497 → a 220 × 92 canvas; the collapsed button moves to (179 − 91, 429 − 405) = (88, 24).
    let states = try toolbar(.fit)
    #expect(states[0].canvas == Size(width: 220, height: 92))
    #expect(states[0].glass[0].frame == Rect(x: 88, y: 24, width: 44, height: 44))
    #expect(states[1].glass.map(\.frame.minX) == [24, 88, 152])
  }

  @Test func designRuleWarnings() throws {
    let scene = try GlassScene(
      source: """
        struct V: View {
            @State private var more = false
            @Namespace private var ns
            var body: some View {
                HStack(spacing: 10) {
                    Text("A").padding().glassEffect()
                    Text("B").padding().glassEffect(.clear).glassEffectID("b", in: ns)
                    Button("More") { more.toggle() }
                    if more { Text("C").padding().glassEffect().glassEffectID("c", in: ns) }
                }
            }
        }
        """, path: "rules.swift")
    let explored = scene.reachableStates(canvas: .size(Size(width: 400, height: 300)))
    let messages = explored.diagnostics.map {
      "\($0.location.line): \($0.message)"
    }
    #expect(
      messages.contains(
        "7: This screen mixes .regular and .clear glass; Apple's guidance is to use one variant per screen."
      ))
    #expect(
      messages.contains(
        "7: glassEffectID(\"b\") is outside a GlassEffectContainer; glass only morphs between shapes in the same container."
      ))
    #expect(
      messages.contains(
        "7: This glass is 10 pt from other glass with no GlassEffectContainer around them; group neighbouring glass in a container so it renders and morphs together."
      ))
    #expect(
      messages.contains(
        "8: Tapping 'More' inserts the glass \"c\" without withAnimation, so it appears without morphing; wrap the state change in withAnimation { … }."
      ))
  }
}
