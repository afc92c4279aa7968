import MorphDiagnostics
import Testing

@testable import MorphScene

/// A component file that previews a plain configuration first and the glass one after is shown
/// in the first preview that asks for glass, with a note; a file whose first preview has glass,
/// or that names its preview, is shown as before.
@Suite struct PreviewChoiceTests {
  typealias S = SceneTestSupport

  static let header = """
    import SwiftUI

    enum HeaderKind { case navigation, modal }

    struct Header: View {
        let title: String
        var kind: HeaderKind = .navigation
        var body: some View {
            HStack {
                Text(title)
                if kind == .modal {
                    Button("Close") {}
                        .buttonStyle(.glass)
                }
            }
        }
    }

    #Preview("Navigation") {
        Header(title: "Inbox")
    }

    #Preview("Modal") {
        Header(title: "New Message", kind: .modal)
    }
    """

  @Test func theFirstPreviewWithGlassIsShownWithANote() throws {
    let scene = try S.scene(Self.header)
    #expect(scene.preview?.title == "Modal")
    // The Close button's glass: one element, which the first preview does not have.
    #expect(S.glass(scene, scene.initialState).count == 1)
    let note = try #require(scene.diagnostics.first { $0.id.id == "preview-chosen" })
    #expect(note.severity == .note)
    // At the chosen preview: the struct spans lines 5–17 (13 lines: the declaration, two
    // properties, `body`, six lines of stack and four closing braces), a blank line, the first
    // preview at 19–21, a blank line, the chosen one at 23.
    #expect(note.location.line == 23)
    #expect(note.message.contains("first #Preview (line 19)"))
  }

  @Test func aNamedPreviewOrAFirstPreviewWithGlassIsKept() throws {
    let named = try SceneProgram(
      source: SourceFile(path: "test.swift", text: Self.header), previewName: "Navigation")
    #expect(named.preview?.title == "Navigation")
    #expect(S.glass(named, named.initialState).isEmpty)
    #expect(!named.diagnostics.contains { $0.id.id == "preview-chosen" })
    // With the glass preview first, it is the one shown, without a note.
    let swapped = Self.header.replacingOccurrences(
      of: "Header(title: \"Inbox\")", with: "Header(title: \"Inbox\", kind: .modal)")
    let first = try S.scene(swapped)
    #expect(first.preview?.title == "Navigation")
    #expect(!first.diagnostics.contains { $0.id.id == "preview-chosen" })
  }
}

extension PreviewChoiceTests {
  @Test func withoutAPreviewTheFirstUnusedViewThatReachesGlassIsShown() throws {
    // Three views no other view uses; the second reaches glass through its helper property.
    let scene = try S.scene(
      """
      struct WarningLabel: View {
          var body: some View { Text("Careful") }
      }

      struct InfoButton: View {
          var body: some View {
              Button("Info") {}.background { disc }
          }
          private var disc: some View { Color.clear.glassEffect(.regular, in: Circle()) }
      }

      struct NoteButton: View {
          var body: some View { Button("Note") {}.glassEffect() }
      }
      """)
    #expect(scene.view.name == "InfoButton")
  }
}

extension PreviewChoiceTests {
  @Test func aFirstPreviewWhoseGlassAppearsAfterATapIsKept() throws {
    // The first preview shows glass once "More" is tapped, the second at once: the first is a
    // scene with a transition and stays the one shown.
    let scene = try S.scene(
      """
      struct Drawer: View {
          @State private var isOpen = false
          var startsOpen = false
          var body: some View {
              VStack {
                  Button("More") { withAnimation { isOpen.toggle() } }
                  if isOpen || startsOpen {
                      Text("Details").padding().glassEffect()
                  }
              }
          }
      }

      #Preview("Closed") { Drawer() }
      #Preview("Open") { Drawer(startsOpen: true) }
      """)
    #expect(scene.preview?.title == "Closed")
    #expect(!scene.diagnostics.contains { $0.id.id == "preview-chosen" })
  }
}

extension PreviewChoiceTests {
  /// Of a file's views that reach glass and that no other uses, the one holding state a tap can
  /// change is shown (a helpers file: a container wrapper that only passes its content through,
  /// a glass group, and a segmented control). Before, the first — the wrapper — was shown, its
  /// content an unknown and no tap to make. Worked out: the segments' `@Binding var selection`
  /// is kept as state from 0 at the root; "Crop" is segment 1, so tapping it sets 1.
  @Test func withoutAPreviewAGlassViewThatHoldsStateComesFirst() throws {
    let scene = try S.scene(
      """
      struct GlassPanel<Content: View>: View {
          @ViewBuilder let content: () -> Content
          var body: some View {
              GlassEffectContainer { content().glassEffect(.regular, in: .rect(cornerRadius: 8)) }
          }
      }

      struct ToolGroup: View {
          var body: some View { HStack { Text("Tools") }.glassEffect() }
      }

      struct ModeSegments: View {
          @Binding var selection: Int
          var body: some View {
              HStack {
                  Button("Trim") { selection = 0 }
                      .glassEffect(selection == 0 ? .regular.tint(.blue) : .regular)
                  Button("Crop") { selection = 1 }
                      .glassEffect(selection == 1 ? .regular.tint(.blue) : .regular)
              }
          }
      }
      """)
    #expect(scene.view.name == "ModeSegments")
    let view = scene.evaluate(scene.initialState)
    #expect(view.buttons.count == 2)
    let crop = scene.tap(view.buttons[1], in: view.state)
    #expect(crop.state["selection"] == .int(1))
  }
}
