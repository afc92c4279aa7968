import MorphCore
import MorphDiagnostics
import MorphLayout
import MorphViewTree
import Testing

@testable import MorphScene

/// A view file as it is pasted alone, leaning on what lives in the app's other files: a namespace
/// type its views nest in, the navigation stack its parent gives it, helper modifiers, models and
/// services. Each shows what the file itself draws, and says what it assumed. Expectations are
/// worked out by hand from the sources.
@Suite struct AppCodeOtherFilesTests {
  typealias S = SceneTestSupport

  /// Whether a diagnostic of `id` was reported.
  static func reports(_ diagnostics: [Diagnostic], _ id: DiagnosticID) -> Bool {
    diagnostics.contains { $0.id == id.messageID }
  }

  @Test func aViewNestedInAnExtensionOfAnotherFilesTypeIsTheView() throws {
    let source = """
      import SwiftUI

      extension StatusEditor {
          struct AccessoryBar: View {
              var body: some View {
                  HStack(spacing: 12) {
                      Button { } label: { Image(systemName: "photo") }
                          .frame(width: 44, height: 44)
                          .glassEffect(.regular, in: .circle)
                      Button { } label: { Image(systemName: "at") }
                          .frame(width: 44, height: 44)
                          .glassEffect(.regular, in: .circle)
                  }
              }
          }
      }

      #Preview {
          StatusEditor.AccessoryBar()
      }
      """
    let scene = try S.scene(source)
    #expect(scene.view.name == "AccessoryBar")
    // Nested types are read; nothing else of the extension needed a warning.
    #expect(!Self.reports(scene.diagnostics, .extensionOfUnknownType))
    let glass = try S.glass(source)
    // Two 44-pt circles 12 pt apart: 100 pt wide, centred on the 400 × 300 canvas.
    #expect(glass.count == 2)
    #expect(
      glass.map(\.frame) == [
        Rect(x: 150, y: 128, width: 44, height: 44), Rect(x: 206, y: 128, width: 44, height: 44),
      ])
  }

  @Test func anExtensionOfANestedTypeAddsToIt() throws {
    let body = try S.body(
      """
      enum Settings {
          struct Row: View {
              var body: some View { label.glassEffect() }
          }
      }
      extension Settings.Row {
          var label: some View { Text("Wi-Fi") }
      }
      """)
    #expect(S.texts(body) == ["Wi-Fi"])
  }

  @Test func aToolbarWithoutANavigationStackIsShownInOne() throws {
    let source = """
      import SwiftUI

      struct Compose: View {
          var body: some View {
              Text("Body")
                  .toolbar {
                      ToolbarItem(placement: .topBarTrailing) {
                          Button("Send", systemImage: "paperplane") { }
                      }
                  }
          }
      }
      """
    let scene = try S.scene(source)
    let view = scene.evaluate(scene.initialState)
    // The note says what was assumed; the view sits in a navigation stack around it.
    #expect(Self.reports(view.diagnostics, .assumedContext))
    #expect(
      view.tree.preview.map { if case .navigationStack = $0.kind { true } else { false } } == true)
    // The item is a toolbar capsule of glass: one element, 44 pt tall (Docs/SystemChrome.md).
    let glass = try S.glass(source)
    #expect(glass.count == 1)
    #expect(glass.first?.frame.height == 44)
  }

  @Test func aToolbarInsideTheFilesOwnNavigationStackNeedsNoAssumption() throws {
    let scene = try S.scene(
      """
      struct Compose: View {
          var body: some View {
              NavigationStack {
                  Text("Body").toolbar { ToolbarItem { Button("Send") { } } }
              }
          }
      }
      """)
    #expect(!Self.reports(scene.evaluate(scene.initialState).diagnostics, .assumedContext))
  }

  @Test func anUndeclaredClosureModifierAppliesItsClosure() throws {
    let source = """
      import SwiftUI

      struct Pill: View {
          let selected = true
          var body: some View {
              HStack {
                  Text("All")
                      .padding()
                      .modify { view in
                          if #available(iOS 26.0, *) {
                              view.glassEffect(.clear, in: .capsule)
                          } else {
                              view.background(Capsule().fill(.gray))
                          }
                      }
                  Text("Photos")
                      .padding()
                      .if(selected) { $0.glassEffect(.regular.tint(.blue)) }
                  Text("Videos")
                      .padding()
                      .if(!selected) { $0.glassEffect() }
              }
          }
      }
      """
    let scene = try S.scene(source)
    let view = scene.evaluate(scene.initialState)
    #expect(view.diagnostics.filter { $0.id == DiagnosticID.assumedHelper.messageID }.count == 3)
    // `modify` applies its closure (the #available branch); `.if` only where its flag holds.
    let glass = try S.glass(source)
    #expect(glass.map(\.glass.variant) == [.clear, .regular])
    #expect(glass[1].glass.tint != nil)
  }

  @Test func anUndeclaredModifierWhoseNameSaysGlassIsGlass() throws {
    let source = """
      import SwiftUI

      struct InputBar: View {
          var body: some View {
              VStack(spacing: 60) {
                  Text("Message")
                      .padding()
                      .glassEffectIfAvailable(interactive: true, shape: RoundedRectangle(cornerRadius: 18))
                  Text("Ring")
                      .glassEffectUnion(progress: 0.5, thickness: .thin)
                  Text("Off")
                      .liquidGlass(isEnabled: false)
              }
          }
      }
      """
    let glass = try S.glass(source)
    // The first: interactive glass in an 18-pt rounded rectangle. The second: an app's overload
    // of a SwiftUI name with labels SwiftUI's does not take — glass in a capsule. The third is
    // turned off by its own argument.
    #expect(glass.count == 2)
    #expect(glass[0].glass.isInteractive)
    #expect(glass[0].cornerRadius == 18)
    #expect(glass[1].shape == .capsule)
  }

  @Test func anUndeclaredMethodsResultIsAnUnknownValueNotAView() throws {
    let scene = try S.scene(
      """
      import SwiftUI

      struct Badges: View {
          @Environment(BadgeService.self) private var service
          var body: some View {
              let earned = service.earnedBadges()
              VStack {
                  Text(L10n.localized("Badges"))
                  if earned.count > 0 {
                      Text("Earned").padding().glassEffect()
                  }
              }
          }
      }
      """)
    let graph = StateGraph(exploring: scene)
    // `earned.count > 0` is unknown: a state without the glass and one with it.
    #expect(graph.nodes.map(\.assumed) == [[], ["service.earnedBadges.count > 0"]])
    #expect(S.glass(graph).map(\.count) == [0, 1])
    let diagnostics = scene.evaluate(scene.initialState).diagnostics
    #expect(!diagnostics.contains { $0.message.contains("on a view") })
    #expect(!Self.reports(diagnostics, .unsupportedView))
  }

  @Test func anUndeclaredTypeMadeForAModelParameterIsAValue() throws {
    let scene = try S.scene(
      """
      import SwiftUI

      struct DeckRow: View {
          let deck: Deck
          var body: some View {
              if deck.cards.isEmpty {
                  Text("Empty")
              } else {
                  Text(deck.name).padding().glassEffect()
              }
          }
      }

      #Preview { DeckRow(deck: Deck(name: "Verbs")) }
      """)
    let graph = StateGraph(exploring: scene)
    // `Deck(name:)` is a value of another file's type: its `cards.isEmpty` is explored.
    #expect(graph.nodes.map(\.assumed) == [[], ["Deck.cards.isEmpty"]])
    #expect(S.glass(graph).map(\.count) == [1, 0])
  }

  /// A local made in a body from another file's type (`let policy = MaterialPolicy(…)`) is a
  /// value, named for the local, whose members are unknowns; before, it was taken for a view
  /// the simulator lacks and its colour for "a view, not a colour". One named as a view
  /// (`ProfileCardView`) is still a view, placed where the body uses it.
  @Test func aLocalMadeFromAnUndeclaredTypeIsAValue() throws {
    let scene = try S.scene(
      """
      import SwiftUI

      struct GlassCard: View {
          @Environment(\\.colorScheme) private var colorScheme
          var body: some View {
              let policy = MaterialPolicy(level: 2)
              let header = ProfileCardView(name: "Ada")
              VStack {
                  header
                  RoundedRectangle(cornerRadius: 16)
                      .fill(policy.cardMaterial(for: colorScheme))
                      .frame(width: 120, height: 60)
                      .glassEffect(in: .rect(cornerRadius: 16))
              }
          }
      }
      """)
    let view = scene.evaluate(scene.initialState)
    let unsupported = view.diagnostics.filter { $0.id == DiagnosticID.unsupportedView.messageID }
    #expect(unsupported.map(\.message).allSatisfy { $0.contains("'ProfileCardView'") })
    #expect(unsupported.count == 1)
    #expect(!view.diagnostics.contains { $0.message.contains("found a view") })
    #expect(view.diagnostics.contains { $0.message.contains("'policy.cardMaterial(…)'") })
    #expect(S.glass(scene, scene.initialState).count == 1)
  }

  /// A row from another file given its actions as trailing closures: the closures that change
  /// state and build no view are actions the row runs when tapped, not its content — before,
  /// each was built as content and warned "State changes in view code are ignored". A content
  /// closure (`SectionCard { Text(…) }`) is still laid out inside the placeholder.
  @Test func anUndeclaredComponentsActionClosuresAreNotItsContent() throws {
    let scene = try S.scene(
      """
      import SwiftUI
      struct Devices: View {
          @State private var selected: Set<String> = []
          @State private var isConfirming = false
          var body: some View {
              VStack {
                  DeviceRow(name: "Phone") {
                      guard !selected.isEmpty else { return }
                      selected.removeAll()
                  } onDelete: {
                      selected.insert("Phone")
                      isConfirming = true
                  }
                  SectionCard {
                      Text("Storage").padding().glassEffect()
                  }
              }
          }
      }
      """)
    let view = scene.evaluate(scene.initialState)
    #expect(!view.diagnostics.contains { $0.id == DiagnosticID.stateChangeInView.messageID })
    #expect(S.texts(view.root) == ["Storage"])
    #expect(S.glass(scene, scene.initialState).count == 1)
  }

  @Test func theViewsOwnBindingsStartAsStandIns() throws {
    let scene = try S.scene(
      """
      import SwiftUI

      enum Tab { case home, search }

      struct Pills: View {
          @Binding var filters: [TimelineFilter]
          @Binding var tab: Tab
          var body: some View {
              HStack {
                  ForEach(filters, id: \\.self) { filter in
                      Text("Filter").padding().glassEffect()
                  }
                  if tab == .home { Text("Home") }
              }
          }
      }
      """)
    let body = scene.evaluate(scene.initialState).root
    // Three stand-in filters (an empty list would hide their glass), and the enum's first case.
    #expect(try S.glass(S.source(of: scene)).count == 3)
    #expect(S.texts(body).filter { $0 == "Home" }.count == 1)
  }

  @Test func aBuilderThatBuildsNothingStillTakesModifiers() throws {
    let scene = try S.scene(
      """
      struct Counter: View {
          @State private var count = 0
          var body: some View {
              badge
                  .padding(8)
                  .foregroundStyle(.white)
          }
          @ViewBuilder var badge: some View {
              if count > 0 { Text("\\(count)").glassEffect() }
          }
      }
      """)
    let diagnostics = scene.evaluate(scene.initialState).diagnostics
    // `count` is 0: no badge, and no complaint that nothing has no `padding`.
    #expect(!Self.reports(diagnostics, .unknownMember))
    #expect(!Self.reports(diagnostics, .unsupportedView))
  }

  @Test func aButtonInsideItsOwnStylesBodyIsNotStyledAgain() throws {
    let source = """
      import SwiftUI

      struct SupplementStyle: PrimitiveButtonStyle {
          func makeBody(configuration: Configuration) -> some View {
              Button { configuration.trigger() } label: {
                  configuration.label.padding().glassEffect(.regular.interactive())
              }
          }
      }

      struct Supplement: View {
          var body: some View {
              Button("Play") { }.buttonStyle(SupplementStyle())
          }
      }
      """
    let scene = try S.scene(source)
    #expect(!scene.diagnostics.contains { $0.severity == .error })
    // One glass label: the style wrapped the label once, not again around its own button.
    #expect(try S.glass(source).count == 1)
  }

  @Test func theSimulatedDeviceAnswersWhatAppsAskOfIt() throws {
    let scene = try S.scene(
      """
      import SwiftUI

      struct Adaptive: View {
          var body: some View {
              if UIDevice.current.userInterfaceIdiom == .pad {
                  Text("Sidebar")
              } else if UIScreen.main.bounds.width < 500 {
                  Text("Compact").padding().glassEffect()
              }
          }
      }
      """)
    // An iPhone 16 Pro (402 pt wide): the compact branch, and nothing left unknown to explore.
    let graph = StateGraph(exploring: scene)
    #expect(graph.nodes.count == 1)
    #expect(S.texts(scene.evaluate(scene.initialState).root) == ["Compact"])
  }

  /// The environment values an adaptive layout reads have the simulated iPhone's answers: in
  /// portrait its width is compact and its height regular (HIG, "Layout"), the app is active,
  /// and a pixel is a third of a point at 3×. So the compact layout's glass shows, the badge is
  /// 36 × 1 pt (three pixels of 1/3 pt make one point), and nothing is left unknown — before,
  /// each was a placeholder with a warning and the size-class branch was explored both ways.
  @Test func adaptiveEnvironmentValuesAreTheSimulatedIPhones() throws {
    let scene = try S.scene(
      """
      import SwiftUI

      struct Dashboard: View {
          @Environment(\\.horizontalSizeClass) private var widthClass
          @Environment(\\.verticalSizeClass) private var heightClass
          @Environment(\\.scenePhase) private var phase
          @Environment(\\.pixelLength) private var pixel

          var body: some View {
              VStack {
                  if widthClass == .compact && heightClass == .regular {
                      Text("Stacked").padding().glassEffect()
                  } else {
                      Text("Side by side")
                  }
                  if phase != .active {
                      Text("Paused")
                  }
                  Color.blue.frame(width: 36, height: pixel * 3)
              }
          }
      }
      """)
    let graph = StateGraph(exploring: scene)
    #expect(graph.nodes.count == 1)
    let view = scene.evaluate(scene.initialState)
    #expect(S.texts(view.root) == ["Stacked"])
    #expect(!view.diagnostics.contains { $0.id == DiagnosticID.environmentValue.messageID })
    let frames = SceneLayout.layout(view.tree, canvas: .size(Size(width: 400, height: 300)))
      .content.map(\.frame)
    #expect(frames.contains { abs($0.width - 36) < 1e-9 && abs($0.height - 1) < 1e-9 })
  }

  /// UIKit's element colours, the way app code reaches them (`Color(.systemBackground)`,
  /// `Color(uiColor:)`, `Color(UIColor.…)`), and the hierarchical `.tertiary`: each the value iOS
  /// resolves it to in the appearance (worked out from the published 0–255 components), where
  /// before each was an asset colour the catalog lacked, drawn grey.
  @Test func uiKitElementColoursResolvePerAppearance() throws {
    var scene = try S.scene(
      """
      import SwiftUI

      struct Swatches: View {
          var body: some View {
              HStack {
                  Text("A").glassEffect(.regular.tint(Color(.secondarySystemBackground)))
                  Text("B").glassEffect(.regular.tint(Color(uiColor: .tertiaryLabel)))
                  Text("C").glassEffect(.regular.tint(Color(UIColor.systemGray5)))
              }
          }
      }
      """)
    func tints() -> [Color?] { S.glass(scene, scene.initialState).map(\.glass.tint) }
    #expect(
      tints() == [
        Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255),
        Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.3),
        Color(red: 229 / 255, green: 229 / 255, blue: 234 / 255),
      ])
    scene.environment.colorScheme = .dark
    #expect(
      tints() == [
        Color(red: 28 / 255, green: 28 / 255, blue: 30 / 255),
        Color(red: 235 / 255, green: 235 / 255, blue: 245 / 255, opacity: 0.3),
        Color(red: 44 / 255, green: 44 / 255, blue: 46 / 255),
      ])
    let diagnostics = scene.evaluate(scene.initialState).diagnostics
    #expect(!diagnostics.contains { $0.id == DiagnosticID.unsupportedValue.messageID })
    #expect(!diagnostics.contains { $0.id == DiagnosticID.unknownName.messageID })
  }

  /// A design system's brand colour made through UIKit from components
  /// (`Color(UIColor(red: 2 / 255, green: 113 / 255, blue: 1, alpha: 1))`, as a social app's
  /// `extension Color` writes it) is that colour: (2, 113, 255) of 255, opaque; `NSColor(white:
  /// alpha:)` through `Color(nsColor:)` is a grey of that white at that opacity. Before, the
  /// UIKit initialiser was read as an asset named "init", drawn neutral grey with a warning.
  @Test func aPlatformColourMadeFromComponentsIsThatColour() throws {
    let scene = try S.scene(
      """
      import SwiftUI
      import UIKit

      extension Color {
          public static var brand: Color {
              Color(UIColor(red: 2 / 255, green: 113 / 255, blue: 1, alpha: 1))
          }
      }

      struct Chips: View {
          var body: some View {
              HStack {
                  Text("A").glassEffect(.regular.tint(.brand))
                  Text("B").glassEffect(.regular.tint(Color(nsColor: NSColor(white: 0.2, alpha: 0.5))))
              }
          }
      }
      """)
    let tints = S.glass(scene, scene.initialState).map(\.glass.tint)
    #expect(
      tints == [Color(red: 2 / 255, green: 113 / 255, blue: 1), Color(white: 0.2, opacity: 0.5)])
    let diagnostics = scene.evaluate(scene.initialState).diagnostics
    #expect(!diagnostics.contains { $0.id == DiagnosticID.unsupportedValue.messageID })
  }

  /// Locales as app code reads them to pick a language: the environment's and `Locale.current`
  /// are the simulated iPhone's US English, and `Locale(identifier:)` is parsed as BCP 47 orders
  /// an identifier (language, then an optional script, then a region). So the English glass
  /// shows, "pt"/"BR" and "zh"/"TW" are read from their identifiers, and nothing is left to
  /// assume (before, each comparison was an unknown explored both ways).
  @Test func localesAreTheDevicesOrParsedFromTheirIdentifiers() throws {
    let scene = try S.scene(
      """
      import SwiftUI

      struct Greeting: View {
          @Environment(\\.locale) private var locale
          private var isBrazilian: Bool {
              let parsed = Locale(identifier: "pt-BR")
              return parsed.language.languageCode?.identifier == "pt"
                  && parsed.language.region?.identifier == "BR"
          }
          var body: some View {
              VStack {
                  if locale.language.languageCode?.identifier == "en" && Locale.current.regionCode == "US" {
                      Text("Hello").padding().glassEffect()
                  }
                  Text(isBrazilian ? "pt-BR" : "other")
                  Text(Locale(identifier: "zh-Hant-TW").language.region?.identifier ?? "none")
              }
          }
      }
      """)
    let graph = StateGraph(exploring: scene)
    #expect(graph.nodes.count == 1)
    #expect(S.texts(scene.evaluate(scene.initialState).root) == ["Hello", "pt-BR", "TW"])
    #expect(S.glass(graph).map(\.count) == [1])
  }

  /// A dictionary looked up with a key a parent passes (`tags[tagID]`): what it finds is an
  /// unknown, explored found (the editor and its glass) and not found — before, the lookup of
  /// an unknown key was nil for good and the editor never showed.
  @Test func aLookupWithAnUnknownKeyIsExploredFoundAndNot() throws {
    let scene = try S.scene(
      """
      import SwiftUI
      struct Tag { var name: String }
      struct TagEditor: View {
          let tagID: String
          private let tags: [String: Tag] = ["a": Tag(name: "Work")]
          var body: some View {
              if let tag = tags[tagID] {
                  Text(tag.name).padding().glassEffect()
              } else {
                  Text("Missing")
              }
          }
      }
      """)
    let graph = StateGraph(exploring: scene)
    #expect(graph.nodes.map(\.assumed) == [[], ["tags[tagID] == nil"]])
    #expect(S.glass(graph).map(\.count) == [1, 0])
  }

  /// Launch flags apps check for UI tests and demos, and the preferred language: an app opened
  /// from the home screen has no extra arguments, no environment variables, and (here) US
  /// English — so the welcome glass shows, the label reads "en-US", and nothing is left as an
  /// unknown to explore (before, each was an unknown explored both ways: three states, two of
  /// them without the glass).
  @Test func theLaunchHasNoTestFlagsAndSpeaksEnglish() throws {
    let scene = try S.scene(
      """
      import SwiftUI

      struct Onboarding: View {
          private var isUITest: Bool { ProcessInfo.processInfo.arguments.contains("-UITests") }
          private var isDemo: Bool { ProcessInfo.processInfo.environment["DEMO_MODE"] == "1" }
          private var language: String { Locale.preferredLanguages.first ?? "en" }

          var body: some View {
              VStack {
                  if !isUITest && !isDemo {
                      Text("Welcome").padding().glassEffect()
                  }
                  Text(language)
              }
          }
      }
      """)
    let graph = StateGraph(exploring: scene)
    #expect(graph.nodes.count == 1)
    #expect(S.texts(scene.evaluate(scene.initialState).root) == ["Welcome", "en-US"])
    #expect(S.glass(graph).map(\.count) == [1])
  }

  /// A tap's action that hops to the main thread when it is not on it (`if !Thread.isMainThread
  /// { Task { @MainActor in self.open() }; return }`) runs on the main thread, as SwiftUI's
  /// actions do: the sheet flag is set in one pass. Before, the question was an unknown assumed
  /// false, and the re-run recursed 64 closures deep into an error.
  @Test func actionsRunOnTheMainThread() throws {
    let scene = try S.scene(
      """
      import SwiftUI

      struct ProfileButton: View {
          @State private var showsProfile = false
          var body: some View {
              Button("Profile") { open() }
                  .padding()
                  .glassEffect()
                  .sheet(isPresented: $showsProfile) { Text("Profile") }
          }
          private func open() {
              if !Thread.isMainThread {
                  Task { @MainActor in self.open() }
                  return
              }
              showsProfile = true
          }
      }
      """)
    let view = scene.evaluate(scene.initialState)
    let opened = scene.tap(view.buttons[0], in: scene.initialState)
    #expect(opened.changes.map(\.name) == ["showsProfile"])
    #expect(!opened.diagnostics.contains { $0.severity == .error })
  }

  /// A form built with a library's operators (Eureka's `<<<` and `+++`, declared in the library,
  /// not in the app) is a located warning at each, and the view beside it loads with its glass
  /// and its tap (before, each operator was an error and the file, or the whole app folder, was
  /// refused).
  @Test func aLibrarysOperatorIsAWarningAndTheViewLoads() throws {
    let scene = try S.scene(
      """
      import SwiftUI

      struct StopRow: View {
          @State private var isSaved = false
          var body: some View {
              Button(isSaved ? "Saved" : "Save") { isSaved = true }
                  .padding()
                  .glassEffect()
          }
          func makeForm() -> Form {
              Form() +++ Section("Stop") <<< TextRow("Name")
          }
      }
      """)
    let warnings = scene.diagnostics.filter { $0.id.id == "syntax.operators" }
    #expect(warnings.map(\.location.line) == [11, 11])
    #expect(warnings.map { $0.message.contains("'+++'") } == [true, false])
    #expect(warnings.allSatisfy { $0.severity == .warning })
    let graph = StateGraph(exploring: scene)
    #expect(S.glass(graph).map(\.count) == [1, 1])
    #expect(graph.nodes.count == 2)
  }

  @Test func aClosureThatReadsAValueIsNotAViewTransform() throws {
    let scene = try S.scene(
      """
      import SwiftUI

      struct Seeded: View {
          @State private var values: [Double] = [1, 2]
          var body: some View {
              Text("Seeded")
                  .glassEffect()
                  .onFirstLoad { values.first(where: { $0 > 1 }) }
                  .onURL { url in open(url) }
          }
      }
      """)
    let diagnostics = scene.evaluate(scene.initialState).diagnostics
    // Neither closure builds on a view it is given: both are app modifiers that are ignored.
    #expect(!Self.reports(diagnostics, .assumedHelper))
    #expect(diagnostics.filter { $0.id == DiagnosticID.unsupportedModifier.messageID }.count == 2)
  }

  @Test func anUndeclaredModifierNamedForAToolbarPlacementFillsIt() throws {
    let source = """
      import SwiftUI

      struct Keys: View {
          var body: some View {
              NavigationStack {
                  Text("Keys")
                      .topBarTrailing {
                          Button("Add") { }
                              .buttonStyle(.glassProminent)
                      }
              }
          }
      }
      """
    let scene = try S.scene(source)
    let view = scene.evaluate(scene.initialState)
    #expect(Self.reports(view.diagnostics, .assumedHelper))
    // The same glass as the toolbar written out, which is what such a helper wraps.
    let written = source.replacingOccurrences(
      of: ".topBarTrailing {", with: ".toolbar { ToolbarItemGroup(placement: .topBarTrailing) {"
    ).replacingOccurrences(
      of: "glassProminent)\n                }", with: "glassProminent)\n                } }")
    #expect(written.contains("ToolbarItemGroup") && written != source)
    let glass = try S.glass(source)
    #expect(!glass.isEmpty)
    #expect(glass.map(\.frame) == (try S.glass(written)).map(\.frame))
    #expect(glass.contains { $0.isProminent })
  }

  @Test func aCustomLabelStyleBuildsItsBodyAroundTitleAndIcon() throws {
    let source = """
      import SwiftUI

      struct PillLabelStyle: LabelStyle {
          let spacing: CGFloat
          func makeBody(configuration: Configuration) -> some View {
              HStack(spacing: spacing) {
                  configuration.icon
                  configuration.title
              }
              .padding(Self.inset)
              .glassEffect(.regular, in: .capsule)
          }
          static var inset: CGFloat { 10 }
      }

      struct Chip: View {
          var body: some View {
              Label("Favorites", systemImage: "star").labelStyle(PillLabelStyle(spacing: 6))
          }
      }
      """
    let body = try S.scene(source).evaluate(try S.scene(source).initialState).root
    #expect(S.texts(body) == ["Favorites"])
    let glass = try S.glass(source)
    // One capsule, 10 pt of padding around the row on every side (`Self.inset`).
    #expect(glass.count == 1)
    #expect(glass.first?.shape == .capsule)
    let row = S.nodes(body).first { if case .stack = $0.kind { true } else { false } }
    #expect(row != nil)
  }

  @Test func aHelperCallingAnotherHelperKeepsTheViewItIsCalledOn() throws {
    let source = """
      import SwiftUI

      extension View {
          @ViewBuilder func glassButtonStyle(prominent: Bool) -> some View {
              if prominent { prominentGlassButtonStyle() } else { plainGlassButtonStyle() }
          }
          func plainGlassButtonStyle() -> some View { buttonStyle(.glass) }
          func prominentGlassButtonStyle() -> some View { self.buttonStyle(.glassProminent) }
      }

      struct Actions: View {
          var body: some View {
              GlassEffectContainer {
                  HStack {
                      Button("Save") { }.glassButtonStyle(prominent: true)
                      Button("Later") { }.glassButtonStyle(prominent: false)
                  }
              }
          }
      }
      """
    let glass = try S.glass(source)
    #expect(glass.map(\.isProminent) == [true, false])
  }

  @Test func aFileOfButtonStyleHelpersShowsThemOnAButton() throws {
    let scene = try S.scene(
      """
      import SwiftUI

      extension View {
          func glassButton() -> some View { buttonStyle(.glass) }
      }
      """)
    let glass = S.glass(scene, scene.initialState)
    // A button style shows only on a button: the stand-in is `Button("Button")`.
    #expect(glass.count == 1)
    #expect(S.placements(scene, scene.initialState).first?.isButtonStyle == true)
  }

  @Test func recursionThatEndsOnAnUnknownIsAWarning() throws {
    let scene = try S.scene(
      """
      struct Ratio: View {
          let a: Int
          let b: Int
          var body: some View { Text("\\(gcd(a, b))").glassEffect() }
          private func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? abs(a) : gcd(b, a % b) }
      }
      """)
    let diagnostics = scene.evaluate(scene.initialState).diagnostics
    let nesting = diagnostics.first { $0.id == DiagnosticID.nestingTooDeep.messageID }
    #expect(nesting?.severity == .warning)
  }

  @Test func recursionWithoutUnknownsIsStillAnError() throws {
    let scene = try S.scene(
      """
      struct Loop: View {
          var body: some View { Text("\\(count(3))") }
          private func count(_ n: Int) -> Int { count(n + 1) }
      }
      """)
    let nesting = scene.evaluate(scene.initialState).diagnostics.first {
      $0.id == DiagnosticID.nestingTooDeep.messageID
    }
    #expect(nesting?.severity == .error)
  }

  @Test func exploringStopsWhenTheWorkBudgetIsSpent() throws {
    let scene = try S.scene(
      """
      struct Counter: View {
          @State private var count = 0
          var body: some View {
              Button("\\(count)") { count += 1 }.glassEffect()
          }
      }
      """)
    // Without a budget worth speaking of the count would go on to the 64-state limit; with one
    // that the first evaluation spends, only the initial state is kept, with a warning.
    let full = StateGraph(exploring: scene)
    #expect(full.nodes.count == StateGraph.defaultLimit)
    let tight = WorkBudget(limit: 1)
    let graph = StateGraph(exploring: scene, budget: tight)
    #expect(graph.nodes.count == 1)
    #expect(graph.isTruncated)
    let warning = graph.diagnostics.first { $0.id == DiagnosticID.resourceLimit.messageID }
    #expect(warning?.severity == .warning)
    #expect(warning?.message.contains("work budget") == true)
  }

  @Test func aStateWithThousandsOfButtonsTapsTheFirst200() throws {
    let scene = try S.scene(
      """
      struct Keys: View {
          @State private var last = -1
          var body: some View {
              VStack {
                  ForEach(0..<250) { key in Button("key \\(key)") { last = key } }
              }
          }
      }
      """)
    let graph = StateGraph(exploring: scene)
    // The initial state shows 250 buttons; 200 of them are tapped (one result each).
    #expect(graph.nodes[0].buttons.count == 250)
    #expect(graph.initialTapChanges.count == StateGraph.maximumTapsPerState)
    #expect(graph.diagnostics.contains { $0.message.contains("250 tappable views") })
  }

  /// Two computed properties defined through each other, the cycle broken in Swift by a value
  /// from a service the file does not have (`isPolar`; a real day with no sunrise is a polar
  /// one): with that unknown assumed false the getters would call each other without end, twice
  /// per level. The first to pass 64 levels becomes an unknown (a warning, once); the view still
  /// loads with its glass, without running into the step limit.
  @Test func propertiesDefinedThroughEachOtherOnUnknownsAreUnknowns() throws {
    let source = """
      import SwiftUI

      struct DayInfo {
          let sunrise: Date?
          let start: Date
          let isPolar: Bool

          var safeSunrise: Date {
              if let sunrise { return sunrise }
              if daylight <= 0 { return start }
              if daylight >= 86_400 { return start }
              return start
          }

          var daylight: TimeInterval {
              guard isPolar else {
                  return safeSunrise.distance(to: start) + safeSunrise.distance(to: start)
              }
              return 0
          }
      }

      struct DayRow: View {
          let info = DayInfo(sunrise: nil, start: .now, isPolar: SolarService.shared.isPolar)
          @State private var expanded = false

          var body: some View {
              Button(expanded ? "Less" : "More") { expanded.toggle() }
                  .padding()
                  .glassEffect()
                  .opacity(info.daylight > 0 ? 1 : 0.5)
          }
      }
      """
    let scene = try S.scene(source)
    let view = scene.evaluate(scene.initialState)
    let deep = view.diagnostics.filter { $0.id == DiagnosticID.nestingTooDeep.messageID }
    #expect(deep.count == 1)
    #expect(deep.allSatisfy { $0.severity == .warning })
    #expect(!view.diagnostics.contains { $0.severity == .error })
    #expect(try S.glass(source).count == 1)
  }

  /// An app's optional-taking wrapper around a SwiftUI modifier of the same name (Harbour's
  /// `buttonStyle(_ style: (some PrimitiveButtonStyle)?)`): inside it, `self.buttonStyle(style)`
  /// with the unwrapped style is SwiftUI's modifier — Swift prefers the overload that takes the
  /// value as it is over wrapping it in an Optional — so the button gets the glass style once,
  /// with no recursion.
  @Test func anOptionalTakingWrapperCallsSwiftUIsModifier() throws {
    let source = """
      import SwiftUI

      extension View {
          @ViewBuilder
          func buttonStyle(_ style: (some PrimitiveButtonStyle)?) -> some View {
              if let style {
                  self.buttonStyle(style)
              } else {
                  self
              }
          }
      }

      enum Styles {
          static var glass: (some PrimitiveButtonStyle)? {
              if #available(iOS 26.0, *) {
                  GlassButtonStyle()
              } else {
                  nil
              }
          }
      }

      struct Bar: View {
          @State private var on = false
          var body: some View {
              Button(on ? "On" : "Off") { on.toggle() }
                  .buttonStyle(Styles.glass)
          }
      }
      """
    let scene = try S.scene(source)
    let view = scene.evaluate(scene.initialState)
    #expect(!view.diagnostics.contains { $0.id == DiagnosticID.nestingTooDeep.messageID })
    // One glass capsule: the bordered glass button style (Docs/SystemChrome.md).
    #expect(try S.glass(source).count == 1)
  }

  /// Two views of one name nested in different types (Harbour's `SettingsView.OtherSection` and
  /// `DebugView.OtherSection`): inside `DebugView`, `OtherSection()` is its own — Swift looks a
  /// name up in the enclosing types first — so the settings screen, which shows the debug screen,
  /// does not contain itself.
  @Test func aNestedTypeIsFoundInsideTheTypeThatHoldsIt() throws {
    let source = """
      import SwiftUI

      struct SettingsView: View {
          var body: some View {
              VStack { OtherSection() }
          }
      }

      extension SettingsView {
          struct OtherSection: View {
              var body: some View {
                  VStack {
                      Text("Settings other")
                      DebugView()
                  }
                  .glassEffect()
              }
          }
      }

      struct DebugView: View {
          var body: some View {
              VStack { OtherSection() }
          }
      }

      private extension DebugView {
          struct OtherSection: View {
              var body: some View { Text("Debug other") }
          }
      }
      """
    let scene = try S.scene(source, view: "SettingsView")
    let view = scene.evaluate(scene.initialState)
    #expect(!view.diagnostics.contains { $0.id == DiagnosticID.nestingTooDeep.messageID })
    #expect(S.texts(try S.body(source)) == ["Settings other", "Debug other"])
    // Named from outside through its holder, each is itself.
    let qualified = try S.scene(
      source + "\n#Preview { DebugView.OtherSection() }", view: nil)
    #expect(qualified.diagnostics.allSatisfy { $0.severity != .error })
  }

  /// An initialiser in an extension that adapts its argument and delegates with `self.init(…)`
  /// to the memberwise initialiser under the same labels (Scoop's `InstantKeyboardField(text:
  /// Binding<String?>)` → `self.init(text: Binding(get:set:), …)`): the simulator cannot tell
  /// `Binding<String?>` from `Binding<String>`, but an initialiser never delegates to itself, so
  /// the memberwise one runs and sets the properties.
  @Test func anInitialiserDelegatingUnderItsOwnLabelsReachesTheMemberwiseOne() throws {
    let source = """
      import SwiftUI

      struct Field: View {
          @Binding var text: String
          var limit: Int = 130

          var body: some View {
              Text("\\(text.count) of \\(limit)").padding().glassEffect()
          }
      }

      extension Field {
          init(text: Binding<String?>, limit: Int = 90) {
              self.init(
                  text: Binding(get: { text.wrappedValue ?? "" }, set: { text.wrappedValue = $0 }),
                  limit: limit)
          }
      }

      struct Composer: View {
          @State private var draft: String? = "Hi"
          var body: some View { Field(text: $draft, limit: 40) }
      }
      """
    let scene = try S.scene(source, view: "Composer")
    let view = scene.evaluate(scene.initialState)
    #expect(!view.diagnostics.contains { $0.id == DiagnosticID.nestingTooDeep.messageID })
    // The memberwise initialiser set `limit` to the 40 passed through (the count read through
    // a `Binding(get:set:)` is not simulated: an unknown).
    #expect(S.texts(view.root).first?.hasSuffix(" of 40") == true)
  }

  /// A login form whose fields take the app's own `TextFieldStyle` (`_body(configuration:)`
  /// padding the field and putting it on glass), set once on their stack as SwiftUI's
  /// environment passes it down: each field — the `SecureField` too — is drawn on its own
  /// 44 pt glass, 12 pt apart (the second 44 + 12 = 56 pt below the first), as wide as the
  /// other (the fields take the width offered), and still takes its typing tap. Before, the
  /// style was ignored with a warning and no glass showed.
  @Test func anAppsTextFieldStyleDrawsAroundEachField() throws {
    let scene = try S.scene(
      """
      import SwiftUI

      struct GlassFieldStyle: TextFieldStyle {
          func _body(configuration: TextField<Self._Label>) -> some View {
              configuration
                  .padding(.horizontal, 16)
                  .frame(height: 44)
                  .glassEffect(.regular.interactive(), in: .rect(cornerRadius: 12))
          }
      }

      struct LoginForm: View {
          @State private var username = ""
          @State private var password = ""

          var body: some View {
              VStack(spacing: 12) {
                  TextField("Username", text: $username)
                  SecureField("Password", text: $password)
              }
              .textFieldStyle(GlassFieldStyle())
              .padding()
          }
      }
      """)
    let glass = S.glass(scene, scene.initialState)
    #expect(glass.count == 2)
    #expect(glass.map { $0.frame.size.height } == [44, 44])
    #expect(glass.count == 2 && glass[1].frame.origin.y - glass[0].frame.origin.y == 56)
    #expect(glass.count == 2 && glass[0].frame.size.width == glass[1].frame.size.width)
    let graph = StateGraph(exploring: scene)
    #expect(graph.nodes.count == 4)
  }

  /// A design system's own card shape (`InsettableShape` whose `path(in:)` is a continuous
  /// `RoundedRectangle`'s path, inset by what `inset(by:)` adds) is that rounded rectangle: the
  /// glass in it has the 22 pt continuous corners the instance gives, and its `.stroke` is a
  /// shape's. Before, the struct was no shape at all: the glass fell back to a capsule
  /// (31 pt corners on this 62 pt tall card) with a warning, and `.stroke` was "no member".
  @Test func anAppsShapeDrawnAsABuiltinShapesPathIsThatShape() throws {
    let scene = try S.scene(
      """
      import SwiftUI

      public struct StableRoundedRectangle: InsettableShape {
          public let cornerRadius: CGFloat
          private let insetAmount: CGFloat

          public init(cornerRadius: CGFloat) {
              self.cornerRadius = cornerRadius
              insetAmount = 0
          }

          private init(cornerRadius: CGFloat, insetAmount: CGFloat) {
              self.cornerRadius = cornerRadius
              self.insetAmount = insetAmount
          }

          public func path(in rect: CGRect) -> Path {
              let insetRect = rect.insetBy(dx: insetAmount, dy: insetAmount)
              let insetRadius = max(cornerRadius - insetAmount, 0)
              return RoundedRectangle(cornerRadius: insetRadius, style: .continuous).path(in: insetRect)
          }

          public func inset(by amount: CGFloat) -> StableRoundedRectangle {
              StableRoundedRectangle(cornerRadius: cornerRadius, insetAmount: insetAmount + amount)
          }
      }

      struct NowPlayingCard: View {
          var body: some View {
              Text("Now Playing")
                  .padding(20)
                  .glassEffect(.regular, in: StableRoundedRectangle(cornerRadius: 22))
                  .overlay {
                      StableRoundedRectangle(cornerRadius: 22).stroke(.white.opacity(0.2), lineWidth: 1)
                  }
          }
      }
      """)
    let glass = S.glass(scene, scene.initialState)
    #expect(glass.map(\.shape) == [.roundedRectangle(cornerRadius: 22, continuous: true)])
    #expect(glass.map(\.cornerRadius) == [22])
    let diagnostics = scene.evaluate(scene.initialState).diagnostics
    #expect(!diagnostics.contains { $0.id == DiagnosticID.wrongValue.messageID })
    #expect(!diagnostics.contains { $0.id == DiagnosticID.unknownMember.messageID })
  }
}
