import MorphCore
import MorphDiagnostics
import Testing

@testable import MorphScene

/// Files of an app's other targets (a TV app, a Mac app) and `#if os(…)` inside views, built for
/// the platform asked for or, when none is, for the one their views are built for.
@Suite struct PlatformBuildTests {
  typealias S = SceneTestSupport

  /// A TV target's season picker: every line of it inside `#if os(tvOS)`.
  static let seasonPicker = """
    import SwiftUI

    #if os(tvOS)
    struct SeasonPicker: View {
        @State private var selected = 1
        @Namespace private var seasons

        var body: some View {
            GlassEffectContainer(spacing: 20) {
                HStack(spacing: 20) {
                    ForEach(1...3, id: \\.self) { season in
                        Button("Season \\(season)") {
                            withAnimation(.smooth) { selected = season }
                        }
                        .padding()
                        .glassEffect(season == selected ? .regular.tint(.blue) : .regular)
                        .glassEffectID(season, in: seasons)
                    }
                }
            }
        }
    }

    #Preview {
        SeasonPicker()
    }
    #endif
    """

  /// No view is built for iOS, so the file is read as the tvOS build it was written for: its
  /// three season buttons are glass, and choosing each of the three seasons is a state (1, 2, 3).
  /// The note is at the view's `struct` (line 4, column 1) and names the condition.
  @Test func aFileWhoseViewsAreAllForTVIsReadAsATVBuild() throws {
    let scene = try S.scene(Self.seasonPicker)
    let notes = scene.diagnostics.filter { $0.id == DiagnosticID.platformChosen.messageID }
    #expect(notes.count == 1)
    #expect(notes.first?.location.line == 4 && notes.first?.location.column == 1)
    #expect(
      notes.first?.message.hasPrefix(
        "No view in this file is built for iOS ('SeasonPicker' is inside '#if os(tvOS)'), so it is read as a tvOS build."
      ) == true)
    #expect(S.glass(scene, scene.initialState).count == 3)
    let graph = StateGraph(exploring: scene)
    #expect(
      graph.nodes.map { $0.state.description }.sorted() == [
        "selected = 1", "selected = 2", "selected = 3",
      ])
  }

  /// Asked for iOS, the same file has no view, and the error says how to read the TV build.
  @Test func askedForIOSTheTVFileHasNoView() {
    let errors = S.errors(Self.seasonPicker, platform: .iOS)
    #expect(errors.map(\.id.id) == ["no-view"])
    #expect(errors.first?.message.contains("(they are built for tvOS)") == true)
    #expect(errors.first?.remedy == .pickPlatform)
  }

  /// A file with an iOS view is built for iOS even when a Mac view sits beside it: the Mac
  /// sidebar's glass is not part of the program, and no platform note is given.
  @Test func aFileWithAnIOSViewStaysIOS() throws {
    let scene = try S.scene(
      """
      import SwiftUI

      struct Inbox: View {
          var body: some View { Text("Inbox").padding() }
      }

      #if os(macOS)
      struct Sidebar: View {
          var body: some View { Text("Mailboxes").padding().glassEffect() }
      }
      #endif
      """)
    #expect(scene.view.name == "Inbox")
    #expect(!scene.diagnostics.contains { $0.id == DiagnosticID.platformChosen.messageID })
    #expect(S.glass(scene, scene.initialState).isEmpty)
  }

  /// Built for macOS: `os(macOS)` and its older spelling `os(OSX)` hold, `canImport(AppKit)`
  /// holds and `canImport(UIKit)` does not; built for iOS the opposite. Each true branch adds one
  /// text, so the texts say which branches were compiled.
  @Test func aMacBuildComparesItsOwnConditions() throws {
    let source = """
      import SwiftUI

      struct Toolbar: View {
          var body: some View {
              VStack {
                  #if os(macOS)
                  Text("mac")
                  #endif
                  #if os(OSX)
                  Text("osx")
                  #endif
                  #if canImport(AppKit)
                  Text("appkit")
                  #endif
                  #if canImport(UIKit)
                  Text("uikit")
                  #endif
                  #if os(iOS)
                  Text("ios")
                  #endif
              }
          }
      }
      """
    func texts(_ platform: TargetPlatform) throws -> [String] {
      let scene = try SceneProgram(
        source: SourceFile(path: "toolbar.swift", text: source), platform: platform)
      return S.texts(scene.evaluate(scene.initialState).root)
    }
    #expect(try texts(.macOS) == ["mac", "osx", "appkit"])
    #expect(try texts(.iOS) == ["uikit", "ios"])
    #expect(try texts(.tvOS) == ["uikit"])
  }

  /// Views for two other platforms and none for iOS: the Mac build is tried first (the order of
  /// `TargetPlatform.alternatives`), so the Mac view is the one shown.
  @Test func ofTwoOtherPlatformsTheMacIsTriedFirst() throws {
    let scene = try S.scene(
      """
      import SwiftUI

      #if os(tvOS)
      struct TVPlayer: View {
          var body: some View { Text("TV").glassEffect() }
      }
      #elseif os(macOS)
      struct MacPlayer: View {
          var body: some View { Text("Mac").glassEffect() }
      }
      #endif
      """)
    #expect(scene.view.name == "MacPlayer")
  }
}
