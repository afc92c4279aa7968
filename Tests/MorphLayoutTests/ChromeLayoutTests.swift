import MorphCore
import MorphDiagnostics
import MorphViewTree
import Testing

@testable import MorphLayout

/// System chrome on the iPhone 16 Pro (402 × 874, safe area 62…840), with every position worked
/// out by hand from Docs/SystemChrome.md; the views are values (`ViewValues`), the SwiftUI each
/// stands for in its comment.
@Suite struct ChromeLayoutTests: ViewValues {
  /// `body` (views as values) as a view's body, on the iPhone 16 Pro.
  func layout(_ body: ViewNode) -> LaidOutState {
    LayoutTestSupport.layout(body, canvas: .device(.iPhone16Pro))
  }

  @Test func tabBarFloatsAtTheBottom() throws {
    // TabView { Tab("Home", systemImage: "house") { Text("Home") } … "Feed" "heart", "You" "person" }
    let state = layout(
      tabView(
        [("Home", "house"), ("Feed", "heart"), ("You", "person")], text("Home")))
    // Three tabs hug their content: 3 × 94 + 2 × 4 = 290 wide, centred in 21…381 → x = 56;
    // 62 tall with its bottom 21 pt above the screen's: y = 874 − 21 − 62 = 791.
    #expect(state.glass.map(\.frame) == [Rect(x: 56, y: 791, width: 290, height: 62)])
    #expect(state.glass[0].cornerRadius == 31)
    // The selected tab's grey resting capsule: cell 1 at x 56 + 4, y 791 + 4, 94 × 54.
    let selection = try #require(state.content.first { $0.key.hasSuffix("#tab0selection") })
    #expect(selection.frame == Rect(x: 60, y: 795, width: 94, height: 54))
  }

  @Test func searchTabIsACircleOfItsOwn() throws {
    // TabView { Tab("A", systemImage: "a.circle") … "D"; Tab(role: .search) { Text("Find") } }
    let state = layout(
      tabView(
        [("A", "a.circle"), ("B", "b.circle"), ("C", "c.circle"), ("D", "d.circle")],
        search: "Search", text("A")))
    // Four tabs fill 21…311 (290 = min(290, 4 × 94 + 8)); the search circle is 62 wide at
    // 311 + 8 = 319.
    #expect(
      state.glass.map(\.frame) == [
        Rect(x: 21, y: 791, width: 290, height: 62), Rect(x: 319, y: 791, width: 62, height: 62),
      ])
  }

  @Test func navigationBarItemsAndLargeTitle() throws {
    // NavigationStack { Text("Messages").navigationTitle("Inbox").toolbar { two
    // .topBarTrailing items and a .confirmationAction item, each an icon button } }
    let state = layout(
      navigationStack(
        text("Messages").navigationTitle("Inbox")
          .toolbar(
            toolbarItem("topBarTrailing", button(label: symbol("square.and.pencil"))),
            toolbarItem("topBarTrailing", button(action: 1, label: symbol("ellipsis"))),
            toolbarItem("confirmationAction", button(action: 2, label: symbol("checkmark"))))))
    // Two icon items share one capsule, 2 × 44 = 88; the confirmation action is its own 44
    // circle, trailing-most: 402 − 16 − 44 = 342, then 342 − 8 − 88 = 246; both at y 62.
    #expect(
      state.glass.map(\.frame) == [
        Rect(x: 246, y: 62, width: 88, height: 44), Rect(x: 342, y: 62, width: 44, height: 44),
      ])
    #expect(state.glass.map(\.isProminent) == [false, true])
    // The large title: 34 pt bold (40.8 pt line) at x 16 in the 52-pt row under the bar:
    // y = 62 + 54 + (52 − 40.8) / 2 = 121.6.
    let title = try #require(state.content.first { $0.key.hasSuffix("#title") })
    #expect(abs(title.frame.minX - 16) < 1e-9 && abs(title.frame.minY - 121.6) < 1e-9)
    // The content starts under the title row: y ≥ 62 + 54 + 52 = 168.
    let body = try #require(
      state.content.first {
        if case .text("Messages", _) = $0.kind { return true } else { return false }
      })
    #expect(body.frame.minY == 168)
  }

  /// A glass button style inside a bar item draws no glass of its own: the bar's item is the
  /// glass. `.glassProminent` makes the item the accent-tinted prominent circle, as
  /// `.confirmationAction` does (system-chrome.md), with the item's own `.tint` if it has one;
  /// `.glass` leaves the ordinary item. The items come from the app's own `ToolbarContent`
  /// struct, as apps factor them out. Trailing: 402 − 16 − 44 = 342; leading at x 16; y 62.
  @Test func glassButtonStylesInABarAreTheBarsGlass() throws {
    // NavigationStack { Text("Draft").toolbar { ComposerItems() } }, ComposerItems's body a
    // leading `.glass` xmark button and a trailing `.glassProminent` paperplane tinted green.
    let items = node(
      .custom(name: "ComposerItems"),
      [
        toolbarItem(
          "topBarLeading", button(label: symbol("xmark")).buttonStyle(.glass(GlassSpec()))),
        toolbarItem(
          "topBarTrailing",
          button(action: 1, label: symbol("paperplane")).buttonStyle(.glassProminent)
            .tint(.green)),
      ])
    let state = layout(navigationStack(text("Draft").toolbar(items)))
    #expect(
      state.glass.map(\.frame) == [
        Rect(x: 342, y: 62, width: 44, height: 44), Rect(x: 16, y: 62, width: 44, height: 44),
      ])
    #expect(state.glass.map(\.isProminent) == [true, false])
    #expect(state.glass.map(\.glass.tint) == [Color.named["green"], nil])
    #expect(!state.diagnostics.contains { $0.message.contains("Glass on glass") })
  }

  /// `Button("Share", systemImage:)` in a bar shows its icon alone, centred in its 44 pt circle
  /// (342…386 × 62…106): the title is not drawn beside it.
  @Test func aTitledButtonInTheBarShowsItsIcon() throws {
    // NavigationStack { Text("Hi").toolbar { ToolbarItem(placement: .topBarTrailing) {
    // Button("Share", systemImage: "square.and.arrow.up") {} } } }
    let state = layout(
      navigationStack(
        text("Hi").toolbar(
          toolbarItem("topBarTrailing", button("Share", systemImage: "square.and.arrow.up")))))
    #expect(state.glass.map(\.frame) == [Rect(x: 342, y: 62, width: 44, height: 44)])
    let icon = try #require(state.content.first { $0.frame.midY == 84 && $0.frame.minX > 300 })
    #expect(icon.frame.midX == 364)
    #expect(
      !state.content.contains { item in
        if case .text(let text, _) = item.kind { return text == "Share" }
        return false
      })
  }

  @Test func searchFieldAndSafeAreaInset() throws {
    // NavigationStack { Color.clear.safeAreaInset(edge: .bottom) { Text("Now playing")
    // .frame(maxWidth: .infinity).frame(height: 48).glassEffect() }.searchable(text: …)
    // .navigationTitle("Find").navigationBarTitleDisplayMode(.inline) }
    let state = layout(
      navigationStack(
        color(.clear)
          .safeAreaInset(
            edge: "bottom",
            text("Now playing").frame(maxWidth: .infinity).frame(height: 48).glassEffect()
          )
          .searchable().navigationTitle("Find").navigationBarTitleDisplayMode("inline")))
    // The search field: 44 tall, 21…381, centred 52 pt above the screen's bottom (y 822).
    #expect(state.glass.contains { $0.frame == Rect(x: 21, y: 800, width: 360, height: 44) })
    // The inset bar: full width, 48 tall, at the bottom of the stack's content (the safe area
    // ends at 840): y = 840 − 48 = 792.
    #expect(state.glass.contains { $0.frame == Rect(x: 0, y: 792, width: 402, height: 48) })
  }
}
