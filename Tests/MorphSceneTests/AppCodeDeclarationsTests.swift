import MorphCore
import MorphFrame
import MorphLayout
import MorphMotion
import MorphViewTree
import Testing

@testable import MorphScene

/// Declarations app code leans on — property observers, initialisers that delegate, protocols
/// with default implementations — and a literal of the wrong type, each in a view written the
/// way an app writes it; states and frames worked out by hand from the code.
@Suite struct AppCodeDeclarationsTests {
  typealias S = SceneTestSupport

  @Test func didSetAndWillSetRunOnEachAssignment() throws {
    let scene = try S.scene(
      """
      import SwiftUI

      struct Counter: View {
          @State private var count = 0 {
              didSet { isWide = count >= 2 }
          }
          @State private var isWide = false
          @State private var label = "none" {
              willSet { history = label + ">" + newValue }
          }
          @State private var history = ""

          var body: some View {
              Button("Add") {
                  withAnimation(.snappy) {
                      if count < 2 { count += 1 }
                      label = "n\\(count)"
                  }
              }
              .frame(width: isWide ? 200 : 100, height: 44)
              .glassEffect()
          }
      }
      """)
    let graph = StateGraph(exploring: scene)
    // Tap 1: count 1 (didSet: 1 >= 2 is false); willSet sees "none" and the new "n1".
    // Tap 2: count 2 (didSet: wide); willSet sees "n1" → "n2". Tap 3: count stays 2, but label
    // is assigned "n2" again and willSet runs for an equal value too (Swift does not compare):
    // history "n2>n2". Tap 4 changes nothing more, so four states in all.
    #expect(
      graph.nodes.map(\.state.description) == [
        "count = 0, isWide = false, label = \"none\", history = \"\"",
        "count = 1, isWide = false, label = \"n1\", history = \"none>n1\"",
        "count = 2, isWide = true, label = \"n2\", history = \"n1>n2\"",
        "count = 2, isWide = true, label = \"n2\", history = \"n2>n2\"",
      ])
    #expect(S.glass(graph).map { $0.map(\.frame.width) } == [[100], [100], [200], [200]])
    #expect(!scene.diagnostics.contains { $0.severity != .note })
  }

  @Test func aDidSetThatClampsItsOwnPropertyDoesNotRunAgain() throws {
    // Swift does not call a property's observers for an assignment inside its own observer, so
    // the clamp `level = 3` is final: 0 → 2 → 4 clamped to 3 → 5 clamped to 3.
    let scene = try S.scene(
      """
      struct Meter: View {
          @State private var level = 0 {
              didSet { if level > 3 { level = 3 } }
          }
          var body: some View {
              Button("Up") { level += 2 }
                  .frame(width: CGFloat(40 + level * 20), height: 40)
                  .glassEffect()
          }
      }
      """)
    let graph = StateGraph(exploring: scene)
    #expect(graph.nodes.map(\.state.description) == ["level = 0", "level = 2", "level = 3"])
    // 40 + 20 × level: 40, 80, 100.
    #expect(S.glass(graph).map { $0.map(\.frame.width) } == [[40], [80], [100]])
  }

  @Test func aModelsDidSetRunsWhenAViewAssignsIt() throws {
    let scene = try S.scene(
      """
      import Observation
      import SwiftUI

      @Observable final class Player {
          var volume = 0 {
              didSet { isLoud = volume > 5 }
          }
          var isLoud = false
      }

      struct Mixer: View {
          @State private var player = Player()
          var body: some View {
              VStack {
                  Button("Louder") { withAnimation { player.volume = 6 } }
                  if player.isLoud {
                      Text("Loud").padding().glassEffect()
                  }
              }
          }
      }
      """)
    let graph = StateGraph(exploring: scene)
    // The view sets only `volume`; the model's didSet sets `isLoud`, which shows the glass.
    #expect(graph.nodes.count == 2)
    #expect(S.glass(graph).map(\.count) == [0, 1])
  }

  @Test func aConvenienceInitialiserDelegatesToTheDesignatedOne() throws {
    let scene = try S.scene(
      """
      struct Badge: View {
          let title: String
          let width: CGFloat

          init(title: String, width: CGFloat) {
              self.title = title
              self.width = width
          }

          init(compact title: String, wide: Bool = false) {
              self.init(title: title, width: wide ? 90 : 60)
          }

          var body: some View {
              Text(title).frame(width: width, height: 30).glassEffect()
          }
      }

      struct Badges: View {
          var body: some View {
              GlassEffectContainer {
                  HStack(spacing: 10) {
                      Badge(compact: "A")
                      Badge(compact: "B", wide: true)
                      Badge(title: "C", width: 120)
                  }
              }
          }
      }
      """)
    let glass = S.glass(scene, scene.initialState)
    #expect(glass.map(\.frame.width) == [60, 90, 120])
    // Side by side 10 pt apart: each starts where the last ended plus 10.
    #expect(glass[1].frame.minX - glass[0].frame.maxX == 10)
    #expect(glass[2].frame.minX - glass[1].frame.maxX == 10)
    #expect(!scene.diagnostics.contains { $0.severity != .note })
  }

  @Test func anInitialiserInAnExtensionDelegatesToTheMemberwiseOne() throws {
    // An initialiser declared in an extension keeps the struct's memberwise one (Swift's rule),
    // and `self.init(title:width:)` reaches it.
    let scene = try S.scene(
      """
      struct Chip: View {
          let title: String
          let width: CGFloat
          var body: some View { Text(title).frame(width: width, height: 30).glassEffect() }
      }

      extension Chip {
          init(short title: String) {
              self.init(title: title, width: 50)
          }
      }

      struct Chips: View {
          var body: some View {
              GlassEffectContainer {
                  HStack { Chip(short: "A"); Chip(title: "Wide", width: 90) }
              }
          }
      }
      """)
    #expect(S.glass(scene, scene.initialState).map(\.frame.width) == [50, 90])
    #expect(!scene.diagnostics.contains { $0.severity != .note })
  }

  @Test func aProtocolExtensionSuppliesDefaultsAConformingTypeDoesNotDeclare() throws {
    let scene = try S.scene(
      """
      protocol Themed {
          var tint: Color { get }
          func radius() -> CGFloat
      }
      extension Themed {
          var tint: Color { .blue }
          func radius() -> CGFloat { 12 }
      }
      protocol Loud: Themed {}

      struct Calm: Themed {}
      struct Alarm: Loud {
          var tint: Color { .red }
      }

      struct Swatches: View {
          var body: some View {
              VStack {
                  Text("Calm").padding()
                      .glassEffect(.regular.tint(Calm().tint), in: .rect(cornerRadius: Calm().radius()))
                  Text("Alarm").padding()
                      .glassEffect(.regular.tint(Alarm().tint), in: .rect(cornerRadius: Alarm().radius()))
              }
          }
      }
      """)
    let glass = S.glass(scene, scene.initialState)
    // Calm takes both defaults; Alarm declares its own tint and inherits the radius through
    // `Loud: Themed`.
    #expect(glass.map(\.glass.tint) == [Color.blue, Color.red])
    #expect(glass.map(\.cornerRadius) == [12, 12])
    #expect(!scene.diagnostics.contains { $0.severity != .note })
  }

  @Test func anAppsOwnEnvironmentValuesHaveTheirDeclaredDefaults() throws {
    let scene = try S.scene(
      """
      import SwiftUI

      struct Theme {
          var radius: CGFloat = 18
          var isGlassy = true
      }

      private struct ThemeKey: EnvironmentKey {
          static let defaultValue = Theme()
      }

      extension EnvironmentValues {
          var theme: Theme {
              get { self[ThemeKey.self] }
              set { self[ThemeKey.self] = newValue }
          }
          @Entry var prefersPlainCards: Bool = false
      }

      struct Card: View {
          let title: String
          @Environment(\\.theme) private var theme
          @Environment(\\.prefersPlainCards) private var prefersPlain
          var body: some View {
              if theme.isGlassy && !prefersPlain {
                  Text(title).padding().glassEffect(in: .rect(cornerRadius: theme.radius))
              }
          }
      }

      struct Cards: View {
          var body: some View {
              VStack(spacing: 40) {
                  Card(title: "Default")
                  Card(title: "Round").environment(\\.theme, Theme(radius: 30))
                  Card(title: "Plain").environment(\\.prefersPlainCards, true)
              }
          }
      }
      """)
    // ThemeKey.defaultValue (radius 18) and @Entry's false where nothing is set; the parent's
    // `.environment` where it is: radius 30 — drawn as 27, half the card's 54 pt height (16 pt
    // padding above and below a 22 pt line), the most a rounded rectangle's corner can be — and
    // no glass for the plain card.
    #expect(S.glass(scene, scene.initialState).map(\.cornerRadius) == [18, 27])
    #expect(S.glass(scene, scene.initialState).map(\.frame.height) == [54, 54])
    #expect(!scene.diagnostics.contains { $0.severity != .note })
  }

  @Test func aStringLiteralForANumberIsAnError() throws {
    let scene = try S.scene(
      """
      struct Panel: View {
          var body: some View {
              Text("New").frame(width: "wide", height: 80).glassEffect()
          }
      }
      """)
    let errors = scene.evaluate(scene.initialState).diagnostics.filter { $0.severity == .error }
    #expect(errors.map(\.id.id) == ["wrong-literal"])
    // Line 3, column 34: where `"wide"` starts.
    #expect(errors.map(\.location.line) == [3])
    #expect(errors.map(\.location.column) == [34])
  }

  /// A design-token namespace with its own `enum Color` (Tenney's `TenneyTokens.Color`): Swift
  /// finds that nested type by its plain name only inside `Tokens`; everywhere else `Color` is
  /// SwiftUI's. The first capsule is tinted `Color.blue` (SwiftUI's system blue, 0/122/255),
  /// the second `Tokens.Color.accent` (orange, declared inside the namespace with `Color.orange`).
  @Test func aNestedTypeNamedLikeSwiftUIsShadowsItOnlyInsideItsHolder() throws {
    let glass = try S.glass(
      """
      import SwiftUI

      enum Tokens {
          enum Color {
              static let accent: SwiftUI.Color = .orange
          }
          static let badge = Color.accent
      }

      struct Chips: View {
          var body: some View {
              HStack {
                  Text("Blue").padding().glassEffect(.regular.tint(Color.blue))
                  Text("Accent").padding().glassEffect(.regular.tint(Tokens.Color.accent))
                  Text("Badge").padding().glassEffect(.regular.tint(Tokens.badge))
              }
          }
      }
      """)
    #expect(glass.map(\.glass.tint) == [MorphCore.Color.blue, .orange, .orange])
  }

  /// The `Color(hex:)` extension nearly every app carries, written the usual way with `Scanner`
  /// and shifts: the colours are read from the hex digits — 2F 7C F6 is (47, 124, 246) / 255;
  /// "F80" is 4-bit (15, 8, 0) / 15; "#802F7CF6" has alpha 0x80 = 128 / 255 first.
  @Test func anAppsHexColourInitialiserReadsItsDigits() throws {
    let glass = try S.glass(
      """
      import SwiftUI

      extension Color {
          init(hex: String) {
              let hex = hex.trimmingCharacters(in: CharacterSet.alphanumerics.inverted)
              var int: UInt64 = 0
              Scanner(string: hex).scanHexInt64(&int)
              let r = Double((int >> 16) & 0xFF) / 255
              let g = Double((int >> 8) & 0xFF) / 255
              let b = Double(int & 0xFF) / 255
              self.init(red: r, green: g, blue: b)
          }
      }

      struct Swatches: View {
          var body: some View {
              HStack {
                  Circle().frame(width: 40, height: 40).glassEffect(.regular.tint(Color(hex: "#2F7CF6")))
                  Circle().frame(width: 40, height: 40).glassEffect(.regular.tint(Color(hex: "F80")))
                  Circle().frame(width: 40, height: 40).glassEffect(.regular.tint(Color(hex: "#802F7CF6")))
              }
          }
      }
      """)
    #expect(
      glass.map(\.glass.tint) == [
        MorphCore.Color(red: 47 / 255, green: 124 / 255, blue: 246 / 255),
        MorphCore.Color(red: 1, green: 8 / 15, blue: 0),
        MorphCore.Color(red: 47 / 255, green: 124 / 255, blue: 246 / 255, opacity: 128 / 255),
      ])
  }

  /// A design system's tokens as apps declare them: colours in `extension Color` and lengths in
  /// `extension CGFloat`, read qualified (`Color.textPrimary`) and as implicit members
  /// (`.foregroundStyle(.textPrimary)`, `.padding(.cardPadding)`). Swift finds the app's static
  /// members on SwiftUI's types; so does the simulator, instead of grey and the default padding.
  @Test func designTokensInExtensionsOfColorAndCGFloatAreRead() throws {
    let scene = try S.scene(
      """
      import SwiftUI

      extension Color {
          static let textPrimary = Color(red: 0.14, green: 0.13, blue: 0.12)
          static var brand: Color { Color(red: 0.2, green: 0.4, blue: 0.9) }
      }

      extension CGFloat {
          static let cardPadding: CGFloat = 20
          static let chipSize: CGFloat = 40
      }

      struct TokenCard: View {
          var body: some View {
              VStack(spacing: 12) {
                  Text("Title")
                      .foregroundStyle(.textPrimary)
                      .frame(width: .chipSize, height: CGFloat.chipSize)
                      .padding(.cardPadding)
                      .glassEffect(.regular.tint(Color.brand))
                  Text("Body")
                      .foregroundStyle(Color.textPrimary)
                      .frame(width: 40, height: 40)
                      .padding(CGFloat.cardPadding)
                      .glassEffect(.regular.tint(.brand))
              }
          }
      }
      """)
    let layout = SceneLayout.layout(
      scene.evaluate(scene.initialState).tree, canvas: .size(Size(width: 400, height: 300)))
    // Each glass wraps a 40 pt frame padded by 20 on every side: 80 × 80, tinted with `brand`.
    #expect(
      layout.glass.map(\.frame.size) == [Size(width: 80, height: 80), Size(width: 80, height: 80)])
    let brand = MorphCore.Color(red: 0.2, green: 0.4, blue: 0.9)
    #expect(layout.glass.map(\.glass.tint) == [brand, brand])
    let textPrimary = MorphCore.Color(red: 0.14, green: 0.13, blue: 0.12)
    let texts = layout.content.filter { if case .text = $0.kind { true } else { false } }
    #expect(texts.map(\.foreground) == [.color(textPrimary), .color(textPrimary)])
    #expect(!scene.diagnostics.contains { $0.severity != .note })
    #expect(!scene.evaluate(scene.initialState).diagnostics.contains { $0.severity != .note })
  }

  /// Helpers apps add to numbers and strings, run with `self` the value: a `clamped(to:)` taking
  /// `0...1` as a `ClosedRange<Double>` (its upper bound is 1, not one past it), a computed
  /// `half`, `ClosedRange.contains`, and a `String` property. Widths worked out by hand: the bar
  /// is 100 × level clamped to 0…1, the marker 40 / 2 = 20 wide only while 0.5…1 contains level.
  @Test func helpersOnNumbersAndStringsRunWithTheirValue() throws {
    let scene = try S.scene(
      """
      import SwiftUI

      extension Double {
          func clamped(to range: ClosedRange<Double>) -> Double {
              min(max(self, range.lowerBound), range.upperBound)
          }
          var half: Double { self / 2 }
      }

      extension String {
          var shouted: String { uppercased() + "!" }
      }

      struct Meter: View {
          @State private var level = 1.4

          var body: some View {
              VStack {
                  Text("go".shouted)
                  Color.clear
                      .frame(width: 100 * level.clamped(to: 0...1), height: 20)
                      .glassEffect(in: .rect)
                  if (0.5...1).contains(level) {
                      Color.clear.frame(width: Double(40).half, height: 20).glassEffect()
                  }
                  Button("Less") { level -= 0.6 }
              }
          }
      }
      """)
    func widths(_ state: SceneState) -> [Double] { S.glass(scene, state).map(\.frame.width) }
    let initial = scene.initialState
    // 1.4 clamps to 1 → 100 wide; 1.4 is outside 0.5…1, so no marker.
    #expect(widths(initial) == [100])
    let tree = scene.evaluate(initial).tree
    var texts: [String] = []
    tree.root.forEachNode { if case .text(let text) = $0.kind { texts.append(text) } }
    #expect(texts.contains("GO!"))
    // One tap: 0.8 → 80 wide, and 0.5…1 contains it: the 20 pt marker shows.
    let graph = StateGraph(exploring: scene, limit: 3)
    let tap = try #require(graph.edges.first { $0.from == 0 && $0.button == "Less" })
    #expect(widths(graph.nodes[tap.to].state).map { ($0 * 1000).rounded() / 1000 } == [80, 20])
    #expect(!scene.evaluate(initial).diagnostics.contains { $0.severity != .note })
  }

  /// A metrics enum whose static functions and computed properties name its other statics
  /// bare (Swift's static context), and a press preset whose spring is a labelled tuple given
  /// unlabelled (`release: (0.4, 0.45)` stored as `(response: Double, damping: Double)`).
  /// By hand: height(double: false) = total + padding = (20 + 22) + 22 = 64; half = 22 / 2 =
  /// 11; the tap's spring is response 0.4, damping 0.45; the glass is 50 × 0.45 = 22.5 high.
  @Test func staticsNamedBareAndLabelledTuplesAreRead() throws {
    let scene = try S.scene(
      """
      import SwiftUI

      enum Metrics {
          static let padding: CGFloat = 22
          static let line: CGFloat = 20
          static let total = line + padding
          static func height(double: Bool) -> CGFloat { double ? total * 2 : total + padding }
          static var half: CGFloat { padding / 2 }
      }

      struct PressEffect {
          var scale: CGFloat
          var release: (response: Double, damping: Double)
          static let shrink = PressEffect(scale: 0.9, release: (0.4, 0.45))
      }

      struct Chip: View {
          @State private var isOpen = false

          var body: some View {
              VStack {
                  Color.clear
                      .frame(width: Metrics.height(double: false), height: Metrics.half)
                      .glassEffect()
                  Color.clear
                      .frame(width: isOpen ? 100 : 50, height: 50 * PressEffect.shrink.release.damping)
                      .glassEffect()
                      .onTapGesture {
                          withAnimation(.spring(
                              response: PressEffect.shrink.release.response,
                              dampingFraction: PressEffect.shrink.release.damping)) {
                              isOpen.toggle()
                          }
                      }
              }
          }
      }
      """)
    let sizes = S.glass(scene, scene.initialState).map(\.frame.size)
    #expect(sizes == [Size(width: 64, height: 11), Size(width: 50, height: 22.5)])
    let graph = StateGraph(exploring: scene)
    let tap = try #require(graph.edges.first { $0.from == 0 })
    #expect(tap.changes.first?.animation == .spring(response: 0.4, dampingFraction: 0.45))
    #expect(!scene.evaluate(scene.initialState).diagnostics.contains { $0.severity != .note })
  }

  /// A colour defined as itself (`static var loop: Color { .loop }`) ends at the call-depth limit
  /// with a located warning and grey, instead of recursing until the step budget runs out; one
  /// stored as itself is a placeholder with a warning, as Swift would wait on it for ever.
  @Test func aColourTokenDefinedAsItselfEndsWithAWarning() throws {
    let scene = try S.scene(
      """
      import SwiftUI

      extension Color {
          static var loop: Color { .loop }
          static let stored = Color.stored
      }

      struct Loops: View {
          var body: some View {
              HStack {
                  Text("A").foregroundStyle(.loop).padding().glassEffect()
                  Text("B").foregroundStyle(Color.stored).padding().glassEffect()
              }
          }
      }
      """)
    let diagnostics = scene.evaluate(scene.initialState).diagnostics
    #expect(!diagnostics.contains { $0.severity == .error })
    #expect(
      diagnostics.contains {
        $0.message.hasPrefix("'loop' is not a colour") && $0.location.line == 11
      })
    #expect(
      diagnostics.contains {
        $0.message.contains("'Color.stored' is read while its own initial value")
      })
  }

  @Test func anImplicitInitOrStaticMemberBuildsTheExpectedStruct() throws {
    // A sheet template takes its actions as `SheetAction?`; callers write `.init(title:…)`,
    // `.icon("plus")` and `.cancel` — implicit members Swift reads against the parameter's type.
    let scene = try S.scene(
      """
      import SwiftUI

      struct SheetAction {
          let title: String?
          let iconName: String?

          init(title: String) {
              self.title = title
              self.iconName = nil
          }

          init(iconName: String) {
              self.title = nil
              self.iconName = iconName
          }

          static let cancel = SheetAction(title: "Cancel")
          static func icon(_ name: String) -> SheetAction { SheetAction(iconName: name) }
      }

      struct ActionBar: View {
          var primary: SheetAction? = nil
          var secondary: SheetAction? = nil
          var extra: SheetAction? = nil

          var body: some View {
              HStack {
                  ForEach([primary, secondary, extra].compactMap { $0 }, id: \\.title) { action in
                      if let iconName = action.iconName {
                          Image(systemName: iconName).glassEffect()
                      } else {
                          Text(action.title ?? "?").glassEffect()
                      }
                  }
              }
          }
      }

      #Preview {
          ActionBar(primary: .init(title: "Save"), secondary: .icon("plus"), extra: .cancel)
      }
      """)
    let view = try S.body(S.source(of: scene))
    // "Save" and "Cancel" as text, "plus" as a symbol — not the placeholders `init.title`.
    #expect(S.texts(view).filter { ["Save", "Cancel"].contains($0) } == ["Save", "Cancel"])
    #expect(S.nodes(view).contains { if case .symbol("plus") = $0.kind { true } else { false } })
    #expect(S.glass(scene, scene.initialState).count == 3)
    #expect(!scene.diagnostics.contains { $0.severity != .note })
  }
}
