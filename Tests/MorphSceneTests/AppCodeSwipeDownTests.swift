import MorphCore
import Testing

@testable import MorphScene

/// A sheet is dismissed by pulling it down as well as by its own buttons: the swipe sets its
/// binding back and runs `onDismiss`, as SwiftUI does however the sheet goes; a popover is a sheet
/// on iPhone; `.interactiveDismissDisabled()` and a full-screen cover offer no swipe. The view
/// underneath takes no taps while the sheet is up, but its events still happen. Expectations
/// worked out by hand in each test.
@Suite struct AppCodeSwipeDownTests {
  typealias S = SceneTestSupport

  static let journal = """
    import SwiftUI

    struct JournalScreen: View {
        @State private var showsPrompt = true
        @State private var promptsSeen = 0
        @State private var isReady = false

        var body: some View {
            VStack(spacing: 20) {
                if isReady {
                    Text("Today's entry")
                        .padding()
                        .glassEffect()
                }
                if promptsSeen > 0 {
                    Label("Prompt read", systemImage: "checkmark")
                        .padding()
                        .glassEffect(.regular.tint(.green))
                }
                Button("Prompt") { showsPrompt = true }
                    .buttonStyle(.glass)
            }
            .onAppear { isReady = true }
            .sheet(isPresented: $showsPrompt, onDismiss: { promptsSeen += 1 }) {
                VStack {
                    Text("Write about a walk you took.")
                }
                .presentationDetents([.medium])
            }
        }
    }
    """

  /// Open at first, the sheet has no button of its own: before, nothing could close it and the
  /// glass behind it never changed. Now the swipe is offered (named for the sheet's first text
  /// outside a button), and so is the view's `appear` under the sheet; "Prompt" behind it is not.
  @Test func aSheetWithNoButtonsIsDismissedByPullingItDown() throws {
    let scene = try S.scene(Self.journal)
    let view = scene.evaluate(scene.initialState)
    #expect(view.buttons.map(\.name) == ["appear", "swipe down Write about a walk you took."])
    let swipe = try #require(view.buttons.first { $0.kind == .swipeDown })
    let result = scene.tap(swipe, in: view.state)
    // The binding goes back to false, then `onDismiss` runs: promptsSeen 0 → 1.
    #expect(result.changes.map(\.name) == ["showsPrompt", "promptsSeen"])
    #expect(result.state["showsPrompt"] == .bool(false))
    #expect(result.state["promptsSeen"] == .int(1))
    // Dismissed, the view takes taps again, and the "Prompt read" badge shows: one glass (the
    // Prompt button) plus the badge; the entry waits for `appear`.
    let after = scene.evaluate(result.state)
    #expect(after.buttons.map(\.name) == ["appear", "Prompt"])
    #expect(S.glass(scene, result.state).count == 2)
  }

  /// `appear` under the open sheet runs: the entry's glass shows behind the sheet (2 glass: the
  /// entry, the Prompt button, while the sheet's own background is glass too at a medium detent).
  @Test func theViewsAppearRunsUnderItsSheet() throws {
    let scene = try S.scene(Self.journal)
    let view = scene.evaluate(scene.initialState)
    let appear = try #require(view.buttons.first { $0.kind == .appear })
    let result = scene.tap(appear, in: view.state)
    #expect(result.state["isReady"] == .bool(true))
    #expect(result.state["showsPrompt"] == .bool(true))
  }

  /// `.interactiveDismissDisabled()` in the content, or a full-screen cover: no swipe. A popover
  /// is a sheet on iPhone, so it has one.
  @Test func noSwipeWhereTheSheetCannotBePulledDown() throws {
    let locked = try S.scene(
      Self.journal.replacingOccurrences(
        of: ".presentationDetents([.medium])",
        with: ".presentationDetents([.medium]).interactiveDismissDisabled()"))
    #expect(locked.evaluate(locked.initialState).buttons.map(\.name) == ["appear"])
    let unlocked = try S.scene(
      Self.journal.replacingOccurrences(
        of: ".presentationDetents([.medium])",
        with: ".presentationDetents([.medium]).interactiveDismissDisabled(false)"))
    #expect(unlocked.evaluate(unlocked.initialState).buttons.count == 2)
    let cover = try S.scene(
      Self.journal.replacingOccurrences(
        of: ".sheet(isPresented: $showsPrompt, onDismiss: { promptsSeen += 1 })",
        with: ".fullScreenCover(isPresented: $showsPrompt)"))
    #expect(cover.evaluate(cover.initialState).buttons.map(\.name) == ["appear"])
    let popover = try S.scene(
      Self.journal.replacingOccurrences(
        of: ".sheet(isPresented: $showsPrompt, onDismiss: { promptsSeen += 1 })",
        with: ".popover(isPresented: $showsPrompt)"))
    let swipe = try #require(
      popover.evaluate(popover.initialState).buttons.first { $0.kind == .swipeDown })
    #expect(popover.tap(swipe, in: popover.initialState).state["showsPrompt"] == .bool(false))
  }

  /// `dismiss()` in the sheet's own view also runs `onDismiss`.
  @Test func dismissInsideTheSheetRunsOnDismiss() throws {
    let scene = try S.scene(
      """
      import SwiftUI

      struct PromptSheet: View {
          @Environment(\\.dismiss) private var dismiss
          var body: some View {
              Button("Done") { dismiss() }
                  .buttonStyle(.glassProminent)
          }
      }

      struct JournalScreen: View {
          @State private var showsPrompt = true
          @State private var promptsSeen = 0
          var body: some View {
              Text("Entries \\(promptsSeen)")
                  .sheet(isPresented: $showsPrompt, onDismiss: { promptsSeen += 1 }) {
                      PromptSheet()
                  }
          }
      }
      """, view: "JournalScreen")
    let view = scene.evaluate(scene.initialState)
    let done = try #require(view.buttons.first { $0.name == "Done" })
    let result = scene.tap(done, in: view.state)
    #expect(result.state["showsPrompt"] == .bool(false))
    #expect(result.state["promptsSeen"] == .int(1))
  }
}
