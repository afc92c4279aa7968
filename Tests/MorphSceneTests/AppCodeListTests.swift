import MorphCore
import MorphLayout
import MorphViewTree
import Testing

@testable import MorphScene

/// `List`, `Form` and `Section` as settings screens write them, laid out on a 400 × 300 pt canvas
/// without a safe area. Hand values: the cards stand 16 pt inside the list; row content starts
/// 16 pt inside its card (x = 32); a header is one 18-pt footnote line 7 pt above its card; rows
/// are at least 44 pt tall with a 1-pt hairline between them.
@Suite struct AppCodeListTests {
  typealias S = SceneTestSupport

  static let preferences = """
    import SwiftUI

    struct Preferences: View {
        @State private var isCompact = false
        var body: some View {
            List {
                Section("Display") {
                    Text("Brightness")
                    Button(isCompact ? "Regular" : "Compact") {
                        withAnimation { isCompact.toggle() }
                    }
                    .buttonStyle(.glass)
                }
            }
        }
    }
    """

  @Test func aSectionIsACardWithItsHeaderAbove() throws {
    let scene = try S.scene(Self.preferences)
    let layout = SceneLayout.layout(
      scene.evaluate(scene.initialState).tree, canvas: .size(Size(width: 400, height: 300)))
    // Header at the top: 16 pt down, 16 + 16 pt in.
    let header = try #require(
      layout.content.first {
        if case .text("Display", _) = $0.kind { return true } else { return false }
      })
    #expect(header.frame.minX == 32 && header.frame.minY == 16)
    // The card: 16 pt from each side (368 wide), 16 + 18 + 7 = 41 pt down, two rows of 44 and
    // a hairline: 89 pt tall.
    let card = try #require(
      layout.content.first { $0.kind == .paint(.color(.white)) && $0.frame.width < 400 })
    #expect(card.frame == Rect(x: 16, y: 41, width: 368, height: 89))
    // The glass button in the second row: content inset 32, centred in its 44-pt row (86…130).
    let glass = try #require(layout.glass.first)
    #expect(glass.frame.minX == 32)
    #expect(glass.frame.midY == 86 + 22)
    // The grouped background fills the list.
    #expect(
      layout.content.contains {
        $0.kind == .paint(.color(Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255)))
          && $0.frame.width == 400
      })
  }

  @Test func rowsOfDataAndLooseRowsMakeSectionsOfTheirOwn() throws {
    let root = try S.body(
      """
      import SwiftUI
      struct Inbox: View {
          let senders = ["Ana", "Bo", "Cy"]
          var body: some View {
              Form {
                  Text("Unread first")
                  Section {
                      ForEach(senders, id: \\.self) { Text($0) }
                  } footer: {
                      Text("3 senders")
                  }
              }
          }
      }
      """)
    // One implicit section (the loose row) and the declared one: two cards; three senders
    // with two hairlines between them.
    let nodes = S.nodes(root)
    let cards = nodes.filter { $0.identity.hasSuffix("/card") }
    #expect(cards.count == 2)
    #expect(nodes.filter { $0.kind == .divider }.count == 2)
    #expect(S.texts(root) == ["Unread first", "Ana", "Bo", "Cy", "3 senders"])
  }

  @Test func aListOfItemsBuildsARowForEach() throws {
    let root = try S.body(
      """
      import SwiftUI
      struct Track: Identifiable { let id: Int; let title: String }
      struct Playlist: View {
          let tracks = [Track(id: 1, title: "Intro"), Track(id: 2, title: "Outro")]
          var body: some View {
              List(tracks) { track in
                  Text(track.title)
              }
          }
      }
      """)
    #expect(S.texts(root) == ["Intro", "Outro"])
    #expect(S.nodes(root).filter { $0.kind == .divider }.count == 1)
  }

  /// `.listRowBackground` on a section puts its view behind every row of it, in place of the
  /// card: the glass spans each row's full width (368 pt, from x 16), 44 pt tall, the second
  /// below the first by a row and a 1-pt hairline; no white card is painted.
  @Test func rowBackgroundsReplaceTheCard() throws {
    let scene = try S.scene(
      """
      import SwiftUI

      struct Settings: View {
          @State private var sounds = true
          var body: some View {
              List {
                  Section("General") {
                      Toggle("Sounds", isOn: $sounds)
                      Text("About")
                  }
                  .listRowBackground(Color.clear.glassEffect(in: .rect(cornerRadius: 12)))
              }
          }
      }
      """)
    let layout = SceneLayout.layout(
      scene.evaluate(scene.initialState).tree, canvas: .size(Size(width: 400, height: 300)))
    #expect(layout.glass.map(\.frame.width) == [368, 368])
    #expect(layout.glass.map(\.frame.minX) == [16, 16])
    #expect(layout.glass.map(\.frame.height) == [44, 44])
    #expect(layout.glass[1].frame.minY - layout.glass[0].frame.minY == 45)
    #expect(Set(layout.glass.map(\.key)).count == 2)
    #expect(!layout.content.contains { $0.kind == .paint(.color(.white)) })
  }

  /// A chat wrapped in `ScrollViewReader` (as chats are, to jump to the newest message): its
  /// content is the view, the proxy's `scrollTo` changes nothing shown (content is laid out
  /// whole, a note says so), and the tap's own state change — the jump button hides — is made.
  @Test func aScrollViewReadersContentIsTheView() throws {
    let scene = try S.scene(
      """
      struct ChatView: View {
          @State private var messages = ["Hi", "Hello", "How are you?"]
          @State private var showsJump = true
          var body: some View {
              ScrollViewReader { proxy in
                  VStack {
                      ForEach(messages, id: \\.self) { message in
                          Text(message).padding().id(message)
                      }
                      if showsJump {
                          Button("Latest") {
                              withAnimation(.smooth) {
                                  proxy.scrollTo(messages.last, anchor: .bottom)
                                  showsJump = false
                              }
                          }
                          .buttonStyle(.glass)
                      }
                  }
              }
          }
      }
      """)
    let initial = scene.evaluate(scene.initialState)
    #expect(S.texts(initial.root) == ["Hi", "Hello", "How are you?", "Latest"])
    let graph = StateGraph(exploring: scene)
    #expect(S.glass(graph).map(\.count) == [1, 0])
    let diagnostics = initial.diagnostics + graph.diagnostics
    #expect(!diagnostics.contains { $0.severity == .warning }, "\(diagnostics)")
    #expect(diagnostics.contains { $0.message.contains("'scrollTo' changes nothing shown") })
  }
}
