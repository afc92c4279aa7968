import Foundation
import GlassMorphTestSupport
import Testing

@testable import GlassMorphCLI
@testable import GlassMorphRendering

/// What a new user types first: long option names, typos in values, the overview.
@Suite struct CommandLineMannersTests {
  @Test func outputIsTheLongFormOfO() throws {
    let path = Repository.temporary("long.png")
    let outcome = GlassMorphCommand.run([
      "render", Repository.scene("toolbar"), "--still", "0", "--output", path, "--scale", "1",
      "--canvas", "fit",
    ])
    #expect(outcome.status == 0, "\(outcome.standardError)")
    #expect(FileManager.default.fileExists(atPath: path))
    #expect(RenderCommand.spec.helpText.contains("  -o, --output <file>"))
    // Given twice under its two names: once is enough.
    let twice = GlassMorphCommand.run(
      ["render", Repository.scene("toolbar"), "-o", "a.mp4", "--output", "b.mp4"],
      mode: .validate)
    #expect(twice.standardError.contains("The option '-o' was given more than once"))
  }

  @Test func aMistypedValueGetsASuggestion() {
    let quality = GlassMorphCommand.run(
      ["render", Repository.scene("toolbar"), "--quality", "hgh"], mode: .validate)
    #expect(quality.status == 64)
    #expect(
      quality.standardError.contains(
        "'--quality' is draft, standard or high, not 'hgh'. Did you mean 'high'?"))
    let preset = GlassMorphCommand.run(
      ["render", Repository.scene("toolbar"), "--preset", "veryfst"], mode: .validate)
    #expect(preset.standardError.contains("Did you mean 'veryfast'?"))
    let option = GlassMorphCommand.run(
      ["render", Repository.scene("toolbar"), "--outptu", "x.mp4"], mode: .validate)
    #expect(option.standardError.contains("Did you mean '--output'?"))
  }

  @Test func theOverviewSaysRenderMakesVideo() {
    let help = GlassMorphCommand.run(["--help"]).standardOutput
    #expect(help.contains("render") && help.contains("MP4 (default), GIF, WebP, APNG or MOV"))
    #expect(help.contains("preview") && help.contains("diff"))
  }
}

/// Several scenes at once, and progress in a log.
@Suite struct BatchAndProgressTests {
  @Test func checkTakesAFolderWithEachAndReportsEveryScene() throws {
    let outcome = GlassMorphCommand.run(["check", Repository.scenes.path, "--each"])
    #expect(outcome.status == 0, "\(outcome.standardError)")
    let headers = outcome.standardOutput.components(separatedBy: "\n").filter {
      $0.hasPrefix("== ")
    }
    #expect(headers == Repository.sceneFiles.map { "== \($0.path) ==" })
    let json = GlassMorphCommand.run([
      "check", Repository.scene("toolbar"), Repository.scene("modes"), "--json",
    ])
    let array = try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [Any]
    #expect(array?.count == 2)
  }

  @Test func aBrokenSceneAmongSeveralFailsWhileTheOthersAreReported() throws {
    let folder = Repository.temporary("scenes")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      atPath: Repository.scene("toolbar"), toPath: folder + "/a.swift")
    try "struct B: View {\n    var body: some View {\n        Text(\"b\"\n    }\n}\n".write(
      toFile: folder + "/b.swift", atomically: true, encoding: .utf8)
    let outcome = GlassMorphCommand.run(["check", folder, "--each"])
    #expect(outcome.status == 1)
    #expect(outcome.standardOutput.hasPrefix("== \(folder)/a.swift =="))
    // The call `Text("b"` on line 3 is never closed: the parser reports it where the line ends.
    #expect(outcome.standardError.contains("\(folder)/b.swift:3:17: error:"))
    #expect(outcome.standardError.contains("1 of 2 scenes failed: \(folder)/b.swift"))
    let empty = Repository.temporary("empty")
    try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
    #expect(GlassMorphCommand.run(["check", empty, "--each"]).status == 64)
    // Without --each the folder is one app: one with no Swift in it is a wrong argument too.
    #expect(GlassMorphCommand.run(["check", empty]).status == 64)
  }

  @Test func keyframesOfSeveralScenesAreOneDocument() throws {
    let toolbar = Repository.scene("toolbar")
    let modes = Repository.scene("modes")
    let both = GlassMorphCommand.run(["keyframes", toolbar, modes, "--at", "0,0.5"])
    #expect(both.status == 0, "\(both.standardError)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(both.standardOutput.utf8)) as? [String: Any])
    #expect(Set(object.keys) == [toolbar, modes])
    // Each entry is what the scene alone gives.
    for path in [toolbar, modes] {
      let alone = GlassMorphCommand.run(["keyframes", path, "--at", "0,0.5"]).standardOutput
      let expected = try JSONSerialization.jsonObject(with: Data(alone.utf8)) as? NSDictionary
      #expect((object[path] as? NSDictionary) == expected)
    }
    let csv = GlassMorphCommand.run(["keyframes", toolbar, modes, "--at", "0", "--format", "csv"])
    let lines = csv.standardOutput.split(separator: "\n").map(String.init)
    let single = GlassMorphCommand.run(["keyframes", toolbar, "--at", "0", "--format", "csv"])
      .standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.first == "scene," + (single.first ?? ""))
    #expect(lines.dropFirst().first == toolbar + "," + (single.dropFirst().first ?? ""))
    #expect(lines.last?.hasPrefix(modes + ",") == true)
  }

  @Test func keyframesSamplesAtTheLibrarysDefaultRate() throws {
    let toolbar = Repository.scene("toolbar")
    let csv = GlassMorphCommand.run([
      "keyframes", toolbar, "--tap", "toggle@0.1", "--until", "1", "--format", "csv",
    ]).standardOutput
    // 0 … 1 s inclusive at 30 samples per second (the testing library's default) is 31 times.
    let times = Set(
      csv.split(separator: "\n").dropFirst().compactMap { $0.split(separator: ",").first })
    #expect(times.count == 31)
    #expect(times.contains("0.033333"))  // 1 / 30 s, six places
  }

  @Test func progressInALogIsAPlainLineEveryTenth() {
    var lines: [String] = []
    let progress = ProgressLine(quiet: false, isTerminal: false) { lines.append($0) }
    for done in 1...211 {
      progress.show(RenderProgress(framesDone: done, frameCount: 211, elapsed: Double(done) / 100))
    }
    progress.finish()
    // 10 % is frame 22 of 211 (the first with 10 × done ≥ 211), … 100 % the last.
    #expect(lines.count == 10)
    #expect(lines.first == "10 % (22 of 211 frames, 100.0 frames/s)\n")
    #expect(lines.last == "100 % (211 of 211 frames, 100.0 frames/s)\n")
    var quiet: [String] = []
    let silent = ProgressLine(quiet: true, isTerminal: false) { quiet.append($0) }
    silent.show(RenderProgress(framesDone: 211, frameCount: 211, elapsed: 1))
    #expect(quiet.isEmpty)
  }
}

/// A still without `-o` gets a name of its own in `out/`, made of the scene, the settings given
/// (canvas, scale) and the time.
@Suite struct StillNameTests {
  @Test func aStillWithoutOIsNamedAfterTheSceneAndItsTime() throws {
    let binary = try #require(ExecutableTests.binary)
    let folder = Repository.temporary("stills")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let process = Process()
    process.executableURL = binary
    process.arguments = [
      "render", Repository.scene("toolbar"), "--still", "0.30", "--scale", "1", "--canvas", "fit",
    ]
    process.currentDirectoryURL = URL(fileURLWithPath: folder)
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(text.hasPrefix("Wrote out/toolbar-fit-1x-0.3s.png (220 × 92 px"))
    let image = try PNGFile.read(folder + "/out/toolbar-fit-1x-0.3s.png")
    #expect(image.width == 220 && image.height == 92)
  }
}

/// `check .` — the folder a user stands in — is a folder like any other (it used to trap in
/// Foundation, exit 132, on the one-character path).
@Suite struct CurrentFolderTests {
  @Test(arguments: [".", "./"])
  func checkingTheCurrentFolderWorks(_ path: String) throws {
    let binary = try #require(ExecutableTests.binary)
    let folder = Repository.temporary("current-folder-\(path.count)")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.copyItem(
      atPath: Repository.scene("toolbar"), toPath: folder + "/toolbar.swift")
    let process = Process()
    process.executableURL = binary
    process.arguments = ["check", path]
    process.currentDirectoryURL = URL(fileURLWithPath: folder)
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(text.contains("view 'ExpandingToolbar'"))
  }
}
