import Foundation
import GlassMorphTestSupport
import Testing

@testable import GlassMorphCLI

/// The rules for files (issue 17, Docs/Reliability.md "Outputs"): only the requested outputs and
/// their own temporaries are ever touched; temporaries of dead processes are cleaned; a write that
/// fails or is interrupted leaves nothing; several outputs are written all or none.
@Suite(.serialized) struct OutputSafetyTests {
  static func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "outputs-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  static let toolbar = Repository.scene("toolbar")

  static func contents(_ folder: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
  }

  /// Every kind of output `render` and `spring` write, as arguments into `folder`.
  static func outputs(in folder: URL) -> [[String]] {
    let common = ["--canvas", "fit", "--scale", "1", "--quiet", "--fps", "10", "--duration", "1"]
    return [
      ["render", toolbar, "-o", folder.appendingPathComponent("v.mp4").path] + common,
      ["render", toolbar, "--still", "0.2", "-o", folder.appendingPathComponent("s.png").path]
        + common,
      ["render", toolbar, "--png-dir", folder.appendingPathComponent("frames").path] + common,
      ["render", toolbar, "--contact-sheet", folder.appendingPathComponent("c.png").path] + common,
      [
        "spring", "bouncy", "--plot", folder.appendingPathComponent("p.png").path, "--video",
        folder.appendingPathComponent("sv.mp4").path,
      ],
    ]
  }

  @Test func aFileSizeLimitLeavesNothingForEveryOutputKind() throws {
    // ulimit -f 8 (8 KiB): every write fails part-way; each run exits 1, names its output and
    // leaves the folder empty.
    let binary = try #require(ExecutableTests.binary)
    for kind in 0..<5 {
      let folder = try Self.folder()
      let arguments = Self.outputs(in: folder)[kind]
      let quoted = arguments.map { "'\($0)'" }.joined(separator: " ")
      let result = try Tool.shell("ulimit -f 8; exec '\(binary.path)' \(quoted)")
      #expect(result.status == 1, "\(arguments): \(result.error)")
      #expect(result.error.contains("Error:"), "\(arguments)")
      #expect(Self.contents(folder).isEmpty, "\(arguments): left \(Self.contents(folder))")
    }
  }

  @Test func temporariesOfAKilledRunAreRemovedByTheNextRun() throws {
    // A run killed with SIGKILL cannot clean up: its .NAME.PID.partial.mp4 stays. The next run
    // writing into that folder removes it (its process is gone) and leaves others' files alone.
    let folder = try Self.folder()
    let binary = try #require(ExecutableTests.binary)
    let process = Process()
    process.executableURL = binary
    process.arguments = [
      "render", Self.toolbar, "--scale", "2", "--fps", "60", "--duration", "20", "--quiet", "-o",
      folder.appendingPathComponent("long.mp4").path,
    ]
    process.standardError = FileHandle.nullDevice
    try process.run()
    let deadline = Date().addingTimeInterval(60)
    while Date() < deadline && Self.contents(folder).isEmpty { Thread.sleep(forTimeInterval: 0.05) }
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    let left = Self.contents(folder)
    #expect(left == [".long.mp4.\(process.processIdentifier).partial.mp4"])
    // Someone else's file that only looks similar, and a live process's temporary, stay.
    let mine = folder.appendingPathComponent("notes.partial.txt").path
    let live = folder.appendingPathComponent(".x.png.\(getpid()).partial").path
    _ = FileManager.default.createFile(atPath: mine, contents: Data("keep".utf8))
    _ = FileManager.default.createFile(atPath: live, contents: Data())
    let still = folder.appendingPathComponent("s.png").path
    let outcome = GlassMorphCommand.run([
      "render", Self.toolbar, "--still", "0", "-o", still, "--scale", "1", "--canvas", "fit",
      "--quiet",
    ])
    #expect(outcome.status == 0)
    #expect(Self.contents(folder) == [".x.png.\(getpid()).partial", "notes.partial.txt", "s.png"])
  }

  @Test func outputsNeverReplaceInputsFoldersOrSpecialFiles() throws {
    let folder = try Self.folder()
    let scene = folder.appendingPathComponent("scene.swift").path
    try FileManager.default.copyItem(atPath: Self.toolbar, toPath: scene)
    let original = try Data(contentsOf: URL(fileURLWithPath: scene))
    let link = folder.appendingPathComponent("link.png").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: scene)
    for target in [scene, link, folder.path, "/dev/null"] {
      let outcome = GlassMorphCommand.run([
        "render", scene, "--still", "0", "-o", target, "--scale", "1", "--canvas", "fit",
      ])
      #expect(outcome.status == 64, "\(target)")
      #expect(outcome.standardError.contains("Error:"), "\(target)")
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: scene)) == original)
    // As root, a device node copy made with mknod stays a device node.
    if getuid() == 0 {
      let node = folder.appendingPathComponent("null").path
      // Device 1:3 (/dev/null): glibc encodes small major:minor pairs as major << 8 | minor.
      #expect(mknod(node, S_IFCHR | 0o666, dev_t(1 << 8 | 3)) == 0)
      // `--format png`: the name is meant; the node is refused for what it is.
      let outcome = GlassMorphCommand.run([
        "render", scene, "--still", "0", "-o", node, "--format", "png", "--scale", "1", "--canvas",
        "fit",
      ])
      #expect(outcome.status == 64 && outcome.standardError.contains("not a regular file"))
      var status = stat()
      #expect(stat(node, &status) == 0 && status.st_mode & S_IFMT == S_IFCHR)
    }
    // The picture given as --background is an input too.
    let picture = folder.appendingPathComponent("back.png").path
    #expect(
      GlassMorphCommand.run([
        "render", scene, "--still", "0", "-o", picture, "--scale", "1", "--canvas", "fit",
      ]).status == 0)
    let again = GlassMorphCommand.run([
      "render", scene, "--still", "0", "-o", picture, "--background", picture, "--scale", "1",
      "--canvas", "fit",
    ])
    #expect(again.status == 64 && again.standardError.contains("is the input"))
  }

  @Test func framesGoToATemporaryFolderAndNeverOverAnotherFolder() throws {
    let folder = try Self.folder()
    let frames = folder.appendingPathComponent("frames")
    let arguments = [
      "render", Self.toolbar, "--png-dir", frames.path, "--fps", "2", "--duration", "1",
      "--scale", "1", "--canvas", "fit", "--quiet",
    ]
    #expect(GlassMorphCommand.run(arguments).status == 0)
    #expect(Self.contents(frames) == ["frame-00000.png", "frame-00001.png", "frame-00002.png"])
    // A second complete run replaces the earlier frames; nothing else is left beside them.
    #expect(GlassMorphCommand.run(arguments).status == 0)
    #expect(Self.contents(folder) == ["frames"])
    // A folder holding anything else is the user's: refused, untouched.
    let other = frames.appendingPathComponent("notes.txt").path
    _ = FileManager.default.createFile(atPath: other, contents: Data("mine".utf8))
    let refused = GlassMorphCommand.run(arguments)
    #expect(refused.status == 64 && refused.standardError.contains("notes.txt"))
    #expect(FileManager.default.fileExists(atPath: other))
  }

  @Test func twoOutputsAreWrittenAllOrNone() throws {
    // spring --plot p.png --video bad/path: the bad video path is found before anything is
    // written, so an existing p.png keeps its content.
    let folder = try Self.folder()
    let plot = folder.appendingPathComponent("p.png").path
    _ = FileManager.default.createFile(atPath: plot, contents: Data("earlier".utf8))
    let outcome = GlassMorphCommand.run([
      "spring", "bouncy", "--plot", plot, "--video", folder.appendingPathComponent("no/v.mp4").path,
    ])
    #expect(outcome.status == 64)
    #expect(try String(contentsOfFile: plot, encoding: .utf8) == "earlier")
    #expect(Self.contents(folder) == ["p.png"])
    // Both good, but p.png is the user's file (GlassMorph did not write it): refused, untouched…
    let video = folder.appendingPathComponent("v.mp4").path
    let foreign = GlassMorphCommand.run(["spring", "bouncy", "--plot", plot, "--video", video])
    #expect(foreign.status == 64 && foreign.standardError.contains("--force"))
    #expect(Self.contents(folder) == ["p.png"])
    // …and with --force both are written, nothing else left.
    let both = GlassMorphCommand.run([
      "spring", "bouncy", "--plot", plot, "--video", video, "--force",
    ])
    #expect(both.status == 0, "\(both.standardError)")
    #expect(Self.contents(folder) == ["p.png", "v.mp4"])
    #expect(
      try Data(contentsOf: URL(fileURLWithPath: plot)).prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
  }

  @Test func hangupAndTerminationExitLikeTheShellSaysAndLeaveNothing() throws {
    let binary = try #require(ExecutableTests.binary)
    for (signal, status) in [(SIGHUP, Int32(129)), (SIGTERM, Int32(143))] {
      let folder = try Self.folder()
      let process = Process()
      process.executableURL = binary
      process.arguments = [
        "render", Self.toolbar, "--scale", "2", "--fps", "60", "--duration", "20", "--quiet", "-o",
        folder.appendingPathComponent("long.mp4").path,
      ]
      let errors = Pipe()
      process.standardError = errors
      try process.run()
      let deadline = Date().addingTimeInterval(60)
      while Date() < deadline && Self.contents(folder).isEmpty {
        Thread.sleep(forTimeInterval: 0.05)
      }
      Thread.sleep(forTimeInterval: 0.3)
      kill(process.processIdentifier, signal)
      process.waitUntilExit()
      let message = String(
        decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      #expect(process.terminationStatus == status, "\(message)")
      #expect(message.contains("Interrupted by"))
      #expect(Self.contents(folder).isEmpty)
    }
  }

  @Test func aStillCanGoToStandardOutput() throws {
    let binary = try #require(ExecutableTests.binary)
    let folder = try Self.folder()
    let path = folder.appendingPathComponent("piped.png").path
    let result = try Tool.shell(
      "'\(binary.path)' render '\(Self.toolbar)' --still 0 -o - --scale 1 --canvas fit > '\(path)'")
    #expect(result.status == 0)
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    #expect(data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
  }

  /// An output named by no format, only by an extension, or by nothing, is refused before any
  /// work (exit 64, `ExitStatus.usage`), naming what to give; nothing is written.
  @Test func outputsThatNameNoFormatAreRefused() throws {
    let folder = try Self.folder()
    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
    let refused: [([String], String)] = [
      (["render", Self.toolbar, "--still", "0.3", "-o", path("out.txt")], "a still is a PNG"),
      (["render", Self.toolbar, "--still", "0.3", "-o", path(".png")], "no name"),
      (["render", Self.toolbar, "-o", path("clip.avi")], "the extension names the format"),
      (["render", Self.toolbar, "--contact-sheet", path("sheet.jpg")], "a contact sheet is a PNG"),
      (["render", Self.toolbar, "-o", folder.path + "/"], "is a folder"),
      (["render", Self.toolbar, "-o", ""], "empty value"),
      (["check", ""], "An empty argument"),
      (["keyframes", ""], "An empty argument"),
    ]
    for (arguments, message) in refused {
      let outcome = GlassMorphCommand.run(arguments)
      #expect(outcome.status == ExitStatus.usage, "\(arguments)")
      #expect(outcome.standardError.contains(message), "\(arguments): \(outcome.standardError)")
    }
    #expect(Self.contents(folder).isEmpty)
  }

  /// `--format png` writes a PNG under a name with another extension, when that is what is asked.
  @Test func formatPNGWritesAStillUnderAnyName() throws {
    let folder = try Self.folder()
    let path = folder.appendingPathComponent("frame.bin").path
    let outcome = GlassMorphCommand.run([
      "render", Self.toolbar, "--still", "0.3", "--format", "png", "-o", path, "--scale", "1",
      "--canvas", "fit", "--quiet",
    ])
    #expect(outcome.status == 0, "\(outcome.standardError)")
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    // The PNG signature (ISO/IEC 15948, 5.2).
    #expect(data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
  }
}
