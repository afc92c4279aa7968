import MorphCore
import MorphLayout
import MorphMotion
import MorphViewTree
import Testing

@testable import MorphScene

/// Swift's semantics as app code relies on them — initialisers, enums' raw values — each in a
/// view written the way an app writes it; frames and states worked out by hand from the code.
@Suite struct AppCodeSemanticsTests {
  typealias S = SceneTestSupport

  @Test func aCustomInitialiserRunsWithItsDefaultsAndStateInitialValue() throws {
    let scene = try S.scene(
      """
      import SwiftUI

      enum PillMode { case compact, expanded }

      struct Pill: View {
          let title: String
          let mode: PillMode
          @State private var isOn: Bool
          private let width: CGFloat

          init(_ title: String, mode: PillMode = .compact, startsOn: Bool = false) {
              self.title = title
              self.mode = mode
              _isOn = State(initialValue: startsOn)
              width = mode == .compact ? 80 : 160
          }

          var body: some View {
              Button(title) { withAnimation(.snappy) { isOn.toggle() } }
                  .frame(width: isOn ? width * 2 : width, height: 44)
                  .glassEffect()
          }
      }

      struct PillRow: View {
          var body: some View {
              VStack(spacing: 12) {
                  Pill("Compact")
                  Pill("Wide", mode: .expanded, startsOn: true)
              }
          }
      }
      """)
    let graph = StateGraph(exploring: scene)
    // The titles come from the unlabelled first parameter.
    #expect(graph.nodes[0].buttons.map(\.name) == ["Compact", "Wide"])
    // Compact: 80 wide, off. Wide: 160 wide, on from `State(initialValue: true)`, so 2 × 160.
    #expect(graph.nodes[0].state.description == "Pill[0].isOn = false, Pill[1].isOn = true")
    #expect(S.glass(graph)[0].map(\.frame.width) == [80, 320])
    // Each pill toggles its own state; 2 × 2 states. The initial value is applied once: after
    // "Wide" is tapped it stays off although its initialiser runs again with startsOn: true.
    #expect(graph.nodes.count == 4)
    let wideOff = try #require(graph.edges.first { $0.from == 0 && $0.button == "Wide" })
    #expect(S.glass(graph)[wideOff.to].map(\.frame.width) == [80, 160])
    #expect(!scene.diagnostics.contains { $0.severity != .note })
  }

  @Test func anInitialiserStoresABindingAndAModel() throws {
    let scene = try S.scene(
      """
      @Observable final class Library {
          var titles: [String]
          var showsShelf: Bool
          init(titles: [String] = ["Dune", "Emma"]) {
              self.titles = titles
              showsShelf = titles.count > 1
          }
      }

      struct ShelfToggle: View {
          @Binding private var isOpen: Bool
          private let library: Library
          init(isOpen: Binding<Bool>, library: Library) {
              _isOpen = isOpen
              self.library = library
          }
          var body: some View {
              Button(library.showsShelf ? "Shelf" : "Empty") {
                  withAnimation(.bouncy) { isOpen.toggle() }
              }
          }
      }

      struct LibraryView: View {
          @State private var library = Library()
          @State private var isOpen = false
          var body: some View {
              VStack {
                  ShelfToggle(isOpen: $isOpen, library: library)
                  if isOpen {
                      Text("\\(library.titles.count) books").padding().glassEffect()
                  }
              }
          }
      }
      """)
    let graph = StateGraph(exploring: scene)
    // Two titles, so the class's initialiser sets showsShelf; the button says "Shelf".
    #expect(graph.nodes[0].buttons.map(\.name) == ["Shelf"])
    // The child writes through the binding it stored as `_isOpen`: closed, then open with glass.
    #expect(graph.nodes.map(\.state.description).last?.contains("isOpen = true") == true)
    #expect(S.glass(graph).map(\.count) == [0, 1])
    #expect(S.texts(graph.nodes[1].view.root).contains("2 books"))
  }

  @Test func theSimulatedViewsOwnInitialiserRunsWithoutAPreview() throws {
    let body = try S.body(
      """
      struct Counter: View {
          private let start: Int
          init() { start = 40 + 2 }
          var body: some View { Text("\\(start)").glassEffect() }
      }
      """)
    #expect(S.texts(body) == ["42"])
  }

  @Test func anEnumReadsItsOwnRawValueInsideItsMembers() throws {
    let body = try S.body(
      """
      enum Tab: String, CaseIterable {
          case home, settings = "prefs"
          var title: String { rawValue.capitalized }
      }
      enum Level: Int { case low = 1, mid, high }

      struct Tabs: View {
          var body: some View {
              VStack {
                  ForEach(Tab.allCases, id: \\.self) { Text($0.title) }
                  Text("\\(Level.mid.rawValue) \\(Level(rawValue: 3) == .high)")
              }
          }
      }
      """)
    // Implicit String raw values are the case names; Int ones count up from the last given (1).
    #expect(S.texts(body) == ["Home", "Prefs", "2 true"])
  }

  /// An array declared of labelled tuples and written with unlabelled ones
  /// (`[(title: String, url: String)] = [("Terms", …)]`) gives each tuple the type's labels, as
  /// Swift does, so `$0.title` reads it (before: "A tuple has no member 'title'", and the rows
  /// were placeholders). Worked out: the two titles, in order.
  @Test func anArrayOfLabelledTuplesReadsItsElementsByLabel() throws {
    let root = try S.body(
      """
      import SwiftUI
      struct DocumentList: View {
          private let documents: [(title: String, url: String)] = [
              ("Terms of Service", "https://example.com/terms"),
              ("Privacy Policy", "https://example.com/privacy"),
          ]
          var body: some View {
              VStack {
                  ForEach(documents, id: \\.title) { document in
                      Text(document.title).padding().glassEffect()
                  }
              }
          }
      }
      """)
    #expect(S.texts(root) == ["Terms of Service", "Privacy Policy"])
  }

  /// A function passed by name as a closure (`ForEach(tags, id: \.self, content: makeRow)` with
  /// `func makeRow(tag: String)`) is called without its argument labels, as Swift calls it —
  /// before, "Missing argument 'tag'" and every row a placeholder. Worked out: one glass row
  /// per tag, titled by it.
  @Test func aFunctionPassedByNameIsCalledWithoutItsLabels() throws {
    let root = try S.body(
      """
      import SwiftUI
      struct AccessTags: View {
          let tags = ["Kids", "Music"]
          var body: some View {
              VStack {
                  ForEach(tags, id: \\.self, content: makeRow)
              }
          }
          private func makeRow(tag: String) -> some View {
              Text(tag).padding().glassEffect()
          }
      }
      """)
    #expect(S.texts(root) == ["Kids", "Music"])
  }

  /// An enum's own members name its cases and its synthesised `allCases` bare, as Swift lets a
  /// static context do (`static var selectableCases: [Style] { allCases }`); before, `allCases`
  /// was an unknown shown as three stand-ins with no titles. Worked out: the three cases in
  /// declaration order, each a glass row titled by its raw value, and `defaultStyle` is `.thin`.
  @Test func anEnumsStaticMembersNameItsCasesAndAllCasesBare() throws {
    let root = try S.body(
      """
      import SwiftUI
      enum SidebarStyle: String, CaseIterable, Identifiable {
          case glass, thin, thick
          static var selectableCases: [SidebarStyle] { allCases }
          static var defaultStyle: SidebarStyle { thin }
          var id: String { rawValue }
      }

      struct StylePicker: View {
          var body: some View {
              VStack {
                  ForEach(SidebarStyle.selectableCases) { style in
                      Text(style.rawValue).padding().glassEffect()
                  }
                  Text("Default: \\(SidebarStyle.defaultStyle.rawValue)")
              }
          }
      }
      """)
    #expect(S.texts(root) == ["glass", "thin", "thick", "Default: thin"])
  }

  @Test func aModifierOneLetterFromAKnownOneIsATypo() throws {
    // Swift rejects `.glassEfect` and `.paddng`; they are errors with the name meant, where they
    // are written. A short name one letter from another (`.mask`, `.task`) is never guessed at.
    let scene = try S.scene(
      """
      struct V: View {
          var body: some View {
              Text("a").paddng().glassEfect().mask(Circle())
          }
      }
      """)
    let errors = scene.evaluate(scene.initialState).diagnostics.filter { $0.severity == .error }
    #expect(errors.map(\.id.id) == ["likely-typo", "likely-typo"])
    #expect(errors.map(\.location.column) == [18, 27])
    #expect(errors.map { $0.message.contains("did you mean '.padding'?") } == [true, false])
    #expect(errors.last?.message.contains("did you mean '.glassEffect'?") == true)
  }

  @Test func aGesturesOnChangedIsNoTypo() throws {
    // `.onChanged` is one letter from the `.onChange` modifier, but it is `DragGesture`'s method
    // (seen in a public tab bar): no error there, nor on any method of a view the simulator
    // does not know.
    let scene = try S.scene(
      """
      struct V: View {
          @State private var offset = 0.0
          var body: some View {
              Text("a")
                  .gesture(DragGesture().onChanged { value in offset = 1 }.onEnded { _ in offset = 0 })
                  .glassEffect()
          }
      }
      """)
    let errors = scene.evaluate(scene.initialState).diagnostics.filter { $0.severity == .error }
    #expect(errors.isEmpty)
  }
}

extension AppCodeSemanticsTests {
  /// A generic view's parameter is the type of what it is given, as Swift infers it: a
  /// `TabBar<Tab: TabChoice>` handed `$pane` of a `Pane` lists `Pane.allCases` for `Tab.allCases`
  /// (before: an unknown, three stand-ins named "Tab.allCases[…]"); shown at the root with
  /// nothing passed, `Tab` is the one type the program declares that conforms to `TabChoice`.
  /// Worked out: Pane's three cases are "Home", "Inbox", "Settings" by their raw values; the
  /// preview starts at `.home`, so only the first capsule is tinted, and tapping "Inbox" moves
  /// the tint to the second.
  @Test func aGenericViewsParameterIsTheTypeOfWhatItIsGiven() throws {
    let source = """
      import SwiftUI

      protocol TabChoice: Hashable, CaseIterable, RawRepresentable where RawValue == String {}

      enum Pane: String, CaseIterable, TabChoice {
          case home = "Home", inbox = "Inbox", settings = "Settings"
      }

      struct TabBar<Tab: TabChoice>: View {
          @Binding var selection: Tab
          var body: some View {
              HStack {
                  ForEach(Array(Tab.allCases), id: \\.self) { tab in
                      Button(tab.rawValue) { selection = tab }
                          .padding(8)
                          .glassEffect(selection == tab ? .regular.tint(.blue) : .regular)
                  }
              }
          }
      }

      #Preview {
          @Previewable @State var pane: Pane = .home
          TabBar(selection: $pane)
      }
      """
    let scene = try S.scene(source)
    let view = scene.evaluate(scene.initialState)
    #expect(S.texts(view.root) == ["Home", "Inbox", "Settings"])
    #expect(
      S.glass(scene, scene.initialState).map { $0.glass.tint != nil } == [true, false, false])
    let inbox = scene.tap(view.buttons[1], in: view.state)
    #expect(S.glass(scene, inbox.state).map { $0.glass.tint != nil } == [false, true, false])
    let root = try S.scene(source, view: "TabBar")
    #expect(S.texts(root.evaluate(root.initialState).root) == ["Home", "Inbox", "Settings"])
  }

  /// A model whose `init()` starts loading in a `Task` (`defer { isLoading = false }` around an
  /// awaited fetch) shows what the app shows once it has loaded: the task runs with the
  /// initialiser, its awaited call skipped, so `isLoading` is false and the name's glass pill is
  /// on screen (before, the task never ran and only the spinner showed, with nothing said). What
  /// making the model reported is reported: the note on the task and the undeclared `Service`.
  @Test func aModelsLoadingTaskRunsWithItsInitialiser() throws {
    let scene = try S.scene(
      """
      import SwiftUI
      @MainActor
      final class ProfileModel: ObservableObject {
          @Published var isLoading = true
          @Published var name = "?"
          private var loadTask: Task<Void, Never>?
          init() {
              loadTask = Task {
                  defer { isLoading = false }
                  name = await ProfileService.fetchName()
              }
          }
      }
      struct ProfileHeader: View {
          @StateObject private var model = ProfileModel()
          var body: some View {
              if model.isLoading {
                  ProgressView()
              } else {
                  Text(model.name).padding().glassEffect()
              }
          }
      }
      """)
    #expect(S.glass(scene, scene.initialState).count == 1)
    let ids = scene.diagnostics.map { "\($0.id.id)@\($0.location.line)" }
    #expect(ids.contains("skipped-call@8"))
    #expect(ids.contains("unknown-name@10"))
  }

  /// Loading off the main thread, as apps did before `async`: `onAppear` sends the work to a
  /// global queue, which hands the result back on the main queue. Both closures run at once in
  /// the `appear` event (before, the global queue's was skipped and the list stayed empty, so its
  /// glass never showed); what the app's store returns is an unknown whose emptiness is explored.
  @Test func workSentToABackgroundQueueRunsInItsAction() throws {
    let scene = try S.scene(
      """
      import SwiftUI
      struct RecentFiles: View {
          @State private var files: [String] = []
          var body: some View {
              VStack {
                  if !files.isEmpty {
                      Button("Clear") { files.removeAll() }
                          .buttonStyle(.glass)
                  }
              }
              .onAppear {
                  DispatchQueue.global(qos: .userInitiated).async {
                      let loaded = FileStore.shared.recentFiles()
                      DispatchQueue.main.async {
                          self.files = loaded
                      }
                  }
              }
          }
      }
      """)
    let graph = StateGraph(exploring: scene)
    // Initial: empty, no glass. After appear: the loaded list, assumed non-empty (the Clear
    // button's glass) and, explored, empty (none).
    #expect(S.glass(graph).map(\.count).sorted() == [0, 0, 1])
    #expect(graph.nodes.contains { $0.taps == ["appear"] && $0.state["files"] != .array([]) })
  }

  static let mirroredSession = """
    import SwiftUI
    import Combine

    final class Session: ObservableObject {
        static let shared = Session()
        @Published private(set) var userName: String? = "Ada"
    }

    @MainActor
    final class HomeModel: ObservableObject {
        @Published var isChecking = true
        @Published var greeting = ""
        private var cancellables = Set<AnyCancellable>()

        init(session: Session = .shared) {
            session.$userName
                .receive(on: DispatchQueue.main)
                .map { name in "Hi, " + (name ?? "there") }
                .sink { [weak self] text in
                    self?.greeting = text
                    self?.isChecking = false
                }
                .store(in: &cancellables)
        }
    }

    struct HomeHeader: View {
        @StateObject private var model = HomeModel()
        var body: some View {
            if model.isChecking {
                ProgressView()
            } else {
                Text(model.greeting).padding().glassEffect()
            }
        }
    }
    """

  /// A model that mirrors a service's `@Published` property with Combine: the publisher sends
  /// the current value when subscribed, so the sink runs in `init` with "Ada" mapped to
  /// "Hi, Ada" and the spinner gives way to the glass greeting (before, the sink never ran and the
  /// view stayed on its spinner). `self?.` in the `[weak self]` closure writes the model.
  @Test func aCombineSinkOnAPublishedPropertyRunsWithItsCurrentValue() throws {
    let scene = try S.scene(Self.mirroredSession)
    #expect(S.glass(scene, scene.initialState).count == 1)
    let texts = S.texts(scene.evaluate(scene.initialState).root)
    #expect(texts.contains("Hi, Ada"))
    // `dropFirst()` skips that first value: nothing runs, the spinner stays (no glass).
    let skipping = try S.scene(
      Self.mirroredSession.replacingOccurrences(
        of: ".receive(on: DispatchQueue.main)", with: ".dropFirst()"))
    #expect(S.glass(skipping, skipping.initialState).isEmpty)
  }
}

extension AppCodeSemanticsTests {
  /// `self` inside a closure of a `View` extension method is the view the method was called on
  /// (an app's `alignView(to:)` builds `HStack { if to != .leading { Spacer() }; self; … }` in a
  /// local computed property). Before, the closure lost it: `self` was "a View", ignored, and the
  /// pill's glass vanished. Worked out on the 400-pt canvas: trailing, a Spacer before the pill
  /// pushes it to the right edge (maxX 400); leading, it starts at 0.
  @Test func selfInAClosureOfAViewExtensionIsTheViewItWasCalledOn() throws {
    func pill(_ edge: String) throws -> [Rect] {
      try S.glass(
        """
        import SwiftUI
        extension View {
            func alignView(to: HorizontalAlignment) -> some View {
                var result: some View {
                    HStack {
                        if to != .leading { Spacer() }
                        self
                        if to != .trailing { Spacer() }
                    }
                }
                return result
            }
        }
        struct StartPill: View {
            var body: some View {
                Text("Start").padding().glassEffect().alignView(to: .\(edge))
            }
        }
        """
      ).map(\.frame)
    }
    let trailing = try pill("trailing")
    let leading = try pill("leading")
    #expect(trailing.count == 1)
    #expect(abs((trailing.first?.maxX ?? 0) - 400) < 0.01)
    #expect(abs(leading.first?.minX ?? -1) < 0.01)
    #expect((leading.first?.size.width ?? 0) < 200)
  }

  /// Literals divided where a number of a floating type is asked for are divided as that type,
  /// as Swift infers it: `.frame(width: 10 / 4 * 40)` is 2.5 × 40 = 100 pt wide (integer
  /// division would give 2 × 40 = 80), and `Color(red: 2 / 255, …)` keeps its 2 of 255. Declared
  /// `Int`, the same literals divide as integers: `let columns: Int = 7 / 2` is 3, so three
  /// chips show.
  @Test func literalsDividedWhereADoubleIsAskedForAreDoubles() throws {
    let scene = try S.scene(
      """
      import SwiftUI

      struct Meter: View {
          let columns: Int = 7 / 2

          var body: some View {
              VStack {
                  Text("Level")
                      .frame(width: 10 / 4 * 40, height: 44)
                      .glassEffect(.regular.tint(Color(red: 2 / 255, green: 113 / 255, blue: 1)))
                  HStack {
                      ForEach(0..<columns, id: \\.self) { index in
                          Text("\\(index)").padding().glassEffect()
                      }
                  }
              }
          }
      }
      """)
    let glass = S.glass(scene, scene.initialState)
    #expect(glass.count == 4)
    #expect(abs((glass.first?.frame.width ?? 0) - 100) < 1e-9)
    #expect(glass.first?.glass.tint == Color(red: 2 / 255, green: 113 / 255, blue: 1))
  }

  /// A statistics card reading optionals the way Swift code does: `opened.map { "\($0)
  /// opened" } ?? "—"` applies the transform to a present 12 ("12 opened") and leaves an absent
  /// count nil, so the `??` gives "none skipped"; the media filter's "All" option is tagged
  /// `MediaKind?.none`, which is nil, the picker's selection — so "All" is the option selected
  /// (index 0). Before, `map` on a number was "no member" (an unknown text), and `.none` was
  /// taken for a case of `MediaKind`.
  @Test func optionalMapAndATypedNoneAreSwiftsOptionals() throws {
    let scene = try S.scene(
      """
      import SwiftUI

      enum MediaKind: String, CaseIterable, Identifiable {
          case video, book
          var id: String { rawValue }
      }

      struct StatsCard: View {
          let opened: Int? = 12
          let skipped: Int? = nil
          @State private var kind: MediaKind?

          var body: some View {
              VStack {
                  Picker("Media", selection: $kind) {
                      Text("All").tag(MediaKind?.none)
                      ForEach(MediaKind.allCases) { Text($0.rawValue).tag(Optional($0)) }
                  }
                  .pickerStyle(.segmented)
                  Text(opened.map { "\\($0) opened" } ?? "—").padding().glassEffect()
                  Text(skipped.map { "\\($0) skipped" } ?? "none skipped").padding().glassEffect()
              }
          }
      }
      """)
    let root = scene.evaluate(scene.initialState).tree.root
    let texts = S.texts(root)
    #expect(texts.contains("12 opened"))
    #expect(texts.contains("none skipped"))
    let selected = S.nodes(root).compactMap { node -> Int? in
      if case .picker(_, let selected) = node.kind { return selected }
      return nil
    }
    #expect(selected == [0])
    #expect(
      !scene.evaluate(scene.initialState).diagnostics.contains {
        $0.message.contains("has no")
      })
  }

  /// A design system's button type whose case takes a state with a default (`case primary(_
  /// state: ButtonState = .normal)`), made as `.primary()`: Swift fills in `.normal`, so
  /// `case .primary(let state): state` binds it — and not the enum's own `state` property, which
  /// would call itself. Normal, the button is glass at full opacity; `.primary(.disabled)` is
  /// half (0.5, the view's own rule).
  @Test func anAssociatedValueLeftOutTakesItsDefault() throws {
    func opacity(_ made: String) throws -> Double? {
      let scene = try S.scene(
        """
        import SwiftUI

        enum ButtonState: Hashable { case normal, loading, disabled }

        enum ButtonType: Hashable {
            case primary(_ state: ButtonState = .normal)

            var state: ButtonState {
                switch self {
                case .primary(let state): state
                }
            }
        }

        struct PayButton: View {
            var type: ButtonType = \(made)
            var body: some View {
                Text("Pay").padding().glassEffect().opacity(type.state == .disabled ? 0.5 : 1)
            }
        }
        """)
      let evaluated = scene.evaluate(scene.initialState)
      #expect(evaluated.diagnostics.filter { $0.severity == .error }.isEmpty)
      return S.nodes(evaluated.root).compactMap { node in
        node.modifiers.lazy.compactMap { modifier -> Double? in
          if case .opacity(let value) = modifier { return value } else { return nil }
        }.first
      }.first
    }
    #expect(try opacity(".primary()") == 1)
    #expect(try opacity(".primary(.disabled)") == 0.5)
  }
}
