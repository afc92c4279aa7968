import Foundation
import Testing

@testable import GlassMorphCLI

/// Diagnostics as data and by ID: `check --json` when loading fails, `--silence`,
/// `--warnings-as-errors` and `--define`.
@Suite struct DiagnosticOptionsTests {
  func scene(_ text: String) throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "diagnostics-\(UUID().uuidString).swift"
    ).path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  /// The glass elements of the first state `check PATH --json` reports with `arguments`.
  func glassCount(_ path: String, _ arguments: [String]) throws -> Int? {
    let report = try json(
      GlassMorphCommand.run(["check", path, "--json"] + arguments).standardOutput)
    let states = report["states"] as? [[String: Any]]
    return (states?.first?["glass"] as? [Any])?.count
  }

  func json(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  /// A view with one modifier the simulator does not know (line 3, column 18: the `.`).
  static let shimmering =
    "struct V: View {\n    var body: some View {\n        Text(\"a\").shimmering()\n    }\n}\n"

  @Test func aFileThatCannotLoadStillPrintsItsDiagnosticsAsJSON() throws {
    // Line 3 is `        Text("a"` (16 characters): the parser misses ')' at column 17, where
    // the line ends, and names the '(' it belongs to, column 13.
    let path = try scene(
      "struct V: View {\n    var body: some View {\n        Text(\"a\"\n    }\n}\n")
    let outcome = GlassMorphCommand.run(["check", path, "--json"])
    #expect(outcome.status == 1)
    let report = try json(outcome.standardOutput)
    #expect(report["loaded"] as? Bool == false)
    #expect(report["file"] as? String == path)
    let diagnostics = try #require(report["diagnostics"] as? [[String: Any]])
    let first = try #require(diagnostics.first)
    #expect(first["id"] as? String == "syntax.missing-nodes")
    #expect(first["severity"] as? String == "error")
    #expect(first["file"] as? String == path)
    #expect(first["line"] as? Int == 3 && first["column"] as? Int == 17)
    #expect(
      first["message"] as? String
        == "Expected ')' to end function call (to match this opening '(' at 3:13).")
    // Standard error still says what failed, for a person.
    #expect(outcome.standardError.contains("cannot be loaded: 1 error above"))
  }

  @Test func aFileThatCannotBeReadIsJSONToo() throws {
    let outcome = GlassMorphCommand.run(["check", "/nonexistent/view.swift", "--json"])
    #expect(outcome.status == 1)
    let diagnostics = try #require(
      try json(outcome.standardOutput)["diagnostics"] as? [[String: Any]])
    #expect(diagnostics.map { $0["id"] as? String } == ["file-unreadable"])
  }

  @Test func warningsAreSilencedOrPromotedByTheirID() throws {
    let path = try scene(Self.shimmering)
    let plain = try json(GlassMorphCommand.run(["check", path, "--json"]).standardOutput)
    #expect(
      (plain["diagnostics"] as? [[String: Any]])?.map { $0["id"] as? String } == [
        "unsupported-modifier"
      ])

    let silenced = GlassMorphCommand.run([
      "check", path, "--json", "--silence", "unsupported-modifier",
    ])
    #expect(silenced.status == 0)
    #expect((try json(silenced.standardOutput)["diagnostics"] as? [[String: Any]])?.isEmpty == true)

    let promoted = GlassMorphCommand.run([
      "check", path, "--warnings-as-errors", "unsupported-modifier",
    ])
    #expect(promoted.status == 1)
    #expect(
      promoted.standardError.contains(
        "\(path):3:18: error: '.shimmering' is not simulated; it is ignored. [unsupported-modifier]"
      ))
    // Another ID leaves it a warning; `all` promotes every warning.
    #expect(
      GlassMorphCommand.run(["check", path, "--warnings-as-errors", "unknown-name"]).status == 0)
    #expect(GlassMorphCommand.run(["check", path, "--warnings-as-errors", "all"]).status == 1)
  }

  @Test func anUnknownIDIsAUsageErrorWithTheClosestOne() throws {
    let path = try scene(Self.shimmering)
    let typo = GlassMorphCommand.run(["check", path, "--silence", "unsuported-modifier"])
    #expect(typo.status == 64)
    #expect(typo.standardError.contains("Did you mean 'unsupported-modifier'?"))
    let syntax = GlassMorphCommand.run(["check", path, "--silence", "syntax.missing-nodes"])
    #expect(syntax.status == 64)
    #expect(syntax.standardError.contains("syntax errors are always errors"))
    #expect(GlassMorphCommand.run(["check", path, "--silence", "all"]).status == 64)
  }

  @Test func defineTakesTheOtherBranchOfAnIf() throws {
    // With DEMO the view shows one glass capsule; without it, plain text.
    let path = try scene(
      """
      struct V: View {
          var body: some View {
              #if DEMO
              Text("demo").padding().glassEffect()
              #else
              Text("live")
              #endif
          }
      }
      """)
    #expect(try glassCount(path, []) == 0)
    #expect(try glassCount(path, ["--define", "DEMO"]) == 1)
    #expect(GlassMorphCommand.run(["check", path, "--define", "not a name"]).status == 64)
  }

  /// `--platform` picks the `#if os(…)` branch: a settings row that shows a glass capsule on the
  /// Mac and plain text on iOS. Without the option iOS is built (the file has an iOS view, so no
  /// other platform is tried); a platform that is not Apple's is a usage error listing them.
  @Test func platformTakesThatPlatformsBranch() throws {
    let path = try scene(
      """
      struct SettingsRow: View {
          var body: some View {
              #if os(macOS)
              Label("Sync", systemImage: "icloud").padding().glassEffect()
              #else
              Label("Sync", systemImage: "icloud")
              #endif
          }
      }
      """)
    #expect(try glassCount(path, []) == 0)
    #expect(try glassCount(path, ["--platform", "macOS"]) == 1)
    #expect(try glassCount(path, ["--platform", "macos"]) == 1)
    #expect(try glassCount(path, ["--platform", "tvOS"]) == 0)
    let android = GlassMorphCommand.run(["check", path, "--platform", "android"])
    #expect(android.status == 64)
    #expect(
      android.standardError.contains(
        "'--platform android': the platform is one of iOS, macOS, tvOS, visionOS, watchOS."))
    let typo = GlassMorphCommand.run(["check", path, "--platform", "visonOS"])
    #expect(typo.status == 64)
    #expect(typo.standardError.contains("Did you mean 'visionOS'?"))
  }
}
