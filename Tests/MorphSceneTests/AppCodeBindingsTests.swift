import MorphCore
import MorphDiagnostics
import MorphFrame
import MorphLayout
import MorphViewTree
import Testing

@testable import MorphScene

/// Bindings and optionals as app code writes them: a Toggle bound into an app model the file does
/// not declare, `Binding(get:set:)`, `@FocusState`, optional chaining on nil, and standard
/// functions over unknowns. Each test's states are worked out by hand from its `if`s.
@Suite struct AppCodeBindingsTests {
  typealias S = SceneTestSupport

  /// An editor bar whose model (`EditorStore`) lives in another file.
  static let editor = """
    import SwiftUI

    struct EditorBar: View {
        @Bindable var store: EditorStore
        @FocusState private var isTitleFocused: Bool
        var onSend: (() -> Void)?
        @State private var pending: Task<Void, Never>?

        var body: some View {
            VStack(spacing: 12) {
                if store.showsPoll {
                    Text("Poll")
                        .padding()
                        .glassEffect(.regular, in: .rect(cornerRadius: 16))
                }
                if isTitleFocused {
                    Text("Title").padding().glassEffect()
                }
                if store.isSending {
                    Text("Sending…")
                }
                HStack {
                    Toggle("Poll", isOn: $store.showsPoll)
                    Toggle("Focus", isOn: Binding(
                        get: { isTitleFocused },
                        set: { isTitleFocused = $0 }
                    ))
                    Button("Send") {
                        pending?.cancel()
                        onSend?()
                        store.isSending.toggle()
                    }
                    .buttonStyle(.glass)
                }
                .frame(width: max(0, store.availableWidth - 20))
            }
            .padding()
        }
    }
    """

  @Test func aToggleBoundIntoAnUnknownModelDecidesItsCondition() throws {
    let scene = try S.scene(Self.editor)
    let graph = StateGraph(exploring: scene)
    // Tapping "Poll" in the initial state (store.showsPoll assumed false) sets it true: the poll's
    // glass joins the Send button's. A tap reaches it, not only an assumption.
    let poll = try #require(graph.edges.first { $0.from == 0 && $0.button == "Poll" })
    #expect(poll.changes.map(\.name) == ["assumed store.showsPoll"])
    #expect(poll.changes.map(\.value) == ["true"])
    #expect(S.glass(scene, graph.nodes[poll.to].state).count == 2)
    #expect(S.glass(scene, graph.nodes[0].state).count == 1)
    // Tapping it again turns it off: back to the initial state.
    let back = try #require(graph.edges.first { $0.from == poll.to && $0.button == "Poll" })
    #expect(back.to == 0)
  }

  /// A settings Toggle whose `Binding(get:set:)` reads and writes a static flag of another
  /// file's type: tapping it sets the flag the glass depends on (before: "A Toggle's binding is
  /// not a Bool; the tap is skipped", and the glass was only an assumption). Worked out: the
  /// flag starts assumed false (no glass); the tap writes true (the glass), a second tap false.
  @Test func aToggleWhoseGetterReadsAnUnknownFlipsIt() throws {
    let scene = try S.scene(
      """
      import SwiftUI
      struct EffectsSettings: View {
          var body: some View {
              VStack {
                  Toggle("Glass Effects", isOn: Binding(
                      get: { AppSettings.glassEffectsEnabled },
                      set: { AppSettings.glassEffectsEnabled = $0 }
                  ))
                  if AppSettings.glassEffectsEnabled {
                      Text("Preview").padding().glassEffect()
                  }
              }
          }
      }
      """)
    let graph = StateGraph(exploring: scene)
    let on = try #require(graph.edges.first { $0.from == 0 && $0.button == "Glass Effects" })
    #expect(on.changes.map(\.value) == ["true"])
    #expect(S.glass(scene, graph.nodes[0].state).count == 0)
    #expect(S.glass(scene, graph.nodes[on.to].state).count == 1)
    let off = try #require(graph.edges.first { $0.from == on.to && $0.button == "Glass Effects" })
    #expect(off.to == 0)
    let view = scene.evaluate(scene.initialState)
    let tapped = scene.tap(view.buttons[0], in: view.state)
    #expect(!tapped.diagnostics.contains { $0.message.contains("not a Bool") })
  }

  @Test func aBindingWithGetAndSetRunsBothClosures() throws {
    let scene = try S.scene(Self.editor)
    let graph = StateGraph(exploring: scene)
    // "Focus" reads isTitleFocused (false) through `get` and writes true through `set`: the
    // title's glass appears. @FocusState starts unfocused without a written initial value.
    let focus = try #require(graph.edges.first { $0.from == 0 && $0.button == "Focus" })
    #expect(focus.changes.map(\.name) == ["isTitleFocused"])
    #expect(focus.changes.map(\.value) == ["true"])
    #expect(S.glass(scene, graph.nodes[focus.to].state).count == 2)
    let diagnostics = scene.diagnostics + graph.diagnostics
    #expect(!diagnostics.contains { $0.id.id == "missing-initial-value" })
    #expect(!diagnostics.contains { $0.id.id == "binding-required" })
  }

  @Test func optionalChainingOnNilSkipsTheRestOfTheChain() throws {
    let scene = try S.scene(Self.editor)
    let graph = StateGraph(exploring: scene)
    let diagnostics = scene.diagnostics + graph.diagnostics
    // `pending` is nil: `pending?.cancel()` calls nothing and says nothing, as in Swift.
    #expect(!diagnostics.contains { $0.message.contains("cannot be called") })
    #expect(!diagnostics.contains { $0.message.hasPrefix("Nothing has no member") })
    // `store.isSending.toggle()` flips the unknown (assumed false in the initial state): the
    // "Sending…" text appears. `onSend` is a parent's closure: skipped with a note.
    let send = try #require(graph.edges.first { $0.from == 0 && $0.button == "Send" })
    #expect(send.changes.map(\.name) == ["assumed store.isSending"])
    #expect(send.changes.map(\.value) == ["true"])
    #expect(S.texts(graph.nodes[send.to].view.root).contains("Sending…"))
    #expect(!S.texts(graph.nodes[0].view.root).contains("Sending…"))
  }

  @Test func standardFunctionsOverAnUnknownMakeAnUnknownQuietly() throws {
    let scene = try S.scene(Self.editor)
    let graph = StateGraph(exploring: scene)
    // `max(0, store.availableWidth - 20)` has an unknown in it: the frame width is unknown (the
    // modifier then leaves the width alone), and no "does not understand" warning is added to
    // the unknown's own note.
    let diagnostics = scene.diagnostics + graph.diagnostics
    #expect(!diagnostics.contains { $0.id.id == "unsupported-expression" })
    #expect(diagnostics.filter { $0.severity != .note }.isEmpty)
  }

  @Test func tappingAFocusedFieldFocusesIt() throws {
    let scene = try S.scene(
      """
      import SwiftUI

      enum Field: Hashable { case email, password }

      struct SignIn: View {
          @FocusState private var focus: Field?
          @State private var email = ""
          @State private var password = ""

          var body: some View {
              VStack {
                  TextField("Email", text: $email)
                      .focused($focus, equals: .email)
                  SecureField("Password", text: $password)
                      .focused($focus, equals: .password)
                  if focus == .password {
                      Button("Show") { }
                          .buttonStyle(.glass)
                  }
              }
          }
      }
      """)
    let graph = StateGraph(exploring: scene)
    // Nothing is focused at first (`Field?` starts nil); tapping a field focuses it, and tapping
    // it again types into it (then clears it): the initial state, then every focus (2) × email
    // typed or not (2) × password typed or not (2) = 9 states, breadth first.
    #expect(
      graph.nodes.map(\.taps) == [
        [], ["Email"], ["Password"], ["Email", "Email"], ["Password", "Password"],
        ["Email", "Email", "Password"], ["Password", "Password", "Email"],
        ["Email", "Email", "Password", "Password"], ["Password", "Password", "Email", "Email"],
      ])
    let password = try #require(graph.edges.first { $0.from == 0 && $0.button == "Password" })
    #expect(password.changes.map(\.name) == ["focus"])
    #expect(password.changes.map(\.value) == [".password"])
    // The glass button shows wherever the password is focused.
    #expect(S.glass(graph).map(\.count) == [0, 0, 1, 0, 1, 1, 0, 1, 0])
    #expect(graph.nodes[0].buttons.map(\.kind) == [.focus, .focus])
    // The second tap on the focused email types into it; the names stay the fields'.
    let typed = try #require(graph.edges.first { $0.from == 1 && $0.button == "Email" })
    #expect(typed.changes.map(\.name) == ["email"])
    #expect(typed.changes.map(\.value) == ["\"Hello\""])
    #expect(graph.nodes[3].buttons.map(\.name) == ["Email", "Password"])
  }

  /// Typing is a tap: "type Message" types "Hello" into the empty field, and the send button's
  /// glass appears beside it (the field's capsule shrinks by the 44 pt button and 12 pt of
  /// spacing); sending clears the text, and the first state comes back.
  @Test func typingIntoAFieldShowsWhatDependsOnItsText() throws {
    let scene = try S.scene(
      """
      import SwiftUI

      struct Composer: View {
          @State private var message = ""
          var body: some View {
              HStack(spacing: 12) {
                  TextField("Message", text: $message)
                      .padding(.horizontal, 16)
                      .frame(height: 44)
                      .glassEffect()
                  if !message.isEmpty {
                      Button { message = "" } label: { Image(systemName: "arrow.up") }
                          .frame(width: 44, height: 44)
                          .glassEffect(.regular.tint(.blue).interactive())
                  }
              }
          }
      }
      """)
    let graph = StateGraph(exploring: scene)
    #expect(graph.nodes.map(\.taps) == [[], ["type Message"]])
    let typed = try #require(graph.edges.first { $0.from == 0 })
    #expect(typed.changes.map(\.value) == ["\"Hello\""])
    let glass = S.glass(graph)
    #expect(glass.map(\.count) == [1, 2])
    #expect(glass[0][0].frame.width - glass[1][0].frame.width == 44 + 12)
    let send = try #require(graph.edges.first { $0.from == 1 && $0.button == "arrow.up" })
    #expect(send.to == 0)
    // The typed text is shown in the field, not the prompt.
    #expect(S.texts(graph.nodes[1].view.tree.root).contains("Hello"))
  }

  /// A field bound to `.constant("Ada")` shows its text and is not typed into.
  @Test func aConstantFieldShowsItsTextAndIsNotTyped() throws {
    let scene = try S.scene(
      """
      import SwiftUI
      struct Badge: View {
          var body: some View {
              TextField("Name", text: .constant("Ada")).padding().glassEffect()
          }
      }
      """)
    let view = scene.evaluate(scene.initialState)
    #expect(S.texts(view.tree.root).contains("Ada"))
    #expect(view.buttons.isEmpty)
    #expect(!scene.diagnostics.contains { $0.id.id == "binding-required" })
  }

  @Test func aToastHelperOnAColourDismissesThroughItsBindingsWrappedValue() throws {
    // A design system's toast: an `extension View` helper applied to `Color.clear` (Swift finds
    // the app's method on a Color, which is a View), whose close button writes
    // `isPresented.wrappedValue = false` — the bound `@State` itself.
    let scene = try S.scene(
      """
      import SwiftUI

      extension View {
          func toast(_ message: String, isPresented: Binding<Bool>) -> some View {
              overlay(alignment: .bottom) {
                  if isPresented.wrappedValue {
                      Button(message) {
                          withAnimation(.snappy) { isPresented.wrappedValue = false }
                      }
                      .buttonStyle(.glass)
                  }
              }
          }
      }

      struct ToastScreen: View {
          @State private var showsToast = true

          var body: some View {
              Color.clear
                  .frame(width: 300, height: 200)
                  .toast("Saved", isPresented: $showsToast)
          }
      }
      """)
    let graph = StateGraph(exploring: scene)
    // Two states: the toast with its glass button, then (tapped) none — the write reaches the
    // root's `showsToast`, in the tap's `.snappy` transaction.
    #expect(graph.nodes.map(\.state.description) == ["showsToast = true", "showsToast = false"])
    #expect(S.glass(graph).map(\.count) == [1, 0])
    let tap = try #require(graph.edges.first { $0.from == 0 && $0.button == "Saved" })
    #expect(tap.changes.map(\.name) == ["showsToast"])
    let diagnostics = scene.diagnostics + graph.diagnostics
    #expect(!diagnostics.contains { $0.severity != .note })
  }

  @Test func aBindingWrittenWithTrailingClosuresReadsAndWritesThroughThem() throws {
    // `Binding { choice.size } set: { choice.size = $0 }` — the getter as a trailing closure —
    // handed to a child's `@Binding`. The selected size shows as glass; the others are buttons.
    let scene = try S.scene(
      """
      import SwiftUI

      @Observable final class SizeChoice {
          var size = "S"
      }

      struct SizeRow: View {
          @State private var choice = SizeChoice()

          private var selection: Binding<String> {
              Binding { choice.size } set: { choice.size = $0 }
          }

          var body: some View {
              SizeOptions(selected: selection)
          }
      }

      struct SizeOptions: View {
          @Binding var selected: String
          private let sizes = ["S", "M", "L"]

          var body: some View {
              HStack(spacing: 12) {
                  ForEach(sizes, id: \\.self) { size in
                      if selected == size {
                          Text(size)
                              .frame(width: 44, height: 44)
                              .glassEffect(.regular.tint(.blue))
                      } else {
                          Button(size) {
                              withAnimation(.snappy) { selected = size }
                          }
                          .frame(width: 44, height: 44)
                      }
                  }
              }
          }
      }
      """)
    let graph = StateGraph(exploring: scene)
    // "S" at first; tapping "M" or "L" writes through `set` into the model: three states, each
    // with one glass, the selected size's. In an HStack(spacing: 12) of three 44 pt views
    // (156 wide) centred on 400 the slots start at x = 122, 178 and 234.
    #expect(graph.nodes.count == 3)
    #expect(S.glass(graph).map(\.count) == [1, 1, 1])
    let glassX = graph.nodes.map { S.glass(scene, $0.state).first?.frame.minX }
    #expect(Set(glassX.compactMap { $0 }) == [122, 178, 234])
    let tap = try #require(graph.edges.first { $0.from == 0 && $0.button == "L" })
    #expect(S.glass(scene, graph.nodes[tap.to].state).first?.frame.minX == 234)
    let diagnostics = scene.diagnostics + graph.diagnostics
    #expect(!diagnostics.contains { $0.id.id == "constant-binding" })
  }
}
