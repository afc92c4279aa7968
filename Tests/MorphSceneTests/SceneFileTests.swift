import Foundation
import MorphViewTree
import Testing

@testable import MorphScene

/// Every file in `Scenes/` loads with no error, and its reachable states and glass element counts
/// match what reading the scene says (worked out by hand in each row's comment).
@Suite struct SceneFileTests {
  struct Expectation: Sendable, CustomTestStringConvertible {
    let file: String
    let view: String
    /// Glass element count in each reachable state, in breadth-first order.
    var glassPerState: [Int] = []
    /// The tap sequence that reaches the last state (nil: not checked).
    var lastTaps: [String]? = nil
    /// For scenes with many states: how many there are, and the glass count of a state worked out
    /// from its values.
    var stateCount: Int? = nil
    var glassRule: (@Sendable (SceneState) -> Int)? = nil
    var testDescription: String { file }
  }

  static let expectations: [Expectation] = [
    // Collapsed: only the toggle button. Expanded: pencil, eraser, toggle.
    Expectation(
      file: "toolbar.swift", view: "ExpandingToolbar", glassPerState: [1, 3], lastTaps: ["toggle"]),
    // One glass ("compose") in both states: circle button ↔ panel.
    Expectation(
      file: "morph-panel.swift", view: "ComposeMorph", glassPerState: [1, 1], lastTaps: ["compose"]),
    // plus, minus, location, filter = 4; with filters shown, + 4 chips = 8.
    Expectation(
      file: "union-groups.swift", view: "MapControls", glassPerState: [4, 8],
      lastTaps: ["line.3.horizontal.decrease"]),
    // "more" alone; then like, share, more and the materializing badge.
    Expectation(
      file: "materialize.swift", view: "MediaActions", glassPerState: [1, 4], lastTaps: ["more"]),
    // The centre button; open: 5 items + centre.
    Expectation(
      file: "radial-menu.swift", view: "RadialMenu", glassPerState: [1, 6], lastTaps: ["center"]),
    // idle: main; recording: timer + main; paused: stop + timer + main.
    Expectation(
      file: "modes.swift", view: "RecorderControl", glassPerState: [1, 2, 3],
      lastTaps: ["main", "main"]),
    // Nothing selected, then each of the 4 reactions selected; 4 buttons always.
    Expectation(
      file: "tinted.swift", view: "ReactionBar", glassPerState: [4, 4, 4, 4, 4], lastTaps: ["3"]),
    // Cancel, coupon, pay — before and after paying.
    Expectation(
      file: "glass-buttons.swift", view: "CheckoutFooter", glassPerState: [3, 3],
      lastTaps: ["Pay $24.99"]),
    // Day, Week, Month; expanded adds Year.
    Expectation(
      file: "merged-at-rest.swift", view: "LiquidSegments", glassPerState: [3, 4],
      lastTaps: ["chevron.right"]),
    // (collapsed, 0.35) → (expanded, 0.6) → Cancel (collapsed, 0) → (expanded, 0.25); one glass each.
    Expectation(
      file: "text-panel.swift", view: "DownloadPanel", glassPerState: [1, 1, 1, 1],
      lastTaps: ["download", "Cancel", "download"]),
    // Tabs Library, For You and Search × two albums' favourites × grid or list = 3 × 4 × 2 = 24
    // states. On Library: 2 heart buttons + 1 toolbar capsule (two icons share it) + the tab bar
    // platter + the search circle = 5; on the other tabs the bar and the circle = 2.
    Expectation(
      file: "tab-app.swift", view: "MusicApp", stateCount: 24,
      glassRule: { $0["tab"] == .int(0) ? 5 : 2 }),
    // Three cards, each open or closed (2³ = 8): 3 toggle buttons + one details panel per open card.
    Expectation(
      file: "card-list.swift", view: "TripList", stateCount: 8,
      glassRule: { state in
        3 + state.slots.filter { $0.name.hasSuffix("isExpanded") && $0.value == .bool(true) }.count
      }),
    // The menu button; open: 3 actions + the button.
    Expectation(
      file: "model-menu.swift", view: "ComposeOverlay", glassPerState: [1, 4], lastTaps: ["menu"]),
    // "Select", "Done" and the bottom bar's one capsule (three icon items, or the group of two).
    Expectation(
      file: "toolbar-items.swift", view: "PhotoEditor", glassPerState: [3, 3],
      lastTaps: ["Select"]),
    // Heart, capsule, card, camera, tinted capsule, chip, bar and "more" = 8; open adds share and
    // trash.
    Expectation(
      file: "glass-sampler.swift", view: "GlassSampler", glassPerState: [8, 10], lastTaps: ["more"]),
    // Three mode chips + shutter; collapsed: the shutter alone.
    Expectation(
      file: "clear-over-photo.swift", view: "CameraControls", glassPerState: [4, 1],
      lastTaps: ["shutter"]),
    // The library's rows are plain (no glass); a pushed show page has its artwork, Play, the
    // bar's Share and the back button (4); each of the three shows, then playing.
    Expectation(
      file: "navigation-push.swift", view: "PodcastLibrary", glassPerState: [0, 4, 4, 4, 4, 4, 4],
      lastTaps: ["Small Engines", "Play"]),
    // Open or closed × the four filters (2 × 4 = 8): one glass, the button or the menu.
    Expectation(
      file: "filter-menu.swift", view: "FilterMenu", stateCount: 8, glassRule: { _ in 1 }),
    // The magnifier; searching: the field's capsule and the close button; then with a query
    // typed into the field (the same two glass).
    Expectation(
      file: "search-morph.swift", view: "SearchMorph", glassPerState: [1, 2, 2],
      lastTaps: ["search", "type Artists, songs, lyrics"]),
    // Three tabs × minimised or not (3 × 2 = 6): the bar and the minimise button, or the circle.
    Expectation(
      file: "minimising-tab-bar.swift", view: "MinimisingTabBar", stateCount: 6,
      glassRule: { $0["isMinimised"] == .bool(true) ? 1 : 2 }),
  ]

  @Test(arguments: expectations)
  func sceneLoadsAndExploresAsExpected(_ expected: Expectation) throws {
    let path = SceneTestSupport.scenesDirectory.appendingPathComponent(expected.file).path
    let scene = try SceneProgram.load(path: path)
    #expect(scene.view.name == expected.view)
    #expect(!scene.diagnostics.contains { $0.severity == .error })
    let graph = StateGraph(exploring: scene)
    let glass = SceneTestSupport.glass(graph).map(\.count)
    if let rule = expected.glassRule {
      #expect(graph.nodes.count == expected.stateCount)
      #expect(glass == graph.nodes.map { rule($0.state) })
    } else {
      #expect(glass == expected.glassPerState)
    }
    if let taps = expected.lastTaps { #expect(graph.nodes.last?.taps == taps) }
    #expect(!graph.diagnostics.contains { $0.severity == .error })
  }

  @Test func everySceneFileHasAnExpectationAndIsListedInTheReadme() throws {
    let files = try FileManager.default.contentsOfDirectory(
      atPath: SceneTestSupport.scenesDirectory.path
    )
    .filter { $0.hasSuffix(".swift") }.sorted()
    #expect(files == Self.expectations.map(\.file).sorted())
    #expect(files.count >= 10)
    let readme = try String(
      contentsOf: SceneTestSupport.scenesDirectory.appendingPathComponent("README.md"),
      encoding: .utf8)
    for file in files { #expect(readme.contains("`\(file)`"), "README.md does not list \(file)") }
  }

  @Test func toolbarDetails() throws {
    let scene = try SceneProgram.load(
      path: SceneTestSupport.scenesDirectory.appendingPathComponent("toolbar.swift").path)
    let graph = StateGraph(exploring: scene)
    let expanded = SceneTestSupport.glass(graph)[1]
    #expect(expanded.map(\.key) == ["namespace/pencil", "namespace/eraser", "namespace/toggle"])
    #expect(expanded.allSatisfy { $0.container == 0 && $0.shape == .capsule })
    #expect(SceneTestSupport.placements(graph)[1].allSatisfy { $0.containerSpacing == 20 })
    // The toggle's action animates with .bouncy.
    #expect(graph.edges.first?.changes.first?.animation == .bouncy)
  }

  @Test func unionIDsComputedInForEach() throws {
    let scene = try SceneProgram.load(
      path: SceneTestSupport.scenesDirectory.appendingPathComponent("union-groups.swift").path)
    let shown = SceneTestSupport.placements(StateGraph(exploring: scene))[1]
    // zoom, zoom, tools, tools, then Food/Parks (index < 2) "near" and Museums/Shops "far".
    #expect(
      shown.map { $0.unionID ?? "-" } == [
        "zoom", "zoom", "tools", "tools", "near", "near", "far", "far",
      ])
  }

  @Test func modesUseTheEnumStateMachine() throws {
    let scene = try SceneProgram.load(
      path: SceneTestSupport.scenesDirectory.appendingPathComponent("modes.swift").path)
    let graph = StateGraph(exploring: scene)
    #expect(
      graph.nodes.map { $0.state.description } == [
        "mode = .idle", "mode = .recording", "mode = .paused",
      ])
    #expect(SceneTestSupport.glass(graph)[2].map { $0.id ?? "" } == ["stop", "timer", "main"])
    // The main button uses .snappy(duration: 0.4): response 0.4, bounce 0.15.
    #expect(graph.edges.first?.changes.first?.animation == .snappy(duration: 0.4))
  }
}
