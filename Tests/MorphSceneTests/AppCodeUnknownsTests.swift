import MorphCore
import MorphDiagnostics
import MorphLayout
import MorphViewTree
import Testing

@testable import MorphScene

/// Unknowns: what a view file uses but does not declare (a model from another file, a parent's
/// input, a collection from a service) is explored, not hidden. Each test's states are worked out
/// by hand from its `if`s.
@Suite struct AppCodeUnknownsTests {
  typealias S = SceneTestSupport

  static let composer = """
    import SwiftUI

    struct ComposerBar: View {
        @Environment(ComposerModel.self) private var model
        let draft: Draft?
        @Namespace private var glass

        var body: some View {
            GlassEffectContainer(spacing: 20) {
                HStack(spacing: 20) {
                    Button("Send") { model.send() }
                        .frame(width: 44, height: 44)
                        .glassEffect()
                        .glassEffectID("send", in: glass)
                    if model.isExpanded {
                        Button("Attach") { }
                            .frame(width: 44, height: 44)
                            .glassEffect()
                            .glassEffectID("attach", in: glass)
                    }
                    if let draft, !draft.isEmpty {
                        Text("Draft").padding().glassEffect()
                    }
                }
            }
        }
    }
    """

  @Test func aConditionOnAnUnknownModelIsExploredBothWays() throws {
    let scene = try S.scene(Self.composer)
    let graph = StateGraph(exploring: scene)
    // Three unknown conditions: model.isExpanded; whether the parent passes a draft (present
    // at first, a stand-in, then explored absent); and, when it does, draft.isEmpty. With the
    // draft absent its emptiness is never read, so 2 × (1 + 2) = 6 states, one assumption more
    // at a time: none; one of the three; expanded with each draft case.
    #expect(graph.nodes.count == 6)
    #expect(
      graph.nodes.map(\.assumed) == [
        [], ["model.isExpanded"], ["draft == nil"], ["draft.isEmpty"],
        ["model.isExpanded", "draft == nil"], ["model.isExpanded", "draft.isEmpty"],
      ])
    // Glass per state: send, + attach when expanded, + the draft when present and not empty.
    #expect(S.glass(graph).map(\.count) == [2, 3, 1, 1, 2, 2])
    #expect(S.glass(graph)[1].compactMap(\.id) == ["send", "attach"])
    // No tap reached them: every state is the initial one under other assumptions.
    #expect(graph.nodes.allSatisfy { $0.taps.isEmpty })
    #expect(graph.nodes[0].state.description.contains("assumed model.isExpanded = false"))
  }

  /// A keypad whose guard compares with a limit from another file: the tap runs with the
  /// comparison assumed false (nothing typed) and is tapped again with it assumed true.
  static let keypad = """
    import SwiftUI

    struct PinPad: View {
        @State private var pin = ""
        private var length: Int { PinPolicy.length }

        var body: some View {
            VStack(spacing: 12) {
                Text(pin.isEmpty ? "Enter PIN" : pin)
                Button("1") { type("1") }
                    .buttonStyle(.glass)
                if !pin.isEmpty {
                    Button("Clear") { pin = "" }
                        .buttonStyle(.glassProminent)
                }
            }
        }

        private func type(_ digit: String) {
            guard pin.count < length else { return }
            pin += digit
        }
    }
    """

  @Test func aGuardOnAnUnknownLimitInAnActionIsExploredBothWays() throws {
    let scene = try S.scene(Self.keypad)
    let graph = StateGraph(exploring: scene)
    // Tapping "1" reads `0 < PinPolicy.length` (the PIN is empty): assumed false, the guard
    // returns and nothing changes; assumed true, the PIN becomes "1" and Clear appears. From
    // there "1" reads `1 < PinPolicy.length`: a second assumption on the same way is not made, so
    // exploring ends with two states, and Clear leads back to the first.
    #expect(graph.nodes.count == 2)
    #expect(graph.nodes.map(\.assumed) == [[], ["0 < PinPolicy.length"]])
    #expect(graph.nodes[1].taps == ["1"])
    #expect(graph.nodes[1].state["pin"] == .string("1"))
    #expect(S.glass(graph).map(\.count) == [1, 2])
    #expect(graph.edges.contains { $0.from == 1 && $0.button == "Clear" && $0.to == 0 })
    let note = try #require(
      graph.diagnostics.first { $0.message.hasPrefix("'0 < PinPolicy.length'") })
    #expect(note.message.contains("the tap is explored with it assumed false"))
    #expect(note.location.line == 20)  // the guard, in `type(_:)`
  }

  @Test func aTernaryOnAnUnknownInAnActionDecidesTheTapBothWays() throws {
    // The same keypad with the limit checked by a ternary in the edit (as a passcode field's
    // `entry.count < digitCount ? entry + digit : nil` does): in a view's body such a ternary
    // reads false, in an action it is what the tap does, so the tap is explored both ways.
    let source = Self.keypad.replacingOccurrences(
      of: """
                guard pin.count < length else { return }
                pin += digit
        """,
      with: """
                pin = pin.count < length ? pin + digit : pin
        """)
    #expect(source != Self.keypad)
    let graph = StateGraph(exploring: try S.scene(source))
    #expect(graph.nodes.map(\.assumed) == [[], ["0 < PinPolicy.length"]])
    #expect(graph.nodes[1].state["pin"] == .string("1"))
  }

  @Test func anActionsAssumptionIsMadeOnceOnAWayThatAlsoAssumesAViewsUnknown() throws {
    // The keypad with a hint its parent may pass (`let hint: String?`, shown with `if let`): the
    // hint's absence is a view's unknown, explored in every state, the digit's limit an action's.
    // States: the initial one; "1" typed under `0 < PinPolicy.length`; the hint absent; and
    // the hint absent with "1" typed — four. From the last, tapping "1" reads `1 <
    // PinPolicy.length`, a second action's assumption on that way, which is not made.
    let source = Self.keypad.replacingOccurrences(
      of: "    @State private var pin = \"\"\n",
      with: "    @State private var pin = \"\"\n    let hint: String?\n"
    ).replacingOccurrences(
      of: "            Text(pin.isEmpty ? \"Enter PIN\" : pin)\n",
      with:
        "            Text(pin.isEmpty ? \"Enter PIN\" : pin)\n            if let hint { Text(hint) }\n"
    )
    #expect(source.contains("if let hint") && source.contains("let hint: String?"))
    let graph = StateGraph(exploring: try S.scene(source))
    #expect(graph.nodes.count == 4)
    #expect(graph.nodes.allSatisfy { node in node.assumed.filter { $0.contains("<") }.count <= 1 })
    #expect(graph.nodes.filter { $0.state["pin"] == .string("1") }.count == 2)
  }

  @Test func anActionsUnknownIsTriedAgainWhenAnOnChangeWatchesWhatTheTapChanged() throws {
    // The tap toggles `isOn` (watched by an `.onChange`) and grants a badge only if another
    // file's `Rewards.isEnabled`: with it false the tap reaches "on" without the badge; tried
    // again with it true, "on" with the badge's glass; from there the toggle turns it off and the
    // badge stays (nothing clears it) — four states in all.
    let source = """
      import SwiftUI

      struct RewardToggle: View {
          @State private var isOn = false
          @State private var showsBadge = false

          var body: some View {
              VStack {
                  Button(isOn ? "On" : "Off") {
                      isOn.toggle()
                      if Rewards.isEnabled { showsBadge = true }
                  }
                  if showsBadge {
                      Text("Badge").padding().glassEffect()
                  }
              }
              .onChange(of: isOn) { _, _ in }
          }
      }
      """
    let graph = StateGraph(exploring: try S.scene(source))
    #expect(graph.nodes.count == 4)
    #expect(
      graph.nodes.map(\.assumed) == [[], [], ["Rewards.isEnabled"], ["Rewards.isEnabled"]])
    #expect(S.glass(graph).map(\.count) == [0, 0, 1, 1])
  }

  @Test func eachUnknownIsNotedWhereItIsRead() throws {
    let scene = try S.scene(Self.composer)
    let graph = StateGraph(exploring: scene)
    let notes = (scene.diagnostics + graph.diagnostics).filter {
      $0.id.id.hasPrefix("unknown-")
    }
    // `if model.isExpanded` at line 15, column 25 (its `.isExpanded`: 16 spaces, "if model");
    // `!draft.isEmpty` at line 21, the condition after "if let draft, ".
    let condition = try #require(notes.first { $0.message.hasPrefix("'model.isExpanded'") })
    #expect([condition.location.line, condition.location.column] == [15, 25])
    #expect(notes.contains { $0.id.id == "unknown-input" && $0.location.line == 5 })
    #expect(notes.contains { $0.message.hasPrefix("'draft.isEmpty'") && $0.location.line == 21 })
    // Whether the parent passes a draft is read by the shorthand `if let draft` on line 21: the
    // note points at `draft` (column 24: 16 spaces, then "if let "), not at the file's start.
    let absent = try #require(notes.first { $0.message.hasPrefix("'draft == nil'") })
    #expect([absent.location.line, absent.location.column] == [21, 24])
    #expect(notes.allSatisfy { $0.severity == .note })
  }

  @Test func anUnknownCollectionShowsStandInsThatShareTheirConditions() throws {
    let scene = try S.scene(
      """
      struct Prices: View {
          @State private var vm = PricesViewModel()
          var body: some View {
              VStack(spacing: 8) {
                  ForEach(vm.coins) { coin in
                      HStack {
                          Text(coin.name)
                          if coin.change > 0 { Image(systemName: "arrow.up") }
                      }
                      .frame(width: 300, height: 60)
                      .glassEffect(in: RoundedRectangle(cornerRadius: 22))
                  }
              }
          }
      }
      """)
    let graph = StateGraph(exploring: scene)
    // Three stand-in coins, each a glass card; `coin.change > 0` is one unknown for all three
    // (`vm.coins[…].change > 0`), so two states, not 2³.
    #expect(S.glass(graph).map(\.count) == [3, 3])
    #expect(graph.nodes.map(\.assumed) == [[], ["vm.coins[…].change > 0"]])
    // Stacked 60 pt cards, 8 apart: 3 × 60 + 2 × 8 = 196 high in all.
    let frames = S.glass(graph)[0].map(\.frame)
    #expect(frames.map(\.height) == [60, 60, 60])
    #expect(frames[2].maxY - frames[0].minY == 196)
  }

  @Test func aTernaryOnAnUnknownIsNotAState() throws {
    // Only what decides which views exist is explored; a colour chosen by a ternary is not.
    let scene = try S.scene(
      """
      struct Badge: View {
          let item: Item
          var body: some View {
              Text("New").foregroundStyle(item.isNew ? .green : .gray).padding().glassEffect()
          }
      }
      """)
    #expect(StateGraph(exploring: scene).nodes.count == 1)
  }

  @Test func aSwitchOverAnUnknownExploresEachCase() throws {
    let scene = try S.scene(
      """
      struct Loader: View {
          let viewModel: LoaderModel
          var body: some View {
              switch viewModel.state {
              case .loading: ProgressView()
              case .loaded(let items): Text("\\(items.count) items").padding().glassEffect()
              case .failed: Text("Error")
              }
          }
      }
      """)
    let graph = StateGraph(exploring: scene)
    // Three cases, three states; only the second shows glass, with `items` an unknown itself.
    #expect(S.glass(graph).map(\.count) == [0, 1, 0])
    #expect(
      graph.nodes.map(\.assumed) == [
        [], ["case 2 of viewModel.state"], ["case 3 of viewModel.state"],
      ])
    #expect(S.texts(graph.nodes[1].view.root) == ["items.count items"])
  }

  @Test func theSimulatedViewsOwnBindingIsKeptAsState() throws {
    let scene = try S.scene(
      """
      struct Toggler: View {
          @Binding var isOn: Bool
          var body: some View {
              Button("Flip") { withAnimation { isOn.toggle() } }
                  .frame(width: isOn ? 200 : 100, height: 44)
                  .glassEffect()
          }
      }
      """)
    let graph = StateGraph(exploring: scene)
    // No parent passes `isOn`: the simulator keeps it, from false, and "Flip" changes it.
    #expect(graph.nodes.map(\.state.description) == ["isOn = false", "isOn = true"])
    #expect(S.glass(graph).map { $0.map(\.frame.width) } == [[100], [200]])
  }

  /// A page enum declared in another file: `.lyrics` assigned by a tap stays that case, so
  /// `page == .lyrics` is decided as Swift decides it — true after "Lyrics", false after
  /// "Album" — and only the parent's starting value is an unknown explored both ways. Worked out:
  /// the start assumed not lyrics (no glass) and lyrics (the glass), then a tap on each button:
  /// four states, where before the tapped cases were compared as unknowns too (six, two of them
  /// showing the glass after "Album").
  @Test func aCaseOfAnotherFilesEnumIsDecidedByName() throws {
    let scene = try S.scene(
      """
      struct PlayerFooter: View {
          @Binding var page: PlayerPage
          var body: some View {
              VStack {
                  Button("Lyrics") { page = .lyrics }
                  Button("Album") { page = .album }
                  if page == .lyrics {
                      Text("Lyrics").padding().glassEffect()
                  }
              }
          }
      }
      """)
    let graph = StateGraph(exploring: scene)
    let shown = graph.nodes.map {
      ($0.state["page"]?.description ?? "-", S.glass(scene, $0.state).count)
    }
    #expect(shown.count == 4)
    #expect(shown.filter { $0.0 == ".lyrics" }.map(\.1) == [1])
    #expect(shown.filter { $0.0 == ".album" }.map(\.1) == [0])
    // The command line sets it the same way (`--set page=.album`).
    #expect(
      try scene.stateValue(".album", for: "page")
        == .member(name: "album", arguments: [], labels: []))
  }

  /// `Picker("Mode", selection: $mode)` with no options is an app's own initialiser listing the
  /// selection type's cases (SwiftUI has none). The program's `Quality` gives its two cases; the
  /// `RefreshMode` of another file offers one option, another mode (an unknown), so what a mode
  /// other than `.scan` shows is explored: worked out, the glass "Replace" button shows only
  /// after "another mode" is picked, assumed not `.scan`; "HD" only after "high".
  @Test func aPickerWithoutOptionsListsItsSelectionsCases() throws {
    let scene = try S.scene(
      """
      enum Quality: String, CaseIterable { case low, high }

      struct RefreshSettings: View {
          @State private var mode: RefreshMode = .scan
          @State private var quality: Quality = .low
          var body: some View {
              VStack {
                  Picker("Mode", selection: $mode)
                  Picker("Quality", selection: $quality)
                  if mode != .scan {
                      Button("Replace") {}.buttonStyle(.glass)
                  }
                  if quality == .high {
                      Text("HD").padding().glassEffect()
                  }
              }
          }
      }
      """)
    let start = scene.evaluate(scene.initialState)
    #expect(start.buttons.map(\.text) == ["another mode", "low", "high"])
    let graph = StateGraph(exploring: scene)
    var replaceShownWith: Set<String> = []
    for node in graph.nodes {
      let evaluated = scene.evaluate(node.state)
      let texts = S.texts(evaluated.root)
      if texts.contains("Replace") { replaceShownWith.insert(node.state["mode"]!.description) }
      #expect(
        texts.contains("HD")
          == (node.state["quality"] == .enumCase(type: "Quality", name: "high", associated: [])))
    }
    #expect(replaceShownWith == ["another mode"])
  }

  /// `toolCalls.contains { … }` on a collection from another file is the standard library's
  /// method, an unknown Bool, not a view the scene lacks (before: an unknown view, "treated as
  /// false", and the indicators' glass never showed). Two predicates are two unknowns, named by
  /// what their closures mention. Worked out: each indicator shows alone and with the other —
  /// four states, with 0, 1, 1 and 2 glass elements.
  @Test func aSequenceMethodWithAClosureOnAnUnknownIsAnUnknownCondition() throws {
    let scene = try S.scene(
      """
      struct ToolIndicators: View {
          let message: ChatMessage
          var calls: [ToolCall] { message.toolCalls }
          var body: some View {
              HStack {
                  if calls.contains(where: { $0.kind == .search && !$0.isDone }) {
                      Image(systemName: "magnifyingglass").padding().glassEffect()
                  }
                  if calls.contains(where: { $0.kind == .code }) {
                      Image(systemName: "terminal").padding().glassEffect()
                  }
              }
          }
      }
      """)
    let graph = StateGraph(exploring: scene)
    #expect(S.glass(graph).map(\.count).sorted() == [0, 1, 1, 2])
    #expect(
      scene.evaluate(scene.initialState).diagnostics.allSatisfy {
        $0.id != DiagnosticID.wrongValue.messageID
      })
  }

  /// A `UIViewRepresentable` is a view UIKit draws: a stand-in taking the space SwiftUI offers
  /// it, whose modifiers still apply (before: an instance, so `.safeAreaInset` on it was "no
  /// member" and the screen shrank to its button). Worked out on the 402 × 874 pt screen: the
  /// map fills it, and the inset's 36 pt glass button sits at the top of the safe area (62 pt),
  /// centred: x = (402 − width) / 2.
  @Test func aUIKitViewIsAStandInThatFillsItsSpace() throws {
    let scene = try S.scene(
      """
      struct MapLayer: UIViewRepresentable {
          var zoom: Double
          func makeUIView(context: Context) -> MKMapView { MKMapView() }
          func updateUIView(_ view: MKMapView, context: Context) {}
      }

      struct MapScreen: View {
          @State private var zoomed = false
          var body: some View {
              MapLayer(zoom: zoomed ? 2 : 1)
                  .safeAreaInset(edge: .top) {
                      Button(zoomed ? "Out" : "In") { zoomed.toggle() }
                          .buttonStyle(.glass)
                  }
          }
      }
      """)
    // The automatic canvas: the iPhone's screen for a view that fills it.
    let glass = S.glass(StateGraph(exploring: scene)).first ?? []
    #expect(glass.count == 1)
    if let button = glass.first {
      #expect(button.frame.minY == 62)
      #expect(abs(button.frame.midX - 201) < 0.001)
    }
  }

  /// A `filter` whose predicate reads an unknown decides which elements exist, as an `if`
  /// decides which views do: the unknown is explored both ways (before, it was false outside a
  /// condition, so `filter(\.isEarned)` and `filter { !$0.isEarned }` both kept nothing and a
  /// badge screen's glass grid was empty — Swift keeps every badge on one side or the other).
  /// Worked out: three badge types, whether each is earned is one unknown (the service's
  /// dictionary, whose keys are not known), so assumed false all three are locked (3 glass
  /// cards under "Locked") and assumed true all three are earned (3 under "Earned"): two states,
  /// three cards in each, and never zero.
  @Test func aFilterOnAnUnknownPredicateKeepsEachElementOnOneSide() throws {
    let scene = try S.scene(
      """
      enum BadgeType: String, CaseIterable {
          case steps, streak, distance
      }

      struct BadgeItem: Identifiable {
          let type: BadgeType
          let isEarned: Bool
          var id: String { type.rawValue }
      }

      struct BadgesView: View {
          @Environment(BadgeService.self) private var badgeService

          private var allBadges: [BadgeItem] {
              let earnedByType = Dictionary(
                  uniqueKeysWithValues: badgeService.earnedBadges().map { ($0.badgeType, $0) })
              return BadgeType.allCases.map {
                  BadgeItem(type: $0, isEarned: earnedByType[$0] != nil)
              }
          }

          var body: some View {
              let items = allBadges
              let earned = items.filter(\\.isEarned)
              let locked = items.filter { !$0.isEarned }
              VStack(alignment: .leading) {
                  if !earned.isEmpty {
                      Text("Earned")
                      ForEach(earned) { Text($0.type.rawValue).padding().glassEffect() }
                  }
                  if !locked.isEmpty {
                      Text("Locked")
                      ForEach(locked) { Text($0.type.rawValue).padding().glassEffect() }
                  }
              }
          }
      }
      """)
    let graph = StateGraph(exploring: scene)
    #expect(S.glass(graph).map(\.count) == [3, 3])
  }

  /// `.disabled(model.isRedeeming)` of another file's model: enabled, and explored disabled
  /// (before, any value but a Bool disabled the button, so the app's only tap never ran).
  /// Worked out: enabled, "Redeem" shows the code field (a second glass); assumed redeeming,
  /// the button offers no tap. States: initial (1 glass), tapped (2), assumed true (1) and the
  /// tapped state with it true (2).
  @Test func aDisabledModifierOnAnUnknownIsExploredEnabledAndDisabled() throws {
    let scene = try S.scene(
      """
      struct RedeemButton: View {
          @Environment(TopupModel.self) private var model
          @State private var showsCodeField = false
          var body: some View {
              VStack(spacing: 12) {
                  Button("Redeem gift code") { showsCodeField = true }
                      .buttonStyle(.glass)
                      .disabled(model.isRedeeming)
                  if showsCodeField {
                      Text("Enter the code").padding().glassEffect()
                  }
              }
          }
      }
      """)
    let graph = StateGraph(exploring: scene)
    #expect(S.glass(graph).map(\.count).sorted() == [1, 1, 2, 2])
    #expect(graph.nodes.contains { $0.state["showsCodeField"] == .bool(true) })
    let disabled = try #require(
      graph.nodes.first {
        $0.state["assumed model.isRedeeming"] == .bool(true)
          && $0.state["showsCodeField"] == .bool(false)
      })
    #expect(disabled.buttons.allSatisfy { $0.name != "Redeem gift code" })
  }

  /// An unknown `!= nil` joined with another unknown (`vm.service != nil && vm.packages.isEmpty`)
  /// is one unknown of that name, not the negation of the whole: it was named
  /// `!vm.service == nil && …`, whose leading `!` negated everything, so the button started
  /// disabled and its tap was never offered. `.disabled(a || b)` explores each operand on its
  /// own. Worked out: both assumed false, the button is enabled and "Change plan" shows the
  /// plans; the two unknowns are named as written.
  @Test func anUnknownPresenceJoinedWithAnotherKeepsItsOwnSense() throws {
    let scene = try S.scene(
      """
      struct UpgradeButton: View {
          @Environment(ServiceModel.self) private var vm
          @State private var showsPlans = false
          var body: some View {
              let noUpgrades = vm.service != nil && vm.packages.isEmpty
              VStack {
                  Button("Change plan") { showsPlans = true }
                      .buttonStyle(.glassProminent)
                      .disabled(vm.isBusy || noUpgrades)
                  if showsPlans {
                      Text("Plans").padding().glassEffect()
                  }
              }
          }
      }
      """)
    let graph = StateGraph(exploring: scene)
    let tapped = try #require(graph.nodes.first { $0.taps == ["Change plan"] })
    #expect(tapped.state["showsPlans"] == .bool(true))
    #expect(tapped.state["assumed vm.service != nil && vm.packages.isEmpty"] == .bool(false))
    #expect(graph.nodes.contains { $0.state["assumed vm.isBusy"] == .bool(true) })
  }

  /// A Toggle bound through an app's `Binding` helper (`$policy.allowsLiveTV.coalesce(false)`,
  /// an extension in another file) into a model the initialiser sets from another file's data:
  /// the helper is taken to return the binding it is called on, the toggle shows the unknown
  /// (off, as first assumed) and a tap turns it on; `policy.allowsLiveTV == true` reads the same
  /// unknown. Before: "A binding cannot be called", and the toggle changed nothing. Worked out:
  /// off, no glass; tapped, on, the recording card's glass — two states.
  @Test func aToggleThroughABindingHelperTurnsAnUnknownOn() throws {
    let scene = try S.scene(
      """
      struct LiveTVAccessView: View {
          @State private var policy: UserPolicy
          init(user: ServerUser) {
              _policy = State(initialValue: user.policy)
          }
          var body: some View {
              VStack {
                  Toggle("Live TV access", isOn: $policy.allowsLiveTV.coalesce(false))
                  if policy.allowsLiveTV == true {
                      Text("Recording management").padding().glassEffect()
                  }
              }
          }
      }
      """)
    let graph = StateGraph(exploring: scene)
    #expect(graph.nodes.map(\.taps) == [[], ["Live TV access"]])
    #expect(S.glass(graph).map(\.count) == [0, 1])
  }

  /// `DesignTokens.Typography.largeTitle.bold()` from another file's design system is a font,
  /// not a view: `bold`, `italic`, `weight` … are `Font`'s methods as much as `Text`'s, so on an
  /// unknown they make an unknown value (before: a stand-in view, and `.font(…)` warned "found
  /// a view"). An unknown helper's `.italic()` where a view is expected is still a stand-in view.
  /// Worked out: no wrong-value warning; the title's glass and one stand-in view beside it.
  @Test func aFontMethodOnAnUnknownIsAnUnknownFontNotAView() throws {
    let scene = try S.scene(
      """
      struct BadgesHeader: View {
          var body: some View {
              VStack {
                  Text("Badges")
                      .font(DesignTokens.Typography.largeTitle.bold())
                      .padding()
                      .glassEffect()
                  subtitle(for: 3).italic()
              }
          }
      }
      """)
    let evaluated = scene.evaluate(scene.initialState)
    #expect(!evaluated.diagnostics.contains { $0.id == DiagnosticID.wrongValue.messageID })
    #expect(S.glass(scene, scene.initialState).count == 1)
    let standIns = S.nodes(evaluated.tree.root).filter {
      if case .unknown = $0.kind { return true } else { return false }
    }
    #expect(standIns.count == 1)
  }

  /// `EditMode.isEditing` is SwiftUI's: true for `.active` and `.transient`, false for
  /// `.inactive` (Apple's EditMode documentation) — before, `editMode.isEditing` stayed a
  /// symbol, `!isEditing` could not be applied and the Edit button's title never changed.
  /// Worked out: "Edit" at first (no delete buttons); tapped, `editMode = .active`, the title
  /// reads "Done" and each of the two rows shows its glass delete button.
  @Test func editModeIsEditingIsSwiftUIs() throws {
    let scene = try S.scene(
      """
      struct ServerConnections: View {
          @State private var editMode: EditMode = .inactive
          private var isEditing: Bool { editMode.isEditing }
          var body: some View {
              VStack {
                  Button(isEditing ? "Done" : "Edit") {
                      editMode = isEditing ? .inactive : .active
                  }
                  ForEach(["Home", "Office"], id: \\.self) { name in
                      HStack {
                          Text(name)
                          if isEditing {
                              Button("Delete", systemImage: "minus") {}
                                  .buttonStyle(.glass)
                          }
                      }
                  }
              }
          }
      }
      """)
    let graph = StateGraph(exploring: scene)
    #expect(graph.nodes.map(\.taps) == [[], ["Edit"]])
    #expect(S.glass(graph).map(\.count) == [0, 2])
    #expect(graph.nodes.last?.buttons.first?.name == "Done")
  }

  /// `-.layoutPadding` negates a number another file's `extension CGFloat` declares: Swift
  /// applies `-` to it, so it is an unknown like the member itself, not "'-' cannot be applied".
  /// Worked out: no unsupported-operator warning; the row's glass is still drawn.
  @Test func aNegatedImplicitMemberOfAnotherFileIsAnUnknownNumber() throws {
    let scene = try S.scene(
      """
      struct NotificationRow: View {
          var body: some View {
              Text("Followed you")
                  .padding(.horizontal, -.layoutPadding)
                  .padding()
                  .glassEffect()
          }
      }
      """)
    let evaluated = scene.evaluate(scene.initialState)
    #expect(
      !evaluated.diagnostics.contains { $0.id == DiagnosticID.unsupportedOperator.messageID })
    #expect(S.glass(scene, scene.initialState).count == 1)
  }

  /// A member of another file's static member (`source.features.providesHome` where `source`
  /// defaults to `.demo`) is an unknown condition explored both ways, not "Expected a Bool,
  /// found '.demo'" taken as false. Worked out: "Latest" always (1 glass); assumed true, the
  /// "Home" tab too (2).
  @Test func aMemberOfAnotherFilesStaticMemberIsAnUnknownCondition() throws {
    let scene = try S.scene(
      """
      struct ListingsHeader: View {
          var source: Source = .demo
          var body: some View {
              HStack {
                  if source.features.providesHome {
                      Text("Home").padding().glassEffect()
                  }
                  Text("Latest").padding().glassEffect()
              }
          }
      }
      """)
    let graph = StateGraph(exploring: scene)
    #expect(S.glass(graph).map(\.count) == [1, 2])
    #expect(!graph.diagnostics.contains { $0.id == DiagnosticID.wrongValue.messageID })
  }

  /// A helper modifier from a package takes any number it likes (`.appStoreOverlay($shown, id:
  /// 1639409934)`, an App Store ID): only SwiftUI's own modifiers are refused a number past the
  /// layout limit (before, the whole sheet failed to load with "invalid number"). SwiftUI's
  /// `.frame(width: 1639409934)` beside it still is. Worked out: the helper's line loads with
  /// glass; the frame's is one invalid-number error at its argument.
  @Test func anUnknownHelpersBigNumberIsNotALayoutNumber() throws {
    let helper = try S.scene(
      """
      struct UpdateSheet: View {
          @State private var showsStore = false
          var body: some View {
              Button("Update") { showsStore = true }
                  .buttonStyle(.glass)
                  .appStoreOverlay($showsStore, id: 1639409934)
          }
      }
      """)
    let evaluated = helper.evaluate(helper.initialState)
    #expect(!evaluated.diagnostics.contains { $0.id == DiagnosticID.invalidNumber.messageID })
    #expect(S.glass(helper, helper.initialState).count == 1)
    let frame = try S.scene(
      """
      struct UpdateSheet: View {
          var body: some View {
              Button("Update") {}
                  .buttonStyle(.glass)
                  .frame(width: 1639409934)
          }
      }
      """)
    #expect(
      frame.evaluate(frame.initialState).diagnostics.filter {
        $0.id == DiagnosticID.invalidNumber.messageID
      }.count == 1)
  }

  /// `@State private var vm = StartPageModel()` holding another file's model: `vm.showsGuide =
  /// true` decides that unknown and `$vm.showsGuide` presents with it, as `$model.flag` of an
  /// environment model does (before: "'isPresented:' is not a Bool", and the tap did nothing);
  /// `.sheet($flag)` without a label is a helper package's overload taken as `isPresented:`;
  /// `@Query var keys` is filled by the store, never an argument the preview lacks.
  /// Worked out: the tap presents the guide sheet (its glass card, a second glass); the alert
  /// is explored as an assumption; no missing-argument warning for `keys`.
  @Test func aModelHeldInStateFromAnotherFilePresentsThroughItsBinding() throws {
    let scene = try S.scene(
      """
      struct StartPage: View {
          @State private var vm = StartPageModel()
          @Query private var keys: [APIKey]
          var body: some View {
              VStack {
                  Button("How do I sign in?") { vm.showsGuide = true }
                      .buttonStyle(.glass)
                  Text("\\(keys.count) keys saved")
              }
              .sheet($vm.showsGuide) {
                  Text("Open Settings, then Keys").padding().glassEffect()
              }
              .alert("Invalid key", isPresented: $vm.showsInvalidKey) {
                  Button("OK") {}
              }
          }
      }

      #Preview {
          StartPage()
      }
      """)
    let graph = StateGraph(exploring: scene)
    let tapped = try #require(graph.nodes.first { $0.taps == ["How do I sign in?"] })
    #expect(tapped.state["assumed vm.showsGuide"] == .bool(true))
    #expect(S.glass(scene, tapped.state).count == S.glass(scene, scene.initialState).count + 1)
    #expect(graph.nodes.contains { $0.state["assumed vm.showsInvalidKey"] == .bool(true) })
    #expect(!graph.diagnostics.contains { $0.id == DiagnosticID.missingArgument.messageID })
  }

  /// `do { try await api.send() … } catch { … }`: whether the call throws is not known (it is a
  /// service's), so the `catch` is explored too — before, only the success path ran and the glass
  /// error banner never showed. Worked out: "Upload" reaches `.done` (no banner) and, assumed
  /// to throw, `.failed` with the banner, whose text is the error's description (a String, never
  /// nil, so no further unknown). The statement before the `try` runs on both sides.
  @Test func aCatchAfterAnUnknownThrowingCallIsExplored() throws {
    let scene = try S.scene(
      """
      struct UploadButton: View {
          @State private var status = "idle"
          @State private var attempts = 0
          @State private var errorText: String?
          var body: some View {
              VStack(spacing: 12) {
                  Button(status == "failed" ? "Retry" : "Upload") {
                      Task { await upload() }
                  }
                  .buttonStyle(.glass)
                  if let errorText {
                      Text(errorText).padding().glassEffect(.regular.tint(.red))
                  }
              }
          }

          private func upload() async {
              do {
                  attempts += 1
                  try await api.send()
                  status = "done"
              } catch let failure {
                  status = "failed"
                  errorText = failure.localizedDescription
              }
          }
      }
      """)
    let graph = StateGraph(exploring: scene)
    let outcomes = Set(
      graph.nodes.map {
        "\($0.state["status"]!) \($0.state["attempts"]!) \(S.glass(scene, $0.state).count)"
      })
    #expect(outcomes.contains(#""done" 1 1"#))
    #expect(outcomes.contains(#""failed" 1 2"#))
    let failed = try #require(graph.nodes.first { $0.state["status"] == .string("failed") })
    #expect(failed.state["errorText"] == .string("failure.localizedDescription"))
    #expect(graph.diagnostics.contains { $0.message.hasPrefix("'api.send() throws' is not known") })
  }

  /// `throw` in the program's own function ends it, and a caller reads an unknown from it, not
  /// nothing (the statement was dropped, so `client()` fell off its end and `.backups()` on its
  /// result was "Nothing has no member 'backups'"); `fallthrough`, not simulated, is a located
  /// warning instead of a silent drop. Worked out: the key is an unknown, so "Load" runs with
  /// it present (the client's backups, an unknown list) and, explored, absent (the `throw`):
  /// neither reads a member of nothing, and the `fallthrough` is reported at line 12.
  @Test func aThrowEndsTheFunctionWithAnUnknownAndFallthroughIsReported() throws {
    let scene = try S.scene(
      """
      enum NetError: Error { case missingKey }

      enum Net {
          static func client() throws -> Client {
              if let key = Keychain.load(key: "api") {
                  return Client(key: key)
              }
              throw NetError.missingKey
          }
          static func retries(_ code: Int) -> Int {
              switch code {
              case 429: fallthrough
              default: return 1
              }
          }
      }

      struct BackupList: View {
          @State private var names: [String] = []
          @State private var failed = false
          var body: some View {
              VStack {
                  Button("Load") {
                      Task {
                          do {
                              names = try await Net.client().backups(retries: Net.retries(429)).names
                          } catch {
                              failed = true
                          }
                      }
                  }
                  .buttonStyle(.glass)
                  if failed { Text("No API key").padding().glassEffect() }
              }
          }
      }
      """)
    let graph = StateGraph(exploring: scene)
    #expect(!graph.diagnostics.contains { $0.id == DiagnosticID.unknownMember.messageID })
    let fallthroughs = scene.diagnostics.filter {
      $0.id == DiagnosticID.unsupportedStatement.messageID
    }
    #expect(fallthroughs.map(\.location.line) == [12])
    #expect(graph.nodes.contains { $0.state["failed"] == .bool(true) })
  }

  /// The unknown of a long throwing call is named for what it calls, its arguments elided —
  /// not cut at a fixed length mid-argument ("Self.resolveStoreURL( requireSharedContainer: re
  /// throws", found on a public app's persistence code). The call below is 67 characters, over
  /// the 48 a name holds, so it reads `store.loadSnapshot(…) throws`.
  @Test func aLongThrowingCallIsNamedForWhatItCalls() throws {
    let scene = try S.scene(
      """
      struct SyncBanner: View {
          @State private var failed = false
          var body: some View {
              Button("Sync") {
                  do {
                      try store.loadSnapshot(from: archiveURL, requireSharedContainer: true)
                  } catch {
                      failed = true
                  }
              }
              .buttonStyle(.glass)
          }
      }
      """)
    let graph = StateGraph(exploring: scene)
    #expect(graph.nodes.count == 2)
    #expect(
      graph.diagnostics.contains {
        $0.message.hasPrefix("'store.loadSnapshot(…) throws' is not known")
      })
  }

  /// An optional `@Binding` a parent sets (a post's long press asks for an action overlay) is an
  /// unknown, explored set and nil, not a silent nil that hides what it shows (before: one state,
  /// no glass). Worked out: set, the overlay's card shows (120 pt glass) and "Close" writes nil;
  /// nil, nothing shows — two states, the card in the first.
  @Test func anOptionalBindingAParentSetsIsExploredSetAndNil() throws {
    let scene = try S.scene(
      """
      struct ActionOverlay: View {
          @Binding var request: OverlayRequest?
          var body: some View {
              ZStack {
                  if let request {
                      Button("Close") { withAnimation { self.request = nil } }
                          .frame(width: 120, height: 44)
                          .glassEffect()
                          .id(request.id)
                  }
              }
          }
      }
      """)
    let graph = StateGraph(exploring: scene)
    #expect(
      S.glass(graph).map { $0.map(\.frame.width) }.sorted { $0.count > $1.count }.first == [120])
    #expect(S.glass(graph).contains { $0.isEmpty })
    let note = scene.diagnostics.first { $0.message.contains("'request' is an optional @Binding") }
    #expect(note?.severity == .note)
  }

  /// A `@Binding` the view only writes (a menu button that asks its parent for a sheet) is the
  /// parent's state all the same: the tap reaches a second state though nothing here reads it,
  /// as it would with `@State` — and `check` lists it with the view's state.
  @Test func aBindingOnlyWrittenIsStillState() throws {
    let scene = try S.scene(
      """
      struct MenuButton: View {
          @Binding var showGraphSheet: Bool
          var body: some View {
              Button {
                  withAnimation { showGraphSheet.toggle() }
              } label: {
                  Image(systemName: "list.bullet").frame(width: 50, height: 50)
              }
              .glassEffect()
          }
      }
      """)
    #expect(scene.stateDeclarations.map(\.name) == ["showGraphSheet"])
    let graph = StateGraph(exploring: scene)
    #expect(
      graph.nodes.map(\.state.description) == ["showGraphSheet = false", "showGraphSheet = true"])
    // Nothing on screen reads it: both states show the same 50-pt glass.
    #expect(S.glass(graph).map { $0.map(\.frame.width) } == [[50], [50]])
  }
}

extension AppCodeUnknownsTests {
  /// A ternary on unknowns that picks the glass (`.regular` or `.identity`) decides what shows
  /// as an `if` does, and a model set in `init` from a type the file does not declare is an
  /// unknown, not nil: both are explored, so the glass behind them is seen.
  static let selectionPill = """
    import SwiftUI

    struct SelectionPill: View {
        @Environment(\\.isSelected) private var isSelected
        @StateObject private var proxy: SelectionProxy

        init(proxy: SelectionProxy) {
            _proxy = StateObject(wrappedValue: proxy)
        }

        private var showsGlass: Bool { proxy.isHighlighted || isSelected }

        var body: some View {
            Text("A")
                .padding()
                .glassEffect(showsGlass ? .regular : .identity, in: .rect(cornerRadius: 5))
        }
    }
    """

  @Test func aTernaryChoosingTheGlassOnUnknownsIsExploredBothWays() throws {
    let scene = try S.scene(Self.selectionPill)
    let graph = StateGraph(exploring: scene)
    // `a || b` on two unknowns: both false shows no glass; `a` true is enough (b is not read,
    // as Swift short-circuits); `a` false and `b` true shows it too. Three states.
    #expect(
      graph.nodes.map(\.assumed) == [[], ["proxy.isHighlighted"], ["isSelected"]],
      "\(graph.nodes.map(\.assumed))")
    #expect(S.glass(graph).map(\.count) == [0, 1, 1])
    // The model was an unknown with a note, not nil with a warning.
    let proxyNote = try #require(scene.diagnostics.first { $0.message.contains("'proxy'") })
    #expect(proxyNote.severity == .note)
    #expect(proxyNote.message.contains("it is an unknown"))
  }

  /// Taps are explored before one more unknown is assumed: what the tap reaches with nothing
  /// assumed comes first, then each state with the unknown assumed — from the initial state and
  /// from the tapped one.
  @Test func tapsComeBeforeAnotherAssumption() throws {
    let scene = try S.scene(
      """
      import SwiftUI

      struct Panel: View {
          @Environment(Store.self) private var store
          @State private var isOpen = false
          var body: some View {
              VStack {
                  Button("Open") { isOpen.toggle() }
                      .buttonStyle(.glass)
                  if store.isPro {
                      Text("Pro").padding().glassEffect()
                  }
              }
          }
      }
      """)
    let graph = StateGraph(exploring: scene)
    #expect(graph.nodes.map(\.taps) == [[], ["Open"], [], ["Open"]])
    #expect(graph.nodes.map(\.assumed) == [[], [], ["store.isPro"], ["store.isPro"]])
    // Open's glass in every state; Pro's where it is assumed.
    #expect(S.glass(graph).map(\.count) == [1, 1, 2, 2])
  }

  /// A tap that sets an unknown optional to nil, or to a value, decides its presence: Reset
  /// hides itself, Today brings it back.
  @Test func settingAnUnknownOptionalDecidesItsPresence() throws {
    let scene = try S.scene(
      """
      import SwiftUI

      struct DateFilterBar: View {
          @Binding var filter: ActivityFilter
          var body: some View {
              HStack {
                  if filter.minDate != nil {
                      Button("Reset") { filter.minDate = nil }
                          .buttonStyle(.glassProminent)
                  }
                  Button("Today") { filter.minDate = .now }
                      .buttonStyle(.glass)
              }
          }
      }
      """)
    let graph = StateGraph(exploring: scene)
    #expect(graph.nodes.map(\.taps) == [[], ["Reset"]])
    #expect(S.glass(graph).map(\.count) == [2, 1])
    let today = try #require(graph.edges.first { $0.from == 1 && $0.button == "Today" })
    #expect(today.to == 0)
    #expect(!graph.edges.contains { $0.from == 0 && $0.button == "Today" })
  }

  /// An app's button components from another file (`GlassActionButton("Save", icon:) { … }`,
  /// `RowButton(action:) { Text(…) }`) are buttons: their closures are the actions the
  /// exploration taps, and a name that says glass draws SwiftUI's glass button. A component
  /// given no action (`AvatarButton(name:)`) stays an unknown view, as before.
  @Test func undeclaredButtonComponentsAreTappedAsButtons() throws {
    let scene = try S.scene(
      """
      import SwiftUI
      struct SaveBar: View {
          @State private var isSaved = false
          @State private var count = 0
          var body: some View {
              VStack(spacing: 12) {
                  GlassActionButton("Save", icon: "checkmark") { isSaved = true }
                  RowButton(action: { count += 1 }) { Text("Row \\(count)") }
                  AvatarButton(name: "Emma")
              }
          }
      }
      """)
    let graph = StateGraph(exploring: scene)
    // Save: false → true (once); Row: 0 → 1 → … up to the state limit, so more than two states;
    // the first tap of each is an edge from the initial state.
    #expect(graph.edges.contains { $0.from == 0 && $0.button == "Save" })
    #expect(graph.edges.contains { $0.from == 0 && $0.button == "button 2" })
    let saved = try #require(graph.edges.first { $0.from == 0 && $0.button == "Save" })
    #expect(saved.changes.map(\.name) == ["isSaved"])
    // One glass element: the glass button style of GlassActionButton (a capsule); the plain
    // RowButton and the unknown AvatarButton have none.
    let glass = S.glass(scene, scene.initialState)
    #expect(glass.map(\.shape) == [.capsule])
    let view = scene.evaluate(scene.initialState)
    let warnings = view.diagnostics.filter { $0.id == DiagnosticID.assumedHelper.messageID }
    #expect(warnings.count == 2)
    #expect(warnings.first?.message.contains("'GlassActionButton'") == true)
    #expect(
      view.diagnostics.contains {
        $0.id == DiagnosticID.unsupportedView.messageID && $0.message.contains("'AvatarButton'")
      })
  }

  /// A root view's input of an enum the program declares (`let tab: AppTab`, passed by a tab
  /// bar this file does not have) is each of its cases in turn: three states, one per tab, each
  /// showing that tab's root — glass on the feed and the profile, none in settings.
  @Test func anInputOfTheProgramsEnumIsEachOfItsCases() throws {
    let scene = try S.scene(
      """
      import SwiftUI
      enum AppTab: String { case feed, settings, profile }
      struct TabRoot: View {
          let tab: AppTab
          var body: some View {
              switch tab {
              case .feed: Text("Feed").padding().glassEffect()
              case .settings: Text("Settings")
              case .profile: Text(tab.rawValue).padding().glassEffect(in: .circle)
              }
          }
      }
      """)
    let graph = StateGraph(exploring: scene)
    #expect(graph.nodes.count == 3)
    #expect(S.glass(graph).map { $0.map(\.shape) } == [[.capsule], [], [.circle]])
    let view = scene.evaluate(scene.initialState)
    #expect(
      view.diagnostics.contains {
        $0.id == DiagnosticID.unknownInput.messageID && $0.message.contains("each of its 3 cases")
      })
  }

  /// A cell passing `isHighlighted || isSelected` to its dot: the dot's `if` decides the glass,
  /// so the whole expression is one unknown explored both ways — two states, glass only when it
  /// is assumed true. Before, an unknown operand outside a condition was taken as false and the
  /// glass was never shown. An operand known to decide (`&& false`) still decides at once.
  @Test func anUnknownPassedThroughLogicToAChildsConditionIsExplored() throws {
    let scene = try S.scene(
      """
      import SwiftUI
      struct Dot: View {
          let highlighted: Bool
          var body: some View {
              if highlighted {
                  Circle().frame(width: 12, height: 12).glassEffect()
              } else {
                  Circle().frame(width: 12, height: 12)
              }
          }
      }
      struct DayCell: View {
          let isHighlighted: Bool
          let isSelected: Bool
          let isPreview: Bool
          var body: some View {
              VStack {
                  Dot(highlighted: isHighlighted || isSelected)
                  Dot(highlighted: isPreview && false)
              }
          }
      }
      """, view: "DayCell")
    let graph = StateGraph(exploring: scene)
    #expect(graph.nodes.map(\.assumed) == [[], ["isHighlighted || isSelected"]])
    #expect(S.glass(graph).map(\.count) == [0, 1])
  }

  /// A theme from another file coloured through `.opacity(…)` (a modifier colours share with
  /// views): the unknown colour it is — the glass has no tint, the gradient is skipped quietly —
  /// not "a view where a colour belongs", as it was before.
  @Test func anUnknownColourGivenOpacityIsAColourNotAView() throws {
    let scene = try S.scene(
      """
      import SwiftUI
      struct Bubble: View {
          @Environment(\\.theme) private var theme
          var body: some View {
              Text("Hello")
                  .padding()
                  .glassEffect(.regular.tint(theme.tintColor.opacity(0.2)))
                  .overlay(
                      Capsule().strokeBorder(
                          LinearGradient(
                              colors: [theme.tintColor.opacity(0.4), .clear],
                              startPoint: .leading, endPoint: .trailing),
                          lineWidth: 1)
                  )
          }
      }
      """)
    let view = scene.evaluate(scene.initialState)
    #expect(!view.diagnostics.contains { $0.message.contains("found a view") })
    let glass = S.glass(scene, scene.initialState)
    #expect(glass.count == 1)
    #expect(glass.first?.glass.tint == nil)
  }

  /// A model the view reads from the environment, which nothing in the scene provides: the one
  /// created in its place has its declared values, but its optionals that start nil (filled by
  /// a sign-in or a load the simulator does not run) are unknowns — so the profile's glass
  /// shows in the state that assumes it present. Before, it was nil for good and the glass
  /// never showed. Worked out: two states, present first (no glass hidden behind `else`).
  @Test func anUnprovidedModelsNilOptionalsAreExploredPresent() throws {
    let scene = try S.scene(
      """
      import SwiftUI
      @Observable final class Session {
          var profile: Profile? = nil
          var isRefreshing = false
      }
      struct Profile { var name: String }
      struct AccountScreen: View {
          @Environment(Session.self) private var session
          var body: some View {
              if let profile = session.profile {
                  Text(profile.name).padding().glassEffect()
              } else {
                  ProgressView()
              }
          }
      }
      """)
    let graph = StateGraph(exploring: scene)
    #expect(graph.nodes.map(\.assumed) == [[], ["session.profile == nil"]])
    #expect(S.glass(graph).map(\.count) == [1, 0])
  }
}

extension AppCodeUnknownsTests {
  /// An unknown transformed by the same member again and again (`result =
  /// result.replacingOccurrences(…)` for each of a list of rules) keeps one name, as one value
  /// transformed: before, the name grew by a member on every pass — 100 rules made a name of
  /// 2,400 characters copied, split and reported at each step (5.9 s for one public chat view,
  /// 2.3 s after). Worked out: four rules, one condition named
  /// `raw.replacingOccurrences.isEmpty`.
  @Test func anUnknownTransformedInALoopKeepsOneName() throws {
    let scene = try S.scene(
      """
      import SwiftUI
      struct Preview: View {
          let raw: String
          private var cleaned: String {
              var result = raw
              for rule in ["**", "__", "`", "#"] {
                  result = result.replacingOccurrences(of: rule, with: "")
              }
              return result
          }
          var body: some View {
              if !cleaned.isEmpty {
                  Text("Reply").padding().glassEffect()
              }
          }
      }
      """)
    let messages = scene.evaluate(scene.initialState).diagnostics.map(\.message)
    #expect(messages.contains { $0.contains("'raw.replacingOccurrences.isEmpty'") })
    #expect(!messages.contains { $0.contains("replacingOccurrences.replacingOccurrences") })
  }
}

extension AppCodeUnknownsTests {
  /// A value an action writes into a member of a model the file does not declare is that
  /// member's value from then on, as a stored property keeps what is assigned (before: a Bool
  /// only; any other value was "not simulated", so a filter picked by a tap changed nothing).
  /// Worked out: the initial state assumes `store.filter == "Today"` false (no badge, the title
  /// reads the unknown's name); tapping "Today" writes "Today", so the title reads "Today" and
  /// the one glass badge shows; the state names `store.filter = "Today"`.
  @Test func aValueWrittenIntoAnUnknownModelIsWhatItReadsAfterwards() throws {
    let scene = try S.scene(
      """
      import SwiftUI
      struct FilterBar: View {
          @Environment(TaskStore.self) private var store
          var body: some View {
              VStack {
                  Text(store.filter)
                  Button("Today") { store.filter = "Today" }
                  if store.filter == "Today" {
                      Text("Due").padding().glassEffect()
                  }
              }
          }
      }
      """)
    let view = scene.evaluate(scene.initialState)
    #expect(S.glass(scene, scene.initialState).isEmpty)
    let today = scene.tap(view.buttons[0], in: view.state)
    #expect(today.state.description.contains("store.filter = \"Today\""))
    #expect(S.glass(scene, today.state).count == 1)
    #expect(S.texts(scene.evaluate(today.state).root).first == "Today")
  }
}

extension AppCodeUnknownsTests {
  /// An optional input left at nil when the view is made on its own (no preview passes it) is one
  /// a parent may set: a tools sheet shows its glass "Done" button only `if let onDismiss` (an
  /// initialiser's default), a stop card its glass badge only `if let selection` (a memberwise
  /// `var … = nil`). Before, both were a silent nil: one state, no glass. Worked out: each is
  /// explored as set and as nil — two states each, one glass element in the set one, none in
  /// the other. With a preview that passes nothing, the preview's nil stands, as Xcode's canvas
  /// shows it; a `var … = nil` that a declared initialiser does not set is no input.
  @Test func anOptionalInputLeftNilIsExploredSetAndNil() throws {
    let sheet = """
      import SwiftUI
      struct ToolsSheet: View {
          let onDismiss: (() -> Void)?
          init(onDismiss: (() -> Void)? = nil) {
              self.onDismiss = onDismiss
          }
          var body: some View {
              List {
                  Text("Weather")
                  if let onDismiss = onDismiss {
                      Button("Done") { onDismiss() }.buttonStyle(.glassProminent)
                  }
              }
          }
      }
      """
    let card = """
      import SwiftUI
      struct Stop: Identifiable { let id: Int; let name: String }
      struct StopCard: View {
          var selection: Stop? = nil
          var body: some View {
              VStack {
                  Text("Nearby")
                  if let selection { Text(selection.name).padding().glassEffect() }
              }
          }
      }
      """
    for source in [sheet, card] {
      let graph = StateGraph(exploring: try S.scene(source))
      #expect(S.glass(graph).map(\.count).sorted() == [0, 1])
      #expect(
        graph.diagnostics.contains { $0.message.contains("is an optional a parent may pass") })
    }
    let previewed = try S.scene(sheet + "\n#Preview { ToolsSheet() }\n")
    #expect(S.glass(StateGraph(exploring: previewed)).map(\.count) == [0])
    let declared = try S.scene(
      card.replacingOccurrences(of: "var body", with: "init() {}\n    var body"))
    #expect(S.glass(StateGraph(exploring: declared)).map(\.count) == [0])
  }
}

extension AppCodeUnknownsTests {
  /// A button component of another file given `style: .glassProminent` (a design system's
  /// `LGButton("Checkout", style: .glassProminent, action:)`) is drawn with that glass button
  /// style, as its own name would say; `style: .plain` or no style leaves a name without glass
  /// plain. Worked out: three components, one glass element — the checkout's capsule.
  @Test func aButtonComponentGivenAGlassStyleIsAGlassButton() throws {
    let scene = try S.scene(
      """
      import SwiftUI
      struct CartFooter: View {
          @State private var isCheckingOut = false
          var body: some View {
              VStack {
                  LGButton("Checkout", style: .glassProminent) { isCheckingOut = true }
                  LGButton("Keep shopping", style: .plain) { isCheckingOut = false }
                  LGButton("Help") {}
              }
          }
      }
      """)
    let glass = S.glass(scene, scene.initialState)
    #expect(glass.map(\.shape) == [.capsule])
    let warning = scene.evaluate(scene.initialState).diagnostics.first {
      $0.id == DiagnosticID.assumedHelper.messageID
    }
    #expect(warning?.message.contains("with .buttonStyle(.glassProminent)") == true)
  }
}

extension AppCodeUnknownsTests {
  /// A recursive walk of a tree the scene does not have (`videoCount(in:)` adding up a folder's
  /// children's counts) ends: a collection reached through an element of itself
  /// (`store.rootFolders[0].children[1].children`) is empty below the first level. Before, each
  /// level made 3 stand-ins, so the walk cost 3^64 calls and a video library's detail view never
  /// finished. Worked out: 3 stand-in root folders, each with 3 stand-in children whose own
  /// children are empty — 3 + 9 calls of `videoCount`; one glass label per root folder.
  @Test func aRecursiveWalkOfAnUnknownTreeEnds() throws {
    let scene = try S.scene(
      """
      import SwiftUI
      struct FolderSidebar: View {
          @Environment(LibraryStore.self) private var store
          var body: some View {
              VStack {
                  ForEach(store.rootFolders) { folder in
                      Text("\\(videoCount(in: folder)) videos").padding().glassEffect()
                  }
              }
          }
          private func videoCount(in folder: Folder) -> Int {
              var total = folder.videos.count
              for child in folder.children { total += videoCount(in: child) }
              return total
          }
      }
      """)
    let evaluated = scene.evaluate(scene.initialState)
    #expect(S.glass(scene, scene.initialState).count == 3)
    #expect(evaluated.work < 5_000, "work \(evaluated.work)")
    #expect(
      evaluated.diagnostics.contains {
        $0.message.hasPrefix("'store.rootFolders[…].children[…].children' is a collection inside")
      })
  }

  /// A preview that builds another file's model with an implicit initialiser
  /// (`session: .init(service: PreviewService())`, the parameter typed `LibrarySession`) passes
  /// the same unknown model as `LibrarySession(service: …)` written out: its list is three
  /// stand-ins, each a glass chip, and whether its queue is empty is explored — 3 chips plus the
  /// queue's glass (4), then, assumed empty, 3. Before, the value was the bare symbol `.init`:
  /// nothing iterated it, `!session.queue.isEmpty` was an error, and no glass showed.
  @Test func anImplicitInitialiserOfAnotherFilesTypeIsAnUnknownModel() throws {
    let scene = try S.scene(
      """
      import SwiftUI

      struct SidebarList: View {
          @Bindable var session: LibrarySession

          var body: some View {
              VStack {
                  ForEach(session.kinds) { kind in
                      Text(kind.title).padding().glassEffect()
                  }
                  if !session.queue.isEmpty {
                      Text("Queue").glassEffect()
                  }
              }
          }
      }

      #Preview {
          SidebarList(session: .init(service: PreviewService()))
      }
      """)
    let graph = StateGraph(exploring: scene)
    #expect(S.glass(graph).map(\.count) == [4, 3])
  }

  /// Preview data built with an implicit initialiser of another file's model
  /// (`item: .init(text: "Done", kind: .output)`) is what a memberwise initialiser stores: the
  /// bubble of kind `.typing` shows its dots and the other its glass text — one glass, one
  /// state, as the preview shows. Before, `item.kind` was a member of the bare symbol `.init`,
  /// equal to nothing, so both bubbles drew glass text (2).
  @Test func anImplicitInitialiserStoresItsLabelledArguments() throws {
    let scene = try S.scene(
      """
      import SwiftUI

      struct ChatBubble: View {
          let item: ChatItem

          var body: some View {
              if item.kind == .typing {
                  TypingDots()
              } else {
                  Text(item.text).padding().glassEffect()
              }
          }
      }

      #Preview {
          VStack {
              ChatBubble(item: .init(text: "Done, the lights are on.", kind: .output))
              ChatBubble(item: .init(text: "", kind: .typing))
          }
      }
      """)
    let graph = StateGraph(exploring: scene)
    #expect(S.glass(graph).map(\.count) == [1])
  }

  /// A filter bar keeps its preview's filters in `@State` (copied in `init`, as apps sort them),
  /// each filter's kind a case of another module's enum with a labelled associated value
  /// (`.text(placeholder: "Title")`): read back from the state, the kind is still that case, so
  /// the `switch` picks "T" and "S" — one state, two glass chips, as the preview shows. Before,
  /// a labelled case came back from the state as an unknown, explored per filter (9 states, the
  /// first showing "T" twice).
  @Test func aLabelledCaseOfAnotherModulesEnumSurvivesState() throws {
    let scene = try S.scene(
      """
      import SwiftUI

      struct FilterBar: View {
          @State private var sortedFilters: [Filter]

          init(filters: [Filter]) {
              _sortedFilters = State(initialValue: filters)
          }

          var body: some View {
              HStack {
                  ForEach(sortedFilters, id: \\.id) { filter in
                      switch filter.value {
                      case .text: Text("T").padding().glassEffect()
                      case .sort: Text("S").padding().glassEffect()
                      default: Text("?")
                      }
                  }
              }
          }
      }

      #Preview {
          FilterBar(filters: [
              .init(id: "text", title: "Text", value: .text(placeholder: "Title")),
              .init(id: "sort", title: "Sort", value: .sort(options: ["Latest", "Popular"])),
          ])
      }
      """)
    let graph = StateGraph(exploring: scene)
    #expect(S.glass(graph).map(\.count) == [2])
    #expect(S.texts(graph.nodes[0].view.tree.root) == ["T", "S"])
  }

  /// A game's RealityKit scene with glass controls shown once it has loaded: the `RealityView`
  /// fills the screen (RealityKit's drawing is not simulated), and its make closure runs when
  /// it appears, so `showControls = true` after the load is the event `appear` — before it, no
  /// glass; after it, the two 50 pt controls. Where, worked out by hand: the ZStack spans the
  /// safe area (874 − 62 − 34 = 778 pt tall, from y 62) and aligns to the bottom; the HStack
  /// is 50 + 16 + 50 = 116 pt wide with 16 pt padding, so its first control is at x (402 −
  /// 116) / 2 = 143 and y 62 + 778 − 16 − 50 = 774, its second at 143 + 66 = 209. Before, the
  /// view was a placeholder whose closure never ran: no state showed the controls.
  @Test func aRealityViewsMakeClosureRunsWhenItAppears() throws {
    let scene = try S.scene(
      """
      import SwiftUI
      import RealityKit

      struct GameView: View {
          @State private var showControls = false

          var body: some View {
              ZStack(alignment: .bottom) {
                  RealityView { content in
                      guard let scene = try? await Entity(named: "Scene", in: gameBundle) else { return }
                      content.add(scene)
                      showControls = true
                  } placeholder: {
                      ProgressView()
                  }
                  .ignoresSafeArea()

                  if showControls {
                      HStack(spacing: 16) {
                          Image(systemName: "arrow.up")
                              .frame(width: 50, height: 50)
                              .glassEffect(.regular.interactive())
                          Image(systemName: "tornado")
                              .frame(width: 50, height: 50)
                              .glassEffect(.regular.interactive())
                      }
                      .padding()
                  }
              }
          }
      }
      """)
    let graph = StateGraph(exploring: scene)
    #expect(S.glass(graph).map(\.count) == [0, 2])
    let shown = S.glass(graph).last ?? []
    #expect(shown.map { $0.frame.origin } == [Point(x: 143, y: 774), Point(x: 209, y: 774)])
  }

  /// A conversation header that expands into an editor when a coordinator from another file
  /// moves focus to the name field: the tap calls `coordinator.moveFocus(to: .name)` (app code
  /// that cannot run), and the view reacts in `.onChange(of: coordinator.currentFocus)`. The
  /// call may change what the coordinator holds, so that `.onChange` runs after the tap with an
  /// unknown new value, and `newValue == .name` is explored both ways: assumed false the tap
  /// changes nothing; assumed true it expands, capsule "info" giving way to "editor". A watch of
  /// another unknown (`settings.theme`) does not run: nothing called `settings`. (The button is
  /// named by its glass ID, `info`.)
  @Test func aTapCallingAnUnknownsMethodRunsTheOnChangeOfItsMembers() throws {
    let scene = try S.scene(
      """
      import SwiftUI

      struct ConversationHeader: View {
          let coordinator: FocusCoordinator
          let settings: AppSettings
          @State private var isEditing = false
          @State private var themeChanges = 0
          @Namespace private var header

          var body: some View {
              GlassEffectContainer {
                  if isEditing {
                      TextField("Name", text: .constant(""))
                          .padding()
                          .glassEffect(in: .rect(cornerRadius: 24))
                          .glassEffectID("editor", in: header)
                  } else {
                      Button("Untitled") { coordinator.moveFocus(to: .name) }
                          .padding()
                          .glassEffect()
                          .glassEffectID("info", in: header)
                  }
              }
              .onChange(of: coordinator.currentFocus) { _, focus in
                  withAnimation(.bouncy) { isEditing = focus == .name }
              }
              .onChange(of: settings.theme) { themeChanges += 1 }
          }
      }
      """)
    let graph = StateGraph(exploring: scene)
    #expect(graph.nodes.count == 2)
    let ids = S.glass(graph).map { $0.map(\.id) }
    #expect(ids == [["info"], ["editor"]])
    #expect(graph.nodes.last?.state.description.contains("isEditing = true") == true)
    #expect(graph.nodes.last?.state.description.contains("themeChanges = 0") == true)
    #expect(graph.nodes.last?.taps == ["info"])
  }
}
