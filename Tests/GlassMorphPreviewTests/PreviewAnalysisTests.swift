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
