import Foundation
import MorphCore
import MorphDiagnostics
import MorphLayout
import MorphMotion
import Testing

@testable import MorphScene

/// An app's folder as one program (issue 33): declarations, extensions and models across files,
/// what is skipped, how the view is chosen, and Swift's name lookup for an app's own
/// `GlassEffectContainer`. The Pantry app (Tests/Fixtures/Apps/Pantry) is ours, written as apps
/// are: a view in one file, its bar in another, the glass helper, spring and container wrapper
/// in DesignSystem/, the model in Models/.
@Suite struct AppFolderTests {
  static let pantry = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures/Apps/Pantry").path

  /// A folder of files written for one test, removed after it.
  static func folder(_ files: [String: String]) throws -> String {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "glassmorph-folder-\(UUID().uuidString)")
    for (name, text) in files {
      let url = root.appendingPathComponent(name)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    return root.path
  }

  @Test func theFoldersOneGlassPreviewIsChosenAndItsViewIsInItsOwnFile() throws {
    let scene = try SceneProgram.load(path: Self.pantry)
    #expect(scene.view.name == "ContentView")
    #expect(scene.preview?.title == "Shelf")
    #expect(scene.file.path.hasSuffix("Pantry/Views/ContentView.swift"))
    #expect(scene.sources.isFolder)
  }

  /// `--view PantryApp` simulates the app itself: its `WindowGroup` shows `ContentView()`, so
  /// the window has ContentView's glass toggle, and the tap opens the shelf with the three items
  /// of the model file, as the view alone does.
  @Test func theAppItselfShowsItsWindow() throws {
    let scene = try SceneProgram.load(path: Self.pantry, viewName: "PantryApp")
    let initial = scene.evaluate(scene.initialState)
    #expect(initial.buttons.map(\.glassID) == ["toggle"])
    let opened = scene.tap(initial.buttons[0], in: scene.initialState)
    #expect(
      SceneTestSupport.glass(scene, opened.state).map(\.id) == ["toggle", "Oats", "Rice", "Beans"])
  }

  /// Scenes an iPhone does not show (a Mac's `Settings`, a `MenuBarExtra`) add nothing to the
  /// app's window: one glass capsule, the window's.
  @Test func scenesAnIPhoneDoesNotShowAddNothing() throws {
    let root = try Self.folder([
      "Notes/NotesApp.swift": """
      import SwiftUI
      @main
      struct NotesApp: App {
          var body: some Scene {
              WindowGroup { NotesView() }
              Settings { Text("Preferences").padding().glassEffect() }
          }
      }
      """,
      "Notes/NotesView.swift": """
      import SwiftUI
      struct NotesView: View {
          @State private var pinned = false
          var body: some View {
              Button(pinned ? "Unpin" : "Pin") { pinned.toggle() }
                  .padding()
                  .glassEffect()
          }
      }
      """,
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let scene = try SceneProgram.load(path: root, viewName: "NotesApp")
    let glass = SceneTestSupport.glass(scene, scene.initialState)
    #expect(glass.count == 1)
    #expect(scene.evaluate(scene.initialState).buttons.map(\.name) == ["Pin"])
  }

  @Test func aFolderGivenThroughASymbolicLinkIsRead() throws {
    let link = FileManager.default.temporaryDirectory.appendingPathComponent(
      "glassmorph-link-\(UUID().uuidString)"
    ).path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: Self.pantry)
    defer { try? FileManager.default.removeItem(atPath: link) }
    let scene = try SceneProgram.load(path: link)
    // The same program as through the real path: its one glass preview, in its own file.
    #expect(scene.view.name == "ContentView")
    #expect(scene.file.path == link + "/Pantry/Views/ContentView.swift")
  }

  @Test func buildProductsAndTestsAreNotRead() throws {
    let folder = try ProgramFolder(path: Self.pantry)
    #expect(!folder.relativePaths.contains { $0.hasPrefix(".build/") })
    #expect(!folder.relativePaths.contains { $0.hasPrefix("PantryTests/") })
    // PantryApp, ContentView, ShelfBar, CoverCard, ShelfModel and the three DesignSystem files.
    #expect(folder.relativePaths.count == 8)
    let withTests = try ProgramFolder(path: Self.pantry, includeTests: true)
    #expect(withTests.relativePaths.contains("PantryTests/ShelfTests.swift"))
  }

  /// The tap's glass comes from three files: the bar (ShelfBar.swift), the items (ShelfModel.swift)
  /// and the glass shape (View+GlassCard.swift: a rounded rectangle of the radius passed, 24).
  @Test func aTapOpensTheShelfWithItemsFromTheModelFile() throws {
    let scene = try SceneProgram.load(path: Self.pantry)
    let initial = scene.evaluate(scene.initialState)
    #expect(initial.buttons.map(\.glassID) == ["toggle"])
    let opened = scene.tap(initial.buttons[0], in: scene.initialState)
    let glass = SceneTestSupport.glass(scene, opened.state)
    #expect(glass.map(\.id) == ["toggle", "Oats", "Rice", "Beans"])
    #expect(glass.allSatisfy { $0.cornerRadius == 24 })
  }

  /// `.smoothSpring` is declared in Animation+Spring.swift as `.spring(response: 0.45,
  /// dampingFraction: 0.8)`.
  @Test func theAppsSpringFromAnotherFileAnimatesTheTap() throws {
    let scene = try SceneProgram.load(path: Self.pantry)
    let button = scene.evaluate(scene.initialState).buttons[0]
    let change = try #require(scene.tap(button, in: scene.initialState).changes.first)
    guard case .fluidSpring(let response, let damping, _)? = change.animation?.node else {
      Issue.record("expected the app's spring, got \(String(describing: change.animation))")
      return
    }
    #expect(response == 0.45)
    #expect(damping == 0.8)
  }

  /// Swift's name lookup: `GlassEffectContainer` in the app is the app's own struct (its default
  /// spacing is 40; SwiftUI's container has no spacing by default), and inside it
  /// `SwiftUI.GlassEffectContainer` is SwiftUI's.
  @Test func theAppsGlassEffectContainerWinsAndReachesSwiftUIs() throws {
    let scene = try SceneProgram.load(path: Self.pantry)
    let tree = scene.evaluate(scene.initialState).tree.root
    let wrapper = SceneTestSupport.nodes(tree).first {
      if case .custom("GlassEffectContainer") = $0.kind { return true }
      return false
    }
    #expect(wrapper != nil)
    let glass = SceneTestSupport.placements(scene, scene.initialState)
    #expect(glass.first?.containerSpacing == 40)
  }

  @Test func withoutTheAppsWrapperTheContainerIsSwiftUIsWithItsDefault() throws {
    let source = """
      import SwiftUI
      struct Bar: View {
        var body: some View {
          GlassEffectContainer { Text("A").glassEffect() }
        }
      }
      """
    let glass = try SceneTestSupport.placements(source)
    #expect(glass.first?.containerSpacing == 0)
  }

  /// A demo view named after the API it shows (`struct GlassEffectContainer: View`) reaches
  /// SwiftUI's container as `SwiftUICore.GlassEffectContainer(spacing: 20)`, the module the iOS 26
  /// SDK declares it in: SwiftUI's container with spacing 20 holds the glass, where before the
  /// qualified name was the app's own view (no spacing property: a warning, and an error for
  /// the view built inside itself).
  @Test func swiftUICoreQualifiesSwiftUIsOwnContainer() throws {
    let source = """
      import SwiftUI
      struct GlassEffectContainer: View {
        @State private var isExpanded = false
        var body: some View {
          SwiftUICore.GlassEffectContainer(spacing: 20) {
            Button("More") { isExpanded.toggle() }.buttonStyle(.glass)
          }
        }
      }
      """
    let glass = try SceneTestSupport.placements(source)
    #expect(glass.count == 1)
    #expect(glass.first?.containerSpacing == 20)
  }

  /// An app's `glassEffect(cornerRadius:)` does not hide SwiftUI's `glassEffect(_:in:)`: Swift
  /// picks the overload whose labels fit.
  @Test func anAppsOverloadOfAGlassModifierLeavesSwiftUIsInPlace() throws {
    let source = """
      import SwiftUI
      extension View {
        func glassEffect(cornerRadius: CGFloat) -> some View {
          glassEffect(.regular, in: RoundedRectangle(cornerRadius: cornerRadius))
        }
      }
      struct Bar: View {
        var body: some View {
          HStack {
            Text("A").frame(width: 80, height: 40).glassEffect(cornerRadius: 10)
            Text("B").glassEffect(.regular, in: Capsule())
          }
        }
      }
      """
    let glass = try SceneTestSupport.glass(source)
    #expect(glass.count == 2)
    #expect(glass.first?.cornerRadius == 10)
    #expect(glass.last?.shape == .capsule)
  }

  @Test func aWarningInAnotherFileNamesThatFile() throws {
    let root = try Self.folder([
      "App/Screen.swift": """
      import SwiftUI
      struct Screen: View {
        var body: some View { Badge() }
      }
      """,
      "App/Badge.swift": """
      import SwiftUI
      struct Badge: View {
        var body: some View {
          Text("New")
            .glassEffect()
            .contentTransitionSparkle()
        }
      }
      """,
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let scene = try SceneProgram.load(path: root, viewName: "Screen")
    let warning = try #require(
      scene.evaluate(scene.initialState).diagnostics.first {
        $0.id == DiagnosticID.unsupportedModifier.messageID
      })
    let rendered = warning.rendered(in: scene.sources)
    // Line 6 of Badge.swift, after its 6 spaces of indentation.
    #expect(rendered.hasPrefix(root + "/App/Badge.swift:6:7: warning:"))
    #expect(rendered.contains(".contentTransitionSparkle()"))
  }

  /// An app checked in mid-edit: a table in another file misses a `)` (as LiveNotch's did), so
  /// the app does not build. The view's own file is whole: it loads, with one located warning that
  /// names the broken file (line 3, after `Color.pink(`, where the parser wanted the `)`). That
  /// file declares nothing, so `Accent.radius` from it is an unknown (the 16-pt stand-in radius,
  /// with its own warning) instead of the 18 it would be. A syntax error in the view's own file
  /// still stops it.
  @Test func aSyntaxErrorInAnotherFileIsAWarningAndTheViewLoads() throws {
    let root = try Self.folder([
      "App/Profiles.swift": """
      import SwiftUI
      let profiles: [String: Color] = [
          "music": Color.pink(
      ]
      enum Accent { static let radius: CGFloat = 18 }
      """,
      "App/Player.swift": """
      import SwiftUI
      struct Player: View {
        @State private var isPlaying = false
        var body: some View {
          Button(isPlaying ? "Pause" : "Play") { isPlaying.toggle() }
            .padding()
            .glassEffect(in: .rect(cornerRadius: Accent.radius))
        }
      }
      """,
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let scene = try SceneProgram.load(path: root, viewName: "Player")
    let broken = scene.diagnostics.filter { $0.id == DiagnosticID.brokenOtherFile.messageID }
    #expect(broken.count == 1)
    let rendered = try #require(broken.first).rendered(in: scene.sources)
    #expect(rendered.hasPrefix(root + "/App/Profiles.swift:3:"))
    #expect(rendered.contains("App/Profiles.swift has syntax errors the compiler rejects"))
    #expect(!scene.diagnostics.contains { $0.severity == .error })
    #expect(
      scene.evaluate(scene.initialState).diagnostics.contains {
        $0.id == DiagnosticID.unknownName.messageID && $0.location.line == 7
      })
    let glass = SceneTestSupport.glass(scene, scene.initialState)
    #expect(glass.map(\.cornerRadius) == [16])
    // The same mistake in the view's own file is the compiler's error.
    let own = try Self.folder([
      "App/Player.swift": """
      import SwiftUI
      struct Player: View {
        var body: some View { Text("Play").glassEffect(
        }
      }
      """
    ])
    defer { try? FileManager.default.removeItem(atPath: own) }
    #expect(throws: SceneLoadError.self) { try SceneProgram.load(path: own, viewName: "Player") }
  }

  @Test func severalGlassViewsWithoutAPreviewAreListedInTheError() throws {
    let root = try Self.folder([
      "A.swift":
        "import SwiftUI\nstruct First: View { var body: some View { Text(\"1\").glassEffect() } }\n",
      "B.swift":
        "import SwiftUI\nstruct Second: View { var body: some View { Text(\"2\").glassEffect() } }\n",
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    do {
      _ = try SceneProgram.load(path: root)
      Issue.record("loaded without a choice")
    } catch {
      let message = error.rendered
      #expect(message.hasPrefix(root + ": error: This folder has 2 views that use glass"))
      #expect(message.contains("view First (A.swift:2)"))
      #expect(message.contains("view Second (B.swift:2)"))
      // The choice is a value the front end words; the library's words name no option.
      #expect(error.diagnostics.map(\.remedy) == [.pickViewOrPreview])
      #expect(
        message.hasSuffix(
          "\nPick a view by its type name or a #Preview by its title. [no-view]"))
      #expect(!message.contains("--"))
    }
    #expect(try SceneProgram.load(path: root, viewName: "Second").view.name == "Second")
  }

  @Test func aFileOfHelpersAloneIsShownOnStandIns() throws {
    let scene = try SceneTestSupport.scene(
      """
      import SwiftUI
      struct Frosted: ViewModifier {
        var radius: CGFloat
        func body(content: Content) -> some View {
          content.glassEffect(.regular, in: .rect(cornerRadius: radius))
        }
      }
      struct Pill: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
          configuration.label.padding().glassEffect(.regular.tint(.blue).interactive())
        }
      }
      struct Outline: ViewModifier {
        func body(content: Content) -> some View { content.border(.gray) }
      }
      extension View {
        func frosted() -> some View { modifier(Frosted(radius: 20)) }
        func themed(_ theme: AppTheme) -> some View { modifier(Frosted(radius: theme.radius)) }
      }
      """)
    // A note (not an error) says what is shown on what, and what could not be.
    let note = scene.diagnostics.first { $0.id == DiagnosticID.helpersOnly.messageID }
    #expect(note?.severity == .note)
    #expect(note?.message.contains("Frosted, Pill, .frosted(), .themed()") == true)
    #expect(note?.message.contains("Not shown") == false)
    // Outline draws no glass, so it has no stand-in; the others one each, in declaration order:
    // Frosted with its radius stood in by 16 pt, the button style's tinted capsule,
    // `.frosted()`'s own radius of 20, and `.themed(theme)` with `theme` from another file an
    // unknown whose radius stands in by a card's 16 pt.
    let glass = SceneTestSupport.glass(scene, scene.initialState)
    #expect(
      glass.map(\.shape) == [
        .roundedRectangle(cornerRadius: 16, continuous: true), .capsule,
        .roundedRectangle(cornerRadius: 20, continuous: true),
        .roundedRectangle(cornerRadius: 16, continuous: true),
      ])
    #expect(glass[1].glass.tint != nil && glass[1].glass.isInteractive)
    // The stand-ins are 48 pt apart (more than the 40 pt at which glass should share a container).
    #expect(glass[1].frame.minY - glass[0].frame.maxY == 48)
    #expect(scene.sources.files.count == 2)
  }

  /// A modifier that only sets a glass button style (the `if #available` wrapper apps write),
  /// and the `extension View` helper that applies it, are shown on buttons: `.buttonStyle(.glass)`
  /// draws nothing on a line of text (before: both stand-ins were texts, and the file showed no
  /// glass). Worked out: two stand-ins, each a button with the glass style's capsule.
  @Test func aModifierThatSetsAGlassButtonStyleIsShownOnAButton() throws {
    let scene = try SceneTestSupport.scene(
      """
      import SwiftUI
      struct GlassButtonIfAvailable: ViewModifier {
        func body(content: Content) -> some View {
          if #available(iOS 26.0, *) {
            content.buttonStyle(.glass)
          } else {
            content
          }
        }
      }
      extension View {
        func glassButtonIfAvailable() -> some View { modifier(GlassButtonIfAvailable()) }
      }
      """)
    let glass = SceneTestSupport.glass(scene, scene.initialState)
    #expect(glass.count == 2)
    #expect(glass.allSatisfy { $0.shape == .capsule })
    #expect(scene.evaluate(scene.initialState).buttons.count == 2)
  }

  /// A file of helpers that extend a view from another file (`extension RemindersView { func
  /// actionButton(…) -> some View }`) was refused ("declares no 'struct … : View'"): the
  /// helper is now called from a stand-in of that view, as the view itself calls it. Worked
  /// out: one stand-in, the prominent glass button's capsule; the view's own `isRunning` (not
  /// in this file) is an unknown, so its label is explored both ways — one state either way,
  /// since the label is text.
  @Test func helpersExtendingAViewOfAnotherFileAreShownOnItsStandIn() throws {
    let scene = try SceneTestSupport.scene(
      """
      import SwiftUI
      extension RemindersView {
        func actionButton(title: String, action: @escaping () -> Void) -> some View {
          Button(action: action) {
            Text(isRunning ? "Working…" : title).frame(maxWidth: .infinity)
          }
          .buttonStyle(.glassProminent)
        }
      }
      """)
    let note = scene.diagnostics.first { $0.id == DiagnosticID.helpersOnly.messageID }
    #expect(note?.message.contains("RemindersView.actionButton()") == true)
    #expect(!scene.diagnostics.contains { $0.severity == .error })
    let glass = SceneTestSupport.glass(scene, scene.initialState)
    #expect(glass.count == 1)
    #expect(glass.first?.shape == .capsule)
  }

  /// A file whose only view reaches no glass beside `extension View` glass helpers shows the
  /// helpers on stand-ins (before: the view, and no glass), says which view it passed over, and
  /// `--view` still simulates that view. Worked out: one helper, one 20-pt rounded glass card.
  @Test func glassHelpersBesideAViewWithoutGlassAreShownOnStandIns() throws {
    let source = """
      import SwiftUI
      struct LabelOutline: View {
        let text: String
        var body: some View { Text(text).padding(4).border(.gray) }
      }
      extension View {
        func glassCard() -> some View {
          padding().glassEffect(.regular, in: .rect(cornerRadius: 20))
        }
      }
      """
    let scene = try SceneTestSupport.scene(source)
    #expect(scene.view.name == HelperStandIns.viewName)
    let note = scene.diagnostics.first { $0.id == DiagnosticID.helpersOnly.messageID }
    #expect(note?.message.contains("views (LabelOutline) reach no glass") == true)
    #expect(
      SceneTestSupport.glass(scene, scene.initialState).map(\.shape) == [
        .roundedRectangle(cornerRadius: 20, continuous: true)
      ])
    let chosen = try SceneTestSupport.scene(source, view: "LabelOutline")
    #expect(chosen.view.name == "LabelOutline")
    #expect(SceneTestSupport.glass(chosen, chosen.initialState).isEmpty)
  }

  @Test func aTargetRestrictsTheProgramAndAnUnknownOneIsNamed() throws {
    let root = try Self.folder([
      "App/Screen.swift":
        "import SwiftUI\nstruct Screen: View { var body: some View { Text(\"app\").glassEffect() } }\n",
      "Widget/Tile.swift":
        "import SwiftUI\nstruct Tile: View { var body: some View { Text(\"widget\").glassEffect() } }\n",
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    #expect(
      try SceneProgram.load(path: root, options: FolderOptions(target: "Widget")).view.name
        == "Tile")
    #expect(throws: SceneLoadError.self) {
      try SceneProgram.load(
        path: root, viewName: "Screen", options: FolderOptions(target: "Widget"))
    }
    do {
      _ = try SceneProgram.load(path: root, options: FolderOptions(target: "Watch"))
    } catch {
      #expect(error.rendered.contains("its targets are 'App', 'Widget'"))
    }
  }

  @Test(arguments: [
    ("Sources/Kit/Views/Card.swift", "Kit"),
    ("Packages/Design/Sources/DesignKit/Glass.swift", "DesignKit"),
    ("MyApp/Views/Content.swift", "MyApp"), ("MyAppWidget/Widget.swift", "MyAppWidget"),
    ("Helpers.swift", ""),
  ])
  func aFilesTargetIsToldByItsFolder(path: String, target: String) {
    #expect(ProgramFolder.target(of: path) == target)
  }

  /// Offsets: file k starts one past the end of file k − 1, from 1; offset 0 is the folder.
  @Test func positionsNameTheirFile() {
    let first = SourceFile(path: "F/a.swift", text: "abc\n")  // 4 scalars: offsets 1…4
    let second = SourceFile(path: "F/b.swift", text: "xy")  // starts at 1 + 4 + 1 = 6
    let sources = SourceSet(folder: "F", files: [first, second])
    #expect(sources.bases == [1, 6])
    #expect(sources.path(of: SourcePosition(line: 1, column: 1, offset: 0)) == "F")
    #expect(sources.path(of: SourcePosition(line: 1, column: 3, offset: 3)) == "F/a.swift")
    #expect(sources.path(of: SourcePosition(line: 1, column: 2, offset: 7)) == "F/b.swift")
  }

  /// The paint colours of a scene's first state, in tree order.
  static func paints(_ scene: SceneProgram) -> [MorphCore.Color] {
    SceneTestSupport.nodes(scene.evaluate(scene.initialState).tree.root).compactMap {
      if case .paint(.color(let color)) = $0.kind { return color }
      return nil
    }
  }

  /// Brand.colorset (Pantry/Assets.xcassets): light sRGB floats 0.2/0.4/0.6; dark 8-bit integers
  /// 255/128/0, i.e. 1, 128/255, 0; high contrast hex 0x11/0x22/0x33, i.e. 17/255, 34/255, 51/255.
  @Test func assetColoursResolveUnderEachAppearance() throws {
    var scene = try SceneProgram.load(path: Self.pantry)
    let light = try #require(Self.paints(scene).first)
    #expect(
      abs(light.red - 0.2) < 1e-9 && abs(light.green - 0.4) < 1e-9 && abs(light.blue - 0.6) < 1e-9)
    scene.environment.colorScheme = .dark
    let dark = try #require(Self.paints(scene).first)
    #expect(dark.red == 1 && abs(dark.green - 128.0 / 255) < 1e-9 && dark.blue == 0)
    scene.environment.colorScheme = .light
    scene.environment.increaseContrast = true
    let contrast = try #require(Self.paints(scene).first)
    #expect(abs(contrast.red - 17.0 / 255) < 1e-9 && abs(contrast.blue - 51.0 / 255) < 1e-9)
  }

  /// Ocean.colorset is Display P3 (0.8, 0.6, 0.4), read through `Color(.ocean)`. Worked out here:
  /// decode with the sRGB curve, mix with the P3→sRGB matrix of the two spaces' primaries
  /// (rows 1.2249/−0.2249/0, −0.0421/1.0421/0, −0.0196/−0.0786/1.0983), encode again.
  @Test func aDisplayP3AssetColourIsConvertedToSRGB() throws {
    let scene = try SceneProgram.load(path: Self.pantry)
    let ocean = try #require(Self.paints(scene).dropFirst().first)
    func decode(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
    func encode(_ v: Double) -> Double {
      let c = min(max(v, 0), 1)
      return c <= 0.0031308 ? c * 12.92 : 1.055 * pow(c, 1 / 2.4) - 0.055
    }
    let (r, g, b) = (decode(0.8), decode(0.6), decode(0.4))
    #expect(abs(ocean.red - encode(1.2249402 * r - 0.2249402 * g)) < 1e-4)
    #expect(abs(ocean.green - encode(-0.0420569 * r + 1.0420569 * g)) < 1e-4)
    #expect(abs(ocean.blue - encode(-0.0196376 * r - 0.0786361 * g + 1.0982737 * b)) < 1e-4)
    // P3 reaches redder than sRGB: the same numbers are a more saturated red in sRGB terms.
    #expect(ocean.red > 0.8)
    // A neutral grey is the same in both spaces (they share the D65 white and the curve).
    let grey = AssetCatalog.displayP3(red: 0.5, green: 0.5, blue: 0.5, opacity: 1)
    #expect(
      abs(grey.red - 0.5) < 1e-6 && abs(grey.green - 0.5) < 1e-6 && abs(grey.blue - 0.5) < 1e-6)
  }

  @Test func aMissingAssetColourSaysWhereItWasLookedFor() throws {
    let root = try Self.folder([
      "App/Screen.swift":
        "import SwiftUI\nstruct Screen: View { var body: some View { Color(\"Missing\").glassEffect() } }\n",
      "App/Assets.xcassets/Contents.json": "{}",
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let scene = try SceneProgram.load(path: root)
    let warning = scene.evaluate(scene.initialState).diagnostics.first {
      $0.message.contains("Missing")
    }
    // The catalog holds no colour sets, but it was looked in, and the warning says so.
    #expect(warning?.message.contains("it is not in App/Assets.xcassets") == true)
    let single = try SceneTestSupport.scene(
      "import SwiftUI\nstruct S: View { var body: some View { Color(\"Brand\") } }\n")
    let alone = single.evaluate(single.initialState).diagnostics.first {
      $0.message.contains("Brand")
    }
    #expect(alone?.message.contains("give the app's folder") == true)
  }

  /// A button style that takes a namespace, a glass ID and a callback is shown on a stand-in:
  /// the stand-in view's own `@Namespace`, "Content" for the string and a closure that ignores
  /// its argument; `EdgeInsets` pads as SwiftUI's does.
  @Test func aHelperTakingANamespaceAndAClosureIsShownOnAStandIn() throws {
    let scene = try SceneTestSupport.scene(
      """
      import SwiftUI
      struct PillStyle: ButtonStyle {
        let glassID: String
        let namespace: Namespace.ID
        let onPress: (Bool) -> Void
        func makeBody(configuration: Configuration) -> some View {
          configuration.label
            .padding(EdgeInsets(top: 4, leading: 12, bottom: 4, trailing: 12))
            .glassEffect()
            .glassEffectID(glassID, in: namespace)
        }
      }
      """)
    let glass = SceneTestSupport.glass(scene, scene.initialState)
    #expect(glass.map(\.id) == ["Content"])
    // The label "Button" (body, 17 pt Inter) with 12 pt each side and 4 above and below a
    // 22 pt line.
    let label = FontMetrics.inter.width(
      of: "Button", size: 17, weight: "regular", monospacedDigits: false)
    #expect(abs((glass.first?.frame.width ?? 0) - (label + 24)) < 1e-9)
    #expect(abs((glass.first?.frame.height ?? 0) - 30) < 1e-9)
    #expect(!scene.diagnostics.contains { $0.message.contains("EdgeInsets") })
  }

  /// A design system's static view builders (`enum Surfaces { static func … -> some View }`)
  /// that reach glass are shown on stand-ins, called on their type with literal arguments.
  @Test func staticViewBuildersOfADesignSystemAreShownOnStandIns() throws {
    let scene = try SceneTestSupport.scene(
      """
      import SwiftUI
      enum Surfaces {
        static func card(cornerRadius: CGFloat) -> some View {
          RoundedRectangle(cornerRadius: cornerRadius)
            .fill(.clear)
            .frame(height: 80)
            .glassEffect(.regular, in: .rect(cornerRadius: cornerRadius))
        }
        static func divider() -> some View { Rectangle().frame(height: 1) }
      }
      """)
    let note = scene.diagnostics.first { $0.id == DiagnosticID.helpersOnly.messageID }
    #expect(note?.message.contains("Surfaces.card()") == true)
    #expect(note?.message.contains("divider") == false)
    // The corner radius stood in by 16 pt, as every number is.
    let glass = SceneTestSupport.glass(scene, scene.initialState)
    #expect(glass.map(\.shape) == [.roundedRectangle(cornerRadius: 16, continuous: true)])
    #expect(glass.first?.frame.height == 80)
  }

  /// A compatibility helper that switches over a tuple of its own enums
  /// (`switch (style, shape) { case (.regular, .rect(let radius)): … }`) is shown with each enum's
  /// first case without values, and a case's values by 16 pt: the regular rectangle of radius 16.
  @Test func helperArgumentsOfTheFilesOwnEnumsTakeTheirFirstCase() throws {
    let scene = try SceneTestSupport.scene(
      """
      import SwiftUI
      enum CompatShape { case rect(cornerRadius: CGFloat), circle }
      enum CompatStyle { case regular, clear }
      extension View {
        @ViewBuilder
        func compatGlass(_ style: CompatStyle, in shape: CompatShape) -> some View {
          switch (style, shape) {
          case (.regular, .rect(let radius)): self.glassEffect(.regular, in: .rect(cornerRadius: radius))
          case (.regular, .circle): self.glassEffect(.regular, in: .circle)
          case (.clear, _): self.glassEffect(.clear)
          }
        }
      }
      """)
    let glass = SceneTestSupport.glass(scene, scene.initialState)
    // `.circle` is the first case without values; the style's first case is `.regular`.
    #expect(glass.map(\.shape) == [.circle])
    #expect(!scene.diagnostics.contains { $0.id == DiagnosticID.noContent.messageID })
  }

  /// A modifier whose argument's type lives in another file (`BackgroundShape`) is still shown:
  /// the argument is an unknown, and a `switch` over it explores each case as a state — the
  /// rounded rectangle, the circle and the capsule of a 54 pt tall padded line of text.
  @Test func helperArgumentsOfTypesFromOtherFilesAreExploredUnknowns() throws {
    let scene = try SceneTestSupport.scene(
      """
      import SwiftUI
      struct GlassBackground: ViewModifier {
        let shape: BackgroundShape
        func body(content: Content) -> some View {
          switch shape {
          case .roundedRect(let radius): content.glassEffect(in: .rect(cornerRadius: radius))
          case .circle: content.glassEffect(in: .circle)
          case .capsule: content.glassEffect(in: .capsule)
          }
        }
      }
      """)
    let shapes = SceneTestSupport.glass(StateGraph(exploring: scene)).compactMap(\.first?.shape)
    #expect(shapes.count == 3)
    #expect(shapes.contains(.circle))
    #expect(shapes.contains(.capsule))
    #expect(!scene.diagnostics.contains { $0.id == DiagnosticID.noContent.messageID })
  }

  /// A file that holds only an app's `ToolbarContent` (its items factored out of the screen)
  /// shows them in a navigation bar: the prominent send item is the accent-tinted 44-pt circle
  /// at the trailing margin (402 − 16 − 44 = 342, y 62).
  @Test func toolbarContentAloneIsShownInABar() throws {
    let scene = try SceneTestSupport.scene(
      """
      import SwiftUI
      struct ComposerToolbar: ToolbarContent {
        var isSending = false
        var body: some ToolbarContent {
          ToolbarItem(placement: .topBarTrailing) {
            Button {} label: { Image(systemName: isSending ? "hourglass" : "paperplane") }
              .buttonStyle(.glassProminent)
          }
        }
      }
      """)
    let note = scene.diagnostics.first { $0.id == DiagnosticID.helpersOnly.messageID }
    #expect(note?.message.contains("ComposerToolbar") == true)
    // On the automatic canvas: a navigation stack takes the iPhone 16 Pro's screen.
    let glass = try #require(SceneTestSupport.glass(StateGraph(exploring: scene)).first)
    #expect(glass.map(\.frame) == [Rect(x: 342, y: 62, width: 44, height: 44)])
    #expect(glass.map(\.isProminent) == [true])
  }

  /// A file of helpers with a `#Preview` of its own shows that preview, as Xcode's canvas does,
  /// rather than stand-ins; in a folder, a chosen preview that shows none of the folder's views
  /// is shown alone, not with some other view of the folder as its root.
  @Test func aPreviewThatShowsNoDeclaredViewIsTheScene() throws {
    let helpers = """
      import SwiftUI
      extension View {
        func glassCard() -> some View { padding().glassEffect(.regular, in: .rect(cornerRadius: 20)) }
      }
      #Preview("Helper") {
        Text("Hello").glassCard()
      }
      """
    let alone = try SceneTestSupport.scene(helpers)
    #expect(alone.view.name == SceneProgram.previewRootName)
    #expect(alone.preview?.title == "Helper")
    #expect(!alone.diagnostics.contains { $0.id == DiagnosticID.helpersOnly.messageID })
    // One glass card: the body line (22 pt) with 16 pt of padding above and below.
    let glass = SceneTestSupport.glass(alone, alone.initialState)
    #expect(glass.map(\.shape) == [.roundedRectangle(cornerRadius: 20, continuous: true)])
    #expect(abs((glass.first?.frame.height ?? 0) - (22 + 2 * 16)) < 1e-9)

    let root = try Self.folder([
      "Card.swift": """
      import SwiftUI
      struct Card: View {
        @State private var open = false
        var body: some View { Button("Open") { open.toggle() }.glassEffect() }
      }
      """,
      "Helpers.swift": helpers,
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let chosen = try SceneProgram.load(path: root, previewName: "Helper")
    #expect(chosen.view.name == SceneProgram.previewRootName)
    #expect(chosen.stateDeclarations.isEmpty)
    #expect(SceneTestSupport.glass(chosen, chosen.initialState).count == 1)
  }

  /// A preview of an app's own `glassEffect` overload that draws a material shows no Liquid
  /// Glass: the app's declaration is the one Swift calls.
  @Test func aPreviewOfAnAppsOwnGlassEffectShowsTheAppsDrawing() throws {
    let scene = try SceneTestSupport.scene(
      """
      import SwiftUI
      enum Thickness { case thin, thick }
      extension View {
        func glassEffect(_ thickness: Thickness) -> some View {
          background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 12))
        }
      }
      #Preview { Text("Thin").padding().glassEffect(.thin) }
      """)
    #expect(scene.view.name == SceneProgram.previewRootName)
    #expect(SceneTestSupport.glass(scene, scene.initialState).isEmpty)
  }

  @Test func anUntitledPreviewIsPickedByItsPlace() throws {
    let root = try Self.folder([
      "A.swift":
        "import SwiftUI\nstruct First: View { var body: some View { Text(\"1\").glassEffect() } }\n#Preview { First() }\n",
      "B.swift":
        "import SwiftUI\nstruct Second: View { var body: some View { Text(\"2\").glassEffect() } }\n#Preview { Second() }\n",
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    do {
      _ = try SceneProgram.load(path: root)
      Issue.record("loaded without a choice")
    } catch {
      #expect(error.rendered.contains("untitled #Preview of Second (B.swift:3)"))
    }
    #expect(try SceneProgram.load(path: root, previewName: "B.swift:3").view.name == "Second")
  }

  /// `Color("Brand").ignoresSafeArea()` and `Color(.ocean).frame(height: 2)` (ContentView.swift):
  /// a colour used as a view takes view modifiers, with no warning.
  @Test func anAssetColourTakesViewModifiers() throws {
    let scene = try SceneProgram.load(path: Self.pantry)
    let warnings = scene.evaluate(scene.initialState).diagnostics.filter {
      $0.message.contains("on a colour")
    }
    #expect(warnings.isEmpty)
  }

  @Test func assetImagesTakeTheirOwnSizeAndAVectorOneSaysWhyItIsAStandIn() throws {
    let scene = try SceneProgram.load(path: Self.pantry, viewName: "CoverCard")
    let evaluated = scene.evaluate(scene.initialState)
    let layout = SceneLayout.layout(evaluated.tree, canvas: .size(Size(width: 170, height: 100)))
    let images = layout.content.filter {
      if case .image = $0.kind { return true }
      return false
    }
    // Cover: its sharpest file is cover@2x.png, 80 × 40 px at 2 px/pt → 40 × 20 pt.
    // Photo (Image(.photo) → Photo.imageset): photo.jpg, 30 × 30 px, one scale → 30 × 30 pt.
    // Logo: only a PDF, so the stand-in's 100 pt square (LayoutConstants.imagePlaceholderSize).
    #expect(
      images.map(\.frame.size) == [
        Size(width: 40, height: 20), Size(width: 30, height: 30), Size(width: 100, height: 100),
      ])
    // Side by side with no spacing, filling the 170 pt row: 0, 40, 70.
    #expect(images.map(\.frame.minX) == [0, 40, 70])
    let warnings = evaluated.diagnostics.filter { $0.message.contains("image") }
    #expect(warnings.count == 1)
    #expect(warnings.first?.message.contains("\"Logo\"") == true)
    #expect(warnings.first?.message.contains("a vector PDF") == true)
  }

  @Test func theAppsAccentColorTintsGlassAndIsColorAccentColor() throws {
    // AccentColor.colorset: light 8-bit 51/153/102, dark 8-bit 255/204/0.
    let accent = """
      {"colors": [
        {"color": {"color-space": "srgb", "components": {"red": "51", "green": "153", "blue": "102", "alpha": "1"}}, "idiom": "universal"},
        {"appearances": [{"appearance": "luminosity", "value": "dark"}],
         "color": {"color-space": "srgb", "components": {"red": "255", "green": "204", "blue": "0", "alpha": "1"}}, "idiom": "universal"}
      ]}
      """
    let root = try Self.folder([
      "App/Screen.swift": """
      import SwiftUI
      struct Screen: View {
          var body: some View {
              VStack {
                  Button("Save") {}.buttonStyle(.glassProminent)
                  Button("Delete") {}.buttonStyle(.glassProminent).tint(.red)
                  Color.accentColor.frame(width: 10, height: 10)
              }
          }
      }
      """,
      "App/Assets.xcassets/AccentColor.colorset/Contents.json": accent,
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    var scene = try SceneProgram.load(path: root)
    func tints() -> [MorphCore.Color?] {
      SceneLayout.layout(
        scene.evaluate(scene.initialState).tree, canvas: .size(Size(width: 300, height: 300))
      ).glass.map(\.glass.tint)
    }
    let light = MorphCore.Color(red: 51 / 255, green: 153 / 255, blue: 102 / 255)
    // The prominent button takes the app's accent; the one with its own `.tint(.red)` keeps red.
    #expect(tints() == [light, MorphCore.Color.red])
    #expect(Self.paints(scene) == [light])
    scene.environment.colorScheme = .dark
    let dark = MorphCore.Color(red: 1, green: 204 / 255, blue: 0)
    #expect(tints().first == dark)
    #expect(Self.paints(scene) == [dark])
  }
}

extension AppFolderTests {
  /// A computed view property in an extension of another file's nested view (`extension
  /// Habit.Dashboard { var controls: some View }`) is shown on a stand-in of that view, as a
  /// method is. Before: "declares no 'struct … : View'", an error. Worked out: one glass button
  /// style on one button, a capsule.
  @Test func aViewPropertyExtendingANestedViewOfAnotherFileIsShownOnItsStandIn() throws {
    let scene = try SceneTestSupport.scene(
      """
      import SwiftUI
      extension Journal.Dashboard {
        var controls: some View {
          Button("Today", systemImage: "calendar") { manager.jumpToToday() }
            .buttonStyle(.glass)
        }
      }
      """)
    let note = scene.diagnostics.first { $0.id == DiagnosticID.helpersOnly.messageID }
    #expect(note?.message.contains("Dashboard.controls") == true)
    #expect(!scene.diagnostics.contains { $0.severity == .error })
    let glass = SceneTestSupport.glass(scene, scene.initialState)
    #expect(glass.count == 1)
    #expect(glass.first?.shape == .capsule)
  }
}

extension AppFolderTests {
  /// A view is found by its name even where an earlier file nests a type of the same simple name
  /// (a logging namespace's `enum SearchView` beside the app's `struct SearchView: View`), as
  /// Swift's module scope says a plain name outside both means the top-level type. Before, the
  /// listing named the view and `--view SearchView` said there was none.
  @Test func aTopLevelViewIsFoundBesideANestedTypeOfTheSameName() throws {
    let root = try Self.folder([
      "App/Logging/LogSubsystem.swift":
        "enum LogSubsystem {\n  enum SearchView: String { case results }\n  enum Player: String { case queue }\n}\n",
      "App/Views/SearchView.swift":
        "import SwiftUI\nstruct SearchView: View { var body: some View { Text(\"Search\").padding().glassEffect() } }\n",
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let scene = try SceneProgram.load(path: root, viewName: "SearchView")
    #expect(scene.view.name == "SearchView")
    #expect(SceneTestSupport.glass(scene, scene.initialState).count == 1)
  }
}

extension AppFolderTests {
  /// The listing follows what a view draws, not what its model's code builds elsewhere. Written
  /// out: `StopRow` names `SaveButton`, whose body calls `.frostedCapsule()`, which names
  /// `glassEffect` — so `StopRow` reaches glass through `SaveButton → frostedCapsule`, and
  /// `SaveButton` through `frostedCapsule`. `SettingsScreen` holds an `AppRouter` (a class) whose
  /// method builds a `StopRow` for another screen; the settings screen draws no glass, and a class
  /// carries none, so it is not listed. (OneBusAway listed 56 views this way; 27 drew no glass.)
  @Test func theListingNamesTheHelpersAViewReachesGlassThroughAndNoModelCarriesGlass() throws {
    let root = try Self.folder([
      "App/DesignSystem/View+Frosted.swift":
        "import SwiftUI\nextension View {\n  func frostedCapsule() -> some View { padding().glassEffect(.regular, in: .capsule) }\n}\n",
      "App/Views/SaveButton.swift":
        "import SwiftUI\nstruct SaveButton: View {\n  var body: some View { Button(\"Save\") {}.frostedCapsule() }\n}\n",
      "App/Views/StopRow.swift":
        "import SwiftUI\nstruct StopRow: View {\n  var body: some View { HStack { Text(\"Stop\"); SaveButton() } }\n}\n",
      "App/Models/AppRouter.swift":
        "import SwiftUI\nfinal class AppRouter: ObservableObject {\n  func stopScreen() -> some View { StopRow() }\n}\n",
      "App/Views/SettingsScreen.swift":
        "import SwiftUI\nstruct SettingsScreen: View {\n  @StateObject var router = AppRouter()\n  var body: some View { Text(\"Settings\") }\n}\n",
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let folder = try ProgramFolder(path: root)
    let entries = folder.glassEntries(folder.linked.syntax)
    let routes = Dictionary(uniqueKeysWithValues: entries.map { ($0.name, $0.glassRoute) })
    #expect(
      routes == ["SaveButton": ["frostedCapsule"], "StopRow": ["SaveButton", "frostedCapsule"]])
    #expect(entries.allSatisfy { $0.glassAPIs == ["glassEffect"] })
  }
}

extension AppFolderTests {
  /// Two targets that each declare a `NoteEditorView` (an app's iOS and macOS folders): each
  /// target is read as its compiler reads it, its own declarations first. The iOS editor draws
  /// glass and its `MainTabView` reaches it; the macOS editor draws none, so the macOS
  /// `ContentView` that shows it is not listed — before, both names were one, and the macOS
  /// window was listed with glass it never shows.
  @Test func eachTargetReachesGlassThroughItsOwnDeclarations() throws {
    let root = try Self.folder([
      "iOS/Views/NoteEditorView.swift":
        "import SwiftUI\nstruct NoteEditorView: View {\n  var body: some View { Text(\"Note\").padding().glassEffect(.regular.interactive()) }\n}\n",
      "iOS/Views/MainTabView.swift":
        "import SwiftUI\nstruct MainTabView: View {\n  var body: some View { NoteEditorView() }\n}\n",
      "macOS/ContentView.swift":
        "import SwiftUI\nstruct ContentView: View {\n  var body: some View { NoteEditorView() }\n}\nstruct NoteEditorView: View {\n  var body: some View { TextEditor(text: .constant(\"Note\")) }\n}\n",
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let folder = try ProgramFolder(path: root)
    let listed = folder.glassEntries(target: nil).map { "\($0.name) \(folder.place($0.location))" }
    #expect(
      listed == [
        "MainTabView iOS/Views/MainTabView.swift:2",
        "NoteEditorView iOS/Views/NoteEditorView.swift:2",
      ])
    #expect(folder.glassEntries(target: "macOS").isEmpty)
  }
}
