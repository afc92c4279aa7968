import MorphCore
import MorphFrame
import MorphLayout
import MorphViewTree
import Testing

@testable import MorphScene

/// Text fields, type-erased styles and trailing-closure predicates as apps write them;
/// expectations worked out by hand.
@Suite struct AppCodeFieldsAndErasureTests {
  typealias S = SceneTestSupport

  /// The colour a text field's prompt is drawn in: UIKit's `placeholderText`, (60, 60, 67) at
  /// 30 % in the light appearance (Apple's UIKit documentation, "Standard colors").
  static let placeholder = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.3)

  static func foreground(_ node: ViewNode) -> Paint? {
    var paint: Paint? = nil
    for case .foregroundStyle(let style) in node.modifiers { paint = style }
    return paint
  }

  @Test func anEmptyFieldShowsItsPromptInThePlaceholderColourAndTypedTextPlainly() throws {
    let body = try S.body(
      """
      struct Search: View {
          @State private var query = ""
          @State private var city = "Lisbon"
          @State private var secret = "abc"
          var body: some View {
              VStack {
                  TextField("Search", text: $query, prompt: Text("Artists, songs"))
                  TextField("City", text: $city)
                  TextField("Name", text: $query)
                  SecureField("Password", text: $secret)
              }
          }
      }
      """)
    #expect(S.texts(body) == ["Artists, songs", "Lisbon", "Name", "•••"])
    let fields = S.nodes(body).filter { if case .text = $0.kind { true } else { false } }
    let placeholder = Paint.color(Self.placeholder)
    #expect(fields.map(Self.foreground) == [placeholder, nil, placeholder, nil])
  }

  @Test func aFieldTakesTheWidthItsStackLeaves() throws {
    // 300 pt wide, spacing 8: the 20 pt icon is the least flexible and takes 20, the field the
    // 300 − 8 − 20 = 272 pt left; one line of body text is 22 pt high. The stack is centred on
    // the 400 pt canvas: x = 50, so the field starts at 50 + 20 + 8 = 78.
    let glass = try S.glass(
      """
      struct Search: View {
          @State private var query = ""
          var body: some View {
              HStack(spacing: 8) {
                  Image(systemName: "magnifyingglass")
                      .frame(width: 20, height: 20)
                  TextField("Search", text: $query)
                      .glassEffect()
              }
              .frame(width: 300)
          }
      }
      """)
    let field = try #require(glass.first)
    #expect(field.frame.width == 272)
    #expect(field.frame.minX == 78)
    #expect(field.frame.height == 22)
  }

  @Test func typeErasedViewsShapesAndStylesAreWhatTheyWrap() throws {
    let scene = try S.scene(
      """
      struct Row: View {
          @State private var isOn = false
          var body: some View {
              Button("Go") { isOn.toggle() }
                  .foregroundStyle(isOn ? AnyShapeStyle(.tint) : AnyShapeStyle(Color.red))
                  .clipShape(AnyShape(Circle()))
          }
      }
      """)
    let diagnostics = scene.diagnostics + StateGraph(exploring: scene).diagnostics
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
    let root = scene.evaluate(scene.initialState).tree.root
    let button = try #require(S.nodes(root).first { !$0.modifiers.isEmpty })
    #expect(Self.foreground(button) == .color(.red))
    #expect(button.modifiers.contains(.clipShape(.circle)))
  }

  @Test func aTrailingClosureIsThePredicateOfFirstContainsAndFirstIndex() throws {
    let body = try S.body(
      """
      struct Tab: Identifiable { let id: String; let title: String }

      struct Bar: View {
          @State private var selection = "b"
          private let tabs = [Tab(id: "a", title: "Home"), Tab(id: "b", title: "Library")]
          private var selected: Tab { tabs.first { $0.id == selection } ?? tabs[0] }
          var body: some View {
              VStack {
                  Text(selected.title)
                  Text(tabs.contains { $0.title == "Home" } ? "has home" : "no home")
                  Text("\\(tabs.firstIndex { $0.id == "b" } ?? -1)")
                  Text(tabs.last { $0.id == "z" }?.title ?? "none")
              }
          }
      }
      """)
    #expect(S.texts(body) == ["Library", "has home", "1", "none"])
  }
}

extension AppCodeFieldsAndErasureTests {
  /// An app's own typeface keeps its size: `.custom("Avenir Next", size: 34)` lays out as the
  /// system font at 34 pt (the face's files are not read), with a note — not `.body` (17 pt).
  @Test func aCustomFontKeepsItsSize() throws {
    func glass(_ font: String) throws -> [GlassFrame] {
      try S.glass(
        """
        struct Tag: View {
            var body: some View {
                Text("Hello").font(\(font)).padding().glassEffect()
            }
        }
        """)
    }
    let custom = try glass(#".custom("Avenir Next", size: 34)"#)
    let system = try glass(".system(size: 34)")
    let body = try glass(".body")
    #expect(custom.map(\.frame) == system.map(\.frame))
    #expect(custom[0].frame.height > body[0].frame.height)
    let scene = try S.scene(
      #"struct Tag: View { var body: some View { Text("Hi").font(.custom("Avenir Next", size: 34)).glassEffect() } }"#
    )
    let note = try #require(
      scene.evaluate(scene.initialState).diagnostics.first { $0.id.id == "approximation" })
    #expect(note.message.contains("'Avenir Next'") && note.message.contains("34 pt"))
  }
}
