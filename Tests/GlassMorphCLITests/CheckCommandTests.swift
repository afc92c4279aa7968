import Foundation
import Testing

@testable import GlassMorphCLI

/// `glassmorph check`, in process.
@Suite struct CheckCommandTests {
  static var scenes: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Scenes")
  }

  func run(_ arguments: [String]) -> GlassMorphCommand.Outcome {
    GlassMorphCommand.run(arguments)
  }

  func temporaryScene(_ text: String) throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "check-\(UUID().uuidString).swift"
    ).path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  @Test func aSingleFileIsListedLikeAFolderOfOne() {
    let path = Self.scenes.appendingPathComponent("toolbar.swift").path
    let outcome = run(["check", path, "--list"])
    #expect(outcome.status == 0)
    let text = outcome.standardOutput
    // toolbar.swift declares `struct ExpandingToolbar: View` on line 5 and its untitled
    // `#Preview` on line 46; its one button (glass ID "toggle") expands the row.
    #expect(text.contains("2 views and previews in \(path) use glass:"))
    #expect(text.contains("view ExpandingToolbar  \(path):5"))
    #expect(text.contains("#Preview of ExpandingToolbar  \(path):46"))
    #expect(text.contains("changes state (1 tappable)"))
  }

  /// A folder with two glass views and no preview cannot choose: the library names the choice
  /// (`Remedy.pickViewOrPreview`) and the command line words it as the options that make it, in
  /// text and in JSON; the listing's command for each entry is `--view` and its type name, and
  /// an untitled preview's is `--preview` and its place (toolbar.swift's is on line 46).
  @Test func aFolderOfSeveralGlassViewsSaysWhichOptionsPickOne() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "glassmorph-two-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    for (file, name) in [("A.swift", "First"), ("B.swift", "Second")] {
      try
        "import SwiftUI\nstruct \(name): View { var body: some View { Text(\"\(name)\").glassEffect() } }\n"
        .write(to: root.appendingPathComponent(file), atomically: true, encoding: .utf8)
    }
    let sentence = "Pick one with --view NAME or --preview \"TITLE\"."
    let text = run(["check", root.path])
    #expect(text.status == 1)
    #expect(text.standardError.contains("  view Second (B.swift:2)\n\(sentence) [no-view]"))
    let json = run(["check", root.path, "--json"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
    let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
    #expect((diagnostics.first?["message"] as? String)?.hasSuffix("\n" + sentence) == true)
    #expect(diagnostics.first?["remedy"] as? String == "pick-view-or-preview")
    let listing = run(["check", root.path, "--list"]).standardOutput
    #expect(listing.contains("glassmorph check \(root.path) --view First\n"))
    let toolbar = Self.scenes.appendingPathComponent("toolbar.swift").path
    #expect(
      run(["check", toolbar, "--list"]).standardOutput.contains("--preview 'toolbar.swift:46'"))
  }

  /// An app with a TV target: its views are all inside `#if os(tvOS)`, so an iOS build lists
  /// none of them; `--platform tvOS` lists the TV view, and each entry's command (and JSON
  /// `arguments`) carries the options it was listed with, so running it loads what was listed.
  @Test func aListingCarriesThePlatformAndTargetIntoEachCommand() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "glassmorph-tv-\(UUID().uuidString)")
    let tv = root.appendingPathComponent("ShowsTV")
    try FileManager.default.createDirectory(at: tv, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    try """
    import SwiftUI
    #if os(tvOS)
    struct ShelfRow: View {
        @State private var focused = false
        var body: some View {
            Button("Up Next") { focused.toggle() }
                .padding()
                .glassEffect(focused ? .regular.tint(.blue) : .regular)
        }
    }
    #endif
    """.write(to: tv.appendingPathComponent("ShelfRow.swift"), atomically: true, encoding: .utf8)
    let iOS = run(["check", root.path, "--list"]).standardOutput
    #expect(iOS.contains("no view or #Preview uses Liquid Glass"), "\(iOS)")
    #expect(
      iOS.contains(
        "1 view is inside #if branches this build leaves out (the first, 'ShelfRow', in '#if os(tvOS)'); list another platform's with --platform NAME"
      ), "\(iOS)")
    let options = ["--target", "ShowsTV", "--platform", "tvOS"]
    let listing = run(["check", root.path, "--list"] + options).standardOutput
    let command = "glassmorph check \(root.path) --view ShelfRow --target ShowsTV --platform tvOS"
    #expect(listing.contains("view ShelfRow  ShowsTV/ShelfRow.swift:3"), "\(listing)")
    #expect(listing.contains(command + "\n"), "\(listing)")
    let json = run(["check", root.path, "--list", "--json"] + options).standardOutput
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let entries = try #require(object["entries"] as? [[String: Any]])
    let arguments = try #require(entries.first?["arguments"] as? [String])
    let iOSJSON = run(["check", root.path, "--list", "--json"]).standardOutput
    let iOSObject = try #require(
      try JSONSerialization.jsonObject(with: Data(iOSJSON.utf8)) as? [String: Any])
    let leftOut = try #require(iOSObject["leftOut"] as? [[String: Any]])
    #expect(leftOut.first?["name"] as? String == "ShelfRow")
    #expect(leftOut.first?["condition"] as? String == "os(tvOS)")
    #expect(arguments == ["--view", "ShelfRow"] + options)
    #expect(run(["check", root.path] + arguments).status == 0)
  }

  @Test func aListingOfOneSaysOne() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "glassmorph-one-\(UUID().uuidString).swift"
    ).path
    try "struct Pill: View { var body: some View { Text(\"A\").glassEffect() } }"
      .write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let text = run(["check", path, "--list"]).standardOutput
    #expect(text.hasPrefix("1 view or preview in \(path) uses glass:"), "\(text)")
  }

  @Test func textListsStateButtonsStatesAndGlass() {
    let outcome = run(["check", Self.scenes.appendingPathComponent("toolbar.swift").path])
    #expect(outcome.status == 0)
    let text = outcome.standardOutput
    #expect(text.contains("view 'ExpandingToolbar' on a 402 × 874 pt canvas"))
    #expect(text.contains("isExpanded: Bool = false"))
    #expect(
      text.contains("1. toggle  ·  glass ID \"toggle\"  ·  symbol plus  ·  animation .bouncy"))
    #expect(text.contains("States (2 reachable)"))
    #expect(text.contains("#1  tap toggle"))
    #expect(text.contains("3 glass elements"))
    // Frames worked out in CanvasLayoutTests: the expanded row starts at x = 115, y = 429.
    #expect(
      text.contains(
        "\"pencil\"  (115, 429)  44 × 44  capsule r 22  namespace namespace  container 0 (spacing 20)"
      ))
  }

  @Test func jsonHasTheDocumentedShape() throws {
    let outcome = run(["check", Self.scenes.appendingPathComponent("modes.swift").path, "--json"])
    #expect(outcome.status == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
    #expect(object["view"] as? String == "RecorderControl")
    let states = try #require(object["states"] as? [[String: Any]])
    #expect(states.count == 3)
    #expect((states[1]["values"] as? [String: String])?["mode"] == ".recording")
    #expect(states[2]["taps"] as? [String] == ["main", "main"])
    let glass = try #require(states[2]["glass"] as? [[String: Any]])
    #expect(glass.map { $0["id"] as? String } == ["stop", "timer", "main"])
    for element in glass {
      for key in ["id", "namespace", "container", "shape", "union", "transition"] {
        #expect(element.keys.contains(key), "glass element lacks \(key)")
      }
    }
    #expect(glass[0]["shape"] as? String == "circle")
    #expect(glass[0]["union"] is NSNull)
    #expect(glass[0]["container"] as? Int == 0)
    // modes.swift, paused: stop 52, "Paused" (Inter SemiBold 17 pt: 1812 + 1618 + 1713 + 1546 +
    // 1669 + 1775 = 10133 units of 2816 → 61.1722, + 32 padding), main 64, spacing 12 → 233.1722
    // wide, starting at (402 − 233.1722)/2 = 84.4139 (JSON rounds to 4 decimals); the 52 pt circle
    // is centred on the 64 pt row.
    let paused = 10133.0 / 2816 * 17 + 32
    let x = ((402 - (52 + 12 + paused + 12 + 64)) / 2 * 10_000).rounded() / 10_000
    #expect(glass[0]["frame"] as? [Double] == [x, 425, 52, 52])
    #expect(glass[0]["cornerRadius"] as? Double == 26)
    #expect(object["canvas"] as? [Double] == [402, 874])
    let buttons = try #require(object["buttons"] as? [[String: Any]])
    #expect(
      buttons.first?["animation"] as? String == ".spring(response: 0.4, dampingFraction: 0.85)")
    #expect(object["diagnostics"] is [Any])
  }

  @Test func warningsAreListedWithLocations() throws {
    let path = try temporaryScene(
      "struct V: View {\n    var body: some View {\n        Text(\"a\").shimmering()\n    }\n}\n")
    let outcome = run(["check", path, "--json"])
    #expect(outcome.status == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
    let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
    #expect(diagnostics.count == 1)
    #expect(diagnostics[0]["severity"] as? String == "warning")
    #expect(diagnostics[0]["line"] as? Int == 3 && diagnostics[0]["column"] as? Int == 18)
    #expect(
      diagnostics[0]["message"] as? String == "'.shimmering' is not simulated; it is ignored.")
    #expect(diagnostics[0]["id"] as? String == "unsupported-modifier")
    let text = run(["check", path]).standardOutput
    #expect(
      text.contains(
        "\(path):3:18: warning: '.shimmering' is not simulated; it is ignored. [unsupported-modifier]\n        Text(\"a\").shimmering()\n                 ^"
      ))
  }

  @Test func aBrokenSceneExitsOneWithEveryError() throws {
    let path = try temporaryScene(
      "struct V: View {\n    var body: some View {\n        Text(\"a\" \"b\")\n        Text(\"c\"\n    }\n}\n"
    )
    let outcome = run(["check", path])
    #expect(outcome.status == 1)
    #expect(outcome.standardOutput.isEmpty)
    // The Swift parser's own messages: the stray string where it is (line 3, column 18), and the
    // call left open on line 4 where that line ends, naming where it opened.
    #expect(
      outcome.standardError.contains(
        "\(path):3:18: error: Unexpected code '\"b\"' in function call. [syntax.unexpected-nodes]"
      ))
    #expect(
      outcome.standardError.contains(
        "\(path):4:17: error: Expected ')' to end function call (to match this opening '(' at 4:13). [syntax.missing-nodes]"
      ))
    #expect(
      outcome.standardError.contains(
        "Error: \(path) cannot be loaded: 2 errors above; fix them and run again."))
  }

  @Test func missingFileAndBadArguments() {
    let missing = run(["check", "/no/such/scene.swift"])
    #expect(missing.status == 1)
    #expect(
      missing.standardError.hasPrefix("/no/such/scene.swift:1:1: error: Cannot read the file"))
    let none = run(["check"])
    #expect(none.status == 64)
    #expect(none.standardError.contains("Give the scene file to check"))
    let typo = run(["check", "x.swift", "--jsn"])
    #expect(typo.status == 64)
    #expect(typo.standardError.contains("Did you mean '--json'?"))
    let view = run([
      "check", Self.scenes.appendingPathComponent("toolbar.swift").path, "--view", "Nope",
    ])
    #expect(view.status == 1)
    #expect(
      view.standardError.contains(
        "There is no View named 'Nope' in this file; it declares ExpandingToolbar."))
  }

  @Test func springAcceptsAnimationExpressions() {
    // .spring(duration: 0.5, bounce: 0.3) is .bouncy: Docs/Motion.md §4.1 gives 0.438695 at 0.1 s.
    let outcome = run(["spring", ".spring(duration: 0.5, bounce: 0.3)", "--at", "0.1", "--csv"])
    #expect(outcome.status == 0)
    let value = outcome.standardOutput.split(separator: "\n")[1].split(separator: ",")[1]
    #expect(abs((Double(value) ?? 0) - 0.438695) < 5e-7)
    let bad = run(["spring", ".sprang(duration: 0.4)"])
    #expect(bad.status == 64)
    #expect(bad.standardError.contains("Did you mean '.spring'?"))
  }
}
