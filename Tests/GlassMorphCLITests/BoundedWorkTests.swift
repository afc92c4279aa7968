import Foundation
import GlassMorphTestSupport
import Testing

@testable import GlassMorphCLI

/// Each cause of a crash or hang found by fuzzing (issue 17, Docs/Reliability.md), minimised: the
/// command ends with a clean GlassMorph error at the right place and the right exit status.
@Suite struct BoundedWorkTests {
  /// Writes `source` to a fresh temporary scene file and returns its path.
  static func scene(_ source: String) throws -> String {
    let path = Repository.temporary("scene.swift")
    try source.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  /// A view whose body is `body`, with `members` before it.
  static func view(_ body: String, members: String = "") -> String {
    "struct V: View {\n\(members)\n    var body: some View {\n        \(body)\n    }\n}\n"
  }

  /// `glassmorph check` on `source`.
  static func check(_ source: String) throws -> GlassMorphCommand.Outcome {
    GlassMorphCommand.run(["check", try scene(source)])
  }

  /// Expects `check` to fail with exit 1 and an error containing `message` at `line`.
  static func expectError(_ source: String, _ message: String, line: Int) throws {
    let outcome = try check(source)
    #expect(outcome.status == 1, "\(outcome.standardError)")
    #expect(outcome.standardError.contains(":\(line):"), "\(outcome.standardError)")
    #expect(outcome.standardError.contains(message), "\(outcome.standardError)")
  }

  @Test func integerOverflowIsAnErrorAsInSwift() throws {
    // Swift traps on each of these; the simulator reports them where they are.
    try Self.expectError(
      Self.view("Text(\"\\(Int.min / -1)\")"), "Arithmetic overflow", line: 4)
    try Self.expectError(
      Self.view("Text(\"\\(Int.min % -1)\")"), "Arithmetic overflow", line: 4)
    try Self.expectError(Self.view("Text(\"\\(Int.max + 1)\")"), "Arithmetic overflow", line: 4)
    try Self.expectError(Self.view("Text(\"\\(-Int.min)\")"), "Arithmetic overflow", line: 4)
    try Self.expectError(Self.view("Text(\"\\(7 / 0)\")"), "Division by zero", line: 4)
    try Self.expectError(
      Self.view("ForEach(Int.max..<4) { Text(\"\\($0)\") }"), "lower bound above its upper",
      line: 4)
  }

  @Test func anAnimationArgumentThatOverflowsIsAUsageError() {
    let outcome = GlassMorphCommand.run([
      "keyframes", Repository.scene("toolbar"), "--set", "isExpanded=true@0", "--animation",
      ".spring(duration: Int.min / -1)", "--at", "0",
    ])
    #expect(outcome.status == 64)
    #expect(outcome.standardError.contains("Arithmetic overflow"))
  }

  @Test func longChainsAreADepthErrorNotAStackOverflow() throws {
    // 20 000 terms and 4 000 modifiers: the depth limit counts chain links as levels.
    let sum = Array(repeating: "1", count: 20_000).joined(separator: "+")
    try Self.expectError(Self.view("Text(\"\\(\(sum))\")"), "levels deep", line: 4)
    let modifiers = String(repeating: "\n            .padding(1)", count: 4_000)
    let outcome = try Self.check(Self.view("Text(\"a\")" + modifiers))
    #expect(outcome.status == 1)
    #expect(outcome.standardError.contains("levels deep"))
  }

  @Test func nonFiniteAndHugeGeometryIsRefusedWhereItIsWritten() throws {
    try Self.expectError(
      Self.view("Text(\"a\").frame(width: 1e308)"), "(width:)' is 1e+308", line: 4)
    try Self.expectError(Self.view("Text(\"a\").padding(1e300)"), "1e+300", line: 4)
    try Self.expectError(Self.view("Text(\"a\").frame(width: 0.0 / 0.0)"), "nan", line: 4)
    try Self.expectError(Self.view("Text(\"a\").blur(radius: 1e9)"), "1000000000", line: 4)
  }

  @Test func springsThatNeverSettleAreRefusedWhenParsed() throws {
    // bounce 1 is undamped, bounce 1.5 diverges, mass 0 divides by zero.
    let members = "    @State private var on = false"
    for animation in [
      ".spring(duration: 0.5, bounce: 1)", ".spring(duration: 0.5, bounce: 1.5)",
      ".interpolatingSpring(mass: 0, stiffness: 100, damping: 10)", ".easeIn(duration: -1)",
    ] {
      let body = "Button(\"Go\") { withAnimation(\(animation)) { on.toggle() } }"
      let outcome = try Self.check(Self.view(body, members: members))
      #expect(outcome.status == 1, "\(animation)")
      #expect(outcome.standardError.contains(":4:"), "\(animation): \(outcome.standardError)")
      #expect(!outcome.standardOutput.contains("null"))
    }
    let spring = GlassMorphCommand.run(["spring", ".spring(duration: 0.5, bounce: 1)"])
    #expect(spring.status == 64 && spring.standardError.contains("never settle"))
  }

  @Test func shapesOffTheCanvasAndComputedGridsRender() throws {
    // A list taller than the canvas (its last rows lie wholly below it) and grids whose columns
    // are computed, including none: rendered without a trap.
    let list = Self.view(
      "VStack { ForEach(0..<40) { i in RoundedRectangle(cornerRadius: 8).fill(.blue).frame(height: 60) } }"
    )
    let grid = Self.view(
      """
      VStack {
                  LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 3)) { ForEach(0..<7) { _ in Color.red.frame(height: 20) } }
                  LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 0)) { Color.red }
                  LazyVGrid(columns: []) { Color.green }
              }
      """)
    for source in [list, grid] {
      let output = Repository.temporary("still.png")
      let outcome = GlassMorphCommand.run([
        "render", try Self.scene(source), "--still", "0", "-o", output, "--scale", "1", "--quiet",
        "--canvas", "200x300",
      ])
      #expect(outcome.status == 0, "\(outcome.standardError)")
      #expect(FileManager.default.fileExists(atPath: output))
    }
  }

  @Test func optionsThatWouldOverflowAreRefusedOrClamped() throws {
    let scene = Repository.scene("toolbar")
    let folder = Repository.temporary("frames")
    // The last frame number past the sequence is clamped to the sequence.
    let frames = GlassMorphCommand.run([
      "render", scene, "--png-dir", folder, "--frames", "0-9223372036854775807", "--fps", "2",
      "--duration", "1", "--scale", "1", "--canvas", "fit", "--quiet",
    ])
    #expect(frames.status == 0, "\(frames.standardError)")
    #expect((try? FileManager.default.contentsOfDirectory(atPath: folder).count) == 3)
    let fps = GlassMorphCommand.run(["spring", "bouncy", "--fps", "1e308"])
    #expect(fps.status == 64)
    // Times past an hour are refused by the option itself, before any count is made from them
    // (finite sample counts past Int.max, 1e19 × 60, once trapped converting to Int).
    for value in ["1e308", "1e19", "4e17", "9223372036854775808"] {
      let huge = GlassMorphCommand.run(["keyframes", scene, "--until", value, "--fps", "1"])
      #expect(huge.status == 64 && huge.standardError.contains("'--until'"), "\(value)")
    }
    // Within an hour, too many samples is still refused: 3 600 s × 1 000 fps = 3.6 million.
    let many = GlassMorphCommand.run(["keyframes", scene, "--until", "3600", "--fps", "1000"])
    #expect(many.status == 64 && many.standardError.contains("samples"))
  }

  @Test func largeInputsAreRefusedBeforeTheyAreRead() throws {
    // Ten million characters in one Text: over the 1 MiB source limit, refused at once.
    let big = Self.view("Text(\"" + String(repeating: "a", count: 10_000_000) + "\")")
    let outcome = try Self.check(big)
    #expect(outcome.status == 1 && outcome.standardError.contains("at most 1048576 bytes"))
    // 10 KB of NUL bytes: one error, not ten thousand.
    let path = Repository.temporary("nul.swift")
    _ = FileManager.default.createFile(atPath: path, contents: Data(count: 10_240))
    let nul = GlassMorphCommand.run(["check", path])
    #expect(nul.status == 1)
    #expect(nul.standardError.components(separatedBy: "error:").count == 2)
    #expect(nul.standardError.contains("NUL byte"))
    // An action that doubles an array stops at the collection limit.
    let members = "    @State private var items = [1]"
    try Self.expectError(
      Self.view(
        "Button(\"More\") { for _ in 0..<40 { items.append(contentsOf: items) } }",
        members: members), "elements; the simulator stops at 100000", line: 4)
  }

  @Test func runawayExpansionStopsAtTheBudget() throws {
    // A view containing itself twice (2^60 views), a helper calling itself twice, 500 × 500 glass.
    let fan = """
      struct R: View {
          let n: Int
          var body: some View { HStack { if n > 0 { R(n: n - 1); R(n: n - 1) } } }
      }
      struct V: View { var body: some View { R(n: 60) } }
      """
    let outcome = try Self.check(fan)
    #expect(outcome.status == 1 && outcome.standardError.contains("more than 5000 views"))
    try Self.expectError(
      Self.view(
        "Text(\"\\(f(60))\")",
        members: "    func f(_ n: Int) -> Int { n <= 0 ? 1 : f(n - 1) + f(n - 1) }"),
      "takes too long", line: 2)
    try Self.expectError(
      Self.view(
        "VStack { ForEach(0..<500) { i in HStack { ForEach(0..<500) { j in Text(\"x\").glassEffect() } } } }"
      ), "more than 5000 views", line: 4)
  }

  @Test func aMillionElementRangeSaysHowManyItHas() throws {
    let outcome = try Self.check(
      Self.view("VStack { ForEach(0..<1_000_000) { Text(\"\\($0)\") } }"))
    #expect(outcome.standardOutput.contains("Only the first 500 of 1000000 elements"))
  }

  @Test func errorsWhileSimulatingAreCountedAndFail() throws {
    // A recursion cut off by the call limit used to print "0 warnings" and exit 0.
    let members = "    func f(_ n: Int) -> Int { f(n + 1) }"
    let outcome = try Self.check(Self.view("Text(\"\\(f(0))\")", members: members))
    #expect(outcome.status == 1)
    #expect(outcome.standardError.contains("Diagnostics (1 errors, 0 warnings, 0 notes)"))
    #expect(outcome.standardError.contains("1 error while simulating"))
  }

  @Test func framesTooLargeToEncodeAreRefusedInOurWords() {
    // 600 × 10 000 pt at 3× would be 1800 × 30 000 px, past libx264's limit ("Picture size …
    // is invalid"): refused before anything is drawn.
    let outcome = GlassMorphCommand.run([
      "render", Repository.scene("toolbar"), "--canvas", "600x10000", "--scale", "3", "-o",
      Repository.temporary("tall.mp4"),
    ])
    #expect(outcome.status == 64)
    #expect(outcome.standardError.contains("frames are at most 8192 px a side"))
    // The library names the settings; the command line adds the flags that set them.
    #expect(outcome.standardError.contains("Use a smaller canvas or scale. (--canvas, --scale)"))
    #expect(!outcome.standardError.contains("Picture size"))
  }
}
