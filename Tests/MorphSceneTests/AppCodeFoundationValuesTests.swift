import Foundation
import MorphViewTree
import Testing

@testable import MorphScene

/// Foundation values app code shows: strings trimmed, replaced and split; URLs and UUIDs kept as
/// their text. Expectations are what Foundation itself returns, evaluated in the test.
@Suite struct AppCodeFoundationValuesTests {
  typealias S = SceneTestSupport

  static let profile = """
    import SwiftUI

    struct ProfileHeader: View {
        let name = "  Ada Lovelace \\n"
        let link = URL(string: "https://example.com/people/ada.json")!
        let tags = "swift,glass,motion"

        var body: some View {
            VStack {
                Text(name.trimmingCharacters(in: .whitespacesAndNewlines))
                Text(name.trimmingCharacters(in: .whitespaces))
                Text(link.lastPathComponent)
                Text(link.pathExtension)
                Text(link.absoluteString)
                Text(tags.replacingOccurrences(of: ",", with: " · "))
                Text("\\(tags.components(separatedBy: ",").count) tags")
                Text(String(name.dropFirst(2).prefix(3)))
                Link("Profile", destination: URL(fileURLWithPath: "/tmp/ada.txt"))
            }
            .padding()
            .glassEffect(.regular, in: .rect(cornerRadius: 20))
        }
    }
    """

  @Test func stringsAndURLsReadAsFoundationReadsThem() throws {
    let root = try S.body(Self.profile)
    let name = "  Ada Lovelace \n"
    let link = "https://example.com/people/ada.json"
    let tags = "swift,glass,motion"
    let expected = [
      name.trimmingCharacters(in: .whitespacesAndNewlines),  // "Ada Lovelace"
      name.trimmingCharacters(in: .whitespaces),  // keeps the newline
      "ada.json", "json", link,
      tags.replacingOccurrences(of: ",", with: " · "),
      "3 tags",
      "Ada",
    ]
    #expect(Array(S.texts(root).prefix(expected.count)) == expected)
  }

  /// `String.replacing(_:with:)` (the standard library's collection algorithm, Swift 5.7):
  /// every occurrence replaced — before, an unknown method, so a chat composer's model menu
  /// read "replacing". The expectation is the standard library's own answer ("5-mini").
  @Test func replacingReplacesEveryOccurrence() throws {
    let root = try S.body(
      """
      import SwiftUI
      struct ModelMenuLabel: View {
          let model = "gpt-5-gpt-mini"
          var body: some View {
              Text(model.replacing("gpt-", with: "")).padding().glassEffect()
          }
      }
      """)
    #expect(S.texts(root) == ["gpt-5-gpt-mini".replacing("gpt-", with: "")])
  }

  /// The C math functions a drag handler or a dial computes with (`hypot(dx, dy)` for a drag's
  /// distance); before, the ones beyond `sqrt`, `pow` and `atan2` were skipped as app code.
  @Test func mathFunctionsAnswerAsTheCLibraryDoes() throws {
    let root = try S.body(
      """
      import SwiftUI
      struct Dial: View {
          let dx = 3.0
          let dy = 4.0
          var body: some View {
              VStack {
                  Text("\\(hypot(dx, dy))")
                  Text(String(format: "%.3f", atan(1.0) * 4))
                  Text(String(format: "%.3f", acos(-1.0) + asin(1.0)))
                  Text("\\(log10(1000.0)) \\(log2(8.0)) \\(fmod(7.5, 2.0))")
              }
              .padding()
              .glassEffect()
          }
      }
      """)
    let expected = [
      "\(hypot(3.0, 4.0))",  // "5.0"
      String(format: "%.3f", atan(1.0) * 4),  // "3.142"
      String(format: "%.3f", acos(-1.0) + asin(1.0)),  // π + π/2 = "4.712"
      "\(log10(1000.0)) \(log2(8.0)) \(fmod(7.5, 2.0))",  // "3.0 3.0 1.5"
    ]
    #expect(S.texts(root) == expected)
  }

  /// `NSLocalizedString(key, comment:)` is the key (the app's strings files are not read, and a
  /// key Foundation does not find comes back as itself) — a string, where before it was taken
  /// for a view the simulator lacks, and a list built with it was "a view, not a collection".
  @Test func localizedStringsAreTheirKeys() throws {
    let root = try S.body(
      """
      import SwiftUI
      struct Tabs: View {
          let names = ["Popular", "Latest"]
          var body: some View {
              let options = [NSLocalizedString("HOME", comment: "The first tab")] + names
              HStack {
                  ForEach(options.indices, id: \\.self) { index in
                      Text(options[index])
                  }
              }
              .padding()
              .glassEffect()
          }
      }
      """)
    #expect(S.texts(root) == ["HOME", "Popular", "Latest"])
  }

  @Test func aURLIsAValueNotAView() throws {
    let scene = try S.scene(Self.profile)
    let diagnostics = scene.evaluate(scene.initialState).diagnostics + scene.diagnostics
    // Before, `URL(…)` was taken for a view the simulator lacks ("'URL' is not simulated").
    #expect(!diagnostics.contains { $0.message.contains("'URL'") })
    #expect(!diagnostics.contains { $0.id.id == "unknown-member" })
  }

  /// Dictionaries built from pairs and by grouping, read with subscripts, as Foundation builds
  /// them: a badge grid that marks the earned badges. Values worked with Swift's own
  /// `Dictionary` in the test.
  @Test func dictionariesFromPairsAndGroupsAreRead() throws {
    let source = """
      import SwiftUI

      enum Badge: String, CaseIterable { case first, streak, marathon }

      struct Badges: View {
          let earned: [(Badge, Int)] = [(.streak, 7), (.first, 1)]
          let words = ["apple", "avocado", "banana", "blueberry", "cherry"]

          var body: some View {
              let byBadge = Dictionary(uniqueKeysWithValues: earned)
              let byLetter = Dictionary(grouping: words, by: { $0.prefix(1) })
              VStack {
                  ForEach(Badge.allCases, id: \\.self) { badge in
                      if let day = byBadge[badge] {
                          Text("\\(badge.rawValue) \\(day)").padding().glassEffect()
                      } else {
                          Text(badge.rawValue)
                      }
                  }
                  Text("\\(byLetter["b"]?.count ?? 0) b")
                  Text("\\(byLetter.count) letters")
              }
          }
      }
      """
    let root = try S.body(source)
    let earned = Dictionary(uniqueKeysWithValues: [("streak", 7), ("first", 1)])
    let words = ["apple", "avocado", "banana", "blueberry", "cherry"]
    let byLetter = Dictionary(grouping: words, by: { $0.prefix(1) })
    let expected =
      ["first", "streak", "marathon"].map { badge in earned[badge].map { "\(badge) \($0)" } ?? badge
      }
      + ["\(byLetter["b"]?.count ?? 0) b", "\(byLetter.count) letters"]
    #expect(S.texts(root) == expected)  // first 1, streak 7, marathon, 2 b, 3 letters
    #expect(try S.glass(source).count == 2)
  }

  @Test func theDeviceAnswersWhatAppCodeAsksOfUIDevice() throws {
    let source = """
      import SwiftUI
      import UIKit

      extension UIDevice {
          static var hasDynamicIsland: Bool { current.userInterfaceIdiom == .phone }
          static var isPad: Bool { UIDevice.current.userInterfaceIdiom == .pad }
      }

      struct IslandBadge: View {
          var body: some View {
              VStack {
                  if UIDevice.hasDynamicIsland {
                      Text("Island")
                          .padding()
                          .glassEffect()
                  }
                  if UIDevice.isPad {
                      Text("Pad")
                  }
                  Text(UIDevice.current.systemName + " " + UIDevice.current.systemVersion)
              }
          }
      }
      """
    let scene = try S.scene(source)
    // The simulated iPhone (idiom .phone) running iOS 26: one state, no assumption about the
    // app's own UIDevice extension.
    #expect(S.texts(scene.evaluate(scene.initialState).root) == ["Island", "iOS 26.0"])
    #expect(try S.glass(source).count == 1)
    #expect(!scene.diagnostics.contains { $0.id.id == "extension-of-unknown-type" })
  }

  @Test func anotherFilesUIDeviceExtensionIsAnUnknownExploredBothWays() throws {
    // `supportsLiquidGlass` is declared in a file not loaded: Swift's name lookup would find
    // the app's extension, so it is an unknown of the app's, explored true and false.
    let scene = try S.scene(
      """
      struct PlayButton: View {
          var body: some View {
              if UIDevice.supportsLiquidGlass {
                  Text("Play")
                      .padding()
                      .glassEffect()
              } else {
                  Text("Play")
              }
          }
      }
      """)
    let graph = StateGraph(exploring: scene)
    #expect(graph.nodes.count == 2)
    #expect(S.glass(graph).map(\.count).sorted() == [0, 1])
  }

  /// A catalogue kept as a dictionary, as generated app code keeps one: its `values` sorted by
  /// their order are "Albums" (1) then "Books" (2), each a glass chip; its `keys` sorted are
  /// "a", "b". Before, `values` and `keys` were "no member": an unknown list of three stand-ins.
  @Test func aDictionarysKeysAndValuesAreItsOwn() throws {
    let scene = try S.scene(
      """
      import SwiftUI

      struct KindDefinition { let order: Int; let title: String }
      let definitions: [String: KindDefinition] = [
          "b": KindDefinition(order: 2, title: "Books"),
          "a": KindDefinition(order: 1, title: "Albums"),
      ]

      struct KindChips: View {
          var body: some View {
              VStack {
                  HStack {
                      ForEach(definitions.values.sorted { $0.order < $1.order }.map(\\.title), id: \\.self) { title in
                          Text(title).padding().glassEffect()
                      }
                  }
                  Text(definitions.keys.sorted().joined(separator: ", "))
              }
          }
      }
      """)
    let root = scene.evaluate(scene.initialState).tree.root
    #expect(S.texts(root) == ["Albums", "Books", "a, b"])
    #expect(S.glass(scene, scene.initialState).count == 2)
  }

  /// `sorted(by:)` and `sort(by:)` order by the app's comparator, as Swift's do: scores
  /// `[3, 1, 2]` sorted with `{ $0 > $1 }` are "3 2 1" (highest first, as a leaderboard shows
  /// them), and a tap that sorts the players by name with `sort { $0.name < $1.name }` makes
  /// "Ann" the first chip. Before, every comparator was ignored and numbers came out ascending
  /// ("1 2 3"), the players as written ("Zoe").
  @Test func sortingUsesTheAppsComparator() throws {
    let scene = try S.scene(
      """
      import SwiftUI

      struct Player { let name: String }

      struct Leaderboard: View {
          @State private var players = [Player(name: "Zoe"), Player(name: "Ann"), Player(name: "Max")]
          let scores = [3, 1, 2]

          var body: some View {
              VStack {
                  Text(scores.sorted { $0 > $1 }.map { "\\($0)" }.joined(separator: " "))
                  Button(players[0].name) {
                      players.sort { $0.name < $1.name }
                  }
                  .buttonStyle(.glass)
              }
          }
      }
      """)
    let graph = StateGraph(exploring: scene)
    let texts = graph.nodes.map { S.texts($0.view.tree.root) }
    #expect(texts.first?.first == "3 2 1")
    #expect(texts.map { $0.last } == ["Zoe", "Ann"])
  }
}
