import Foundation
import GlassMorph
import GlassMorphTestSupport
import Testing

/// The built `glassmorph` binary, run as a user runs it: exit statuses and streams.
@Suite struct ExecutableTests {
  /// The `glassmorph` binary beside the test bundle in the build folder.
  static var binary: URL? {
    var directory = Bundle.main.bundleURL
    for _ in 0..<4 {
      let candidate = directory.appendingPathComponent("glassmorph")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      directory.deleteLastPathComponent()
    }
    return nil
  }

  func run(_ arguments: [String], environment: [String: String] = [:]) throws -> (
    status: Int32, output: String, error: String
  ) {
    let process = Process()
    let binary: URL = try #require(
      Self.binary, "glassmorph binary not found near \(Bundle.main.bundleURL.path)")
    process.executableURL = binary
    process.arguments = arguments
    if !environment.isEmpty {
      process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }
    let output = Pipe()
    // Standard error goes to a file: read from a second pipe after the first, a long one (the
    // dynamic linker's trace) would fill it and stall the process.
    let errorPath = FileManager.default.temporaryDirectory.appendingPathComponent(
      "glassmorph-stderr-\(UUID().uuidString)")
    _ = FileManager.default.createFile(atPath: errorPath.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: errorPath) }
    process.standardOutput = output
    process.standardError = try FileHandle(forWritingTo: errorPath)
    try process.run()
    let outData = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let errData = try Data(contentsOf: errorPath)
    return (
      process.terminationStatus, String(decoding: outData, as: UTF8.self),
      String(decoding: errData, as: UTF8.self)
    )
  }

  @Test func successWritesToStandardOutput() throws {
    let result = try run(["spring", "smooth", "--at", "0.1", "--csv"])
    #expect(result.status == 0)
    #expect(result.error.isEmpty)
    // Docs/Motion.md §4.1: .smooth at 0.1 s = 0.370762.
    let row = result.output.split(separator: "\n")[1].split(separator: ",").compactMap {
      Double($0)
    }
    #expect(row.count == 3 && abs(row[1] - 0.370762) < 5e-7)
  }

  /// FFmpeg is opened when a video is written, not at start-up (Docs/Rendering.md, "Start-up"):
  /// the binary names no FFmpeg library for the dynamic linker, a command without video never
  /// loads one, an MP4 loads libavformat but not libavfilter, and a GIF loads libavfilter too —
  /// as the dynamic linker itself reports (glibc's LD_DEBUG=files).
  @Test func ffmpegLoadsOnlyForVideo() throws {
    let binary = try #require(Self.binary)
    let needed = String(decoding: try Tool.run("readelf", ["-d", binary.path]), as: UTF8.self)
    #expect(needed.contains("(NEEDED)") && needed.contains("libpng16"))
    #expect(!needed.contains("libav") && !needed.contains("libswscale"))
    let trace = ["LD_DEBUG": "files"]
    let spring = try run(["spring", "smooth", "--at", "0.1", "--csv"], environment: trace)
    #expect(spring.status == 0 && spring.error.contains("file=libpng16"))
    #expect(!spring.error.contains("libavformat") && !spring.error.contains("libavcodec"))
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "glassmorph-loading-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for (name, filters) in [("a.mp4", false), ("a.gif", true)] {
      let render = try run(
        [
          "render", Repository.scene("toolbar"), "--canvas", "fit", "--scale", "1", "--duration",
          "0.2", "--quiet", "-o", folder.appendingPathComponent(name).path,
        ], environment: trace)
      // "file=libavformat.so.59 [0];  dynamically loaded by …/glassmorph [0]"
      func opened(_ library: String) -> Bool {
        render.error.split(separator: "\n").contains {
          $0.contains("file=\(library).so.") && $0.contains("dynamically loaded by")
        }
      }
      #expect(render.status == 0)
      #expect(opened("libavformat") && opened("libswscale"))
      #expect(opened("libavfilter") == filters)
    }
  }

  @Test func badArgumentsExit64OnStandardError() throws {
    let result = try run(["spring", "--duration", "0"])
    #expect(result.status == 64)
    #expect(result.output.isEmpty)
    #expect(result.error.contains("Error: '--duration' must be greater than 0"))
  }
}

/// Warnings reach the user: a count and the first few, all with --verbose, errors with --strict.
@Suite struct WarningReportTests {
  static let scene = """
    struct Wobbly: View {
        @State private var on = false
        var body: some View {
            Button("Go") { withAnimation { on.toggle() } }
                .wobble(3)
                .shimmer()
                .sparkle()
                .twinkle()
                .glassEffect()
                .glassEffectID("a", in: ns)
            Text("Copy").glassEffect().glassEffectID("a", in: ns)
        }
        @Namespace private var ns
    }
    """

  func write(_ text: String) throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "warnings-\(UUID().uuidString).swift"
    ).path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  @Test func keyframesPrintsTheFirstWarningsAndACount() throws {
    let path = try write(Self.scene)
    let result = try ExecutableTests().run(["keyframes", path, "--at", "0"])
    #expect(result.status == 0)
    // Four unknown modifiers, the duplicate ID, and Apple's design rules: both IDs outside a
    // container, and the two glass 8 pt apart with no container — eight warnings, three shown.
    #expect(result.error.contains("8 warnings"))
    #expect(result.error.contains("'.wobble' is not simulated"))
    #expect(result.error.contains("… and 5 more; --verbose prints them all."))
    let verbose = try ExecutableTests().run(["keyframes", path, "--at", "0", "--verbose"])
    #expect(
      verbose.error.contains("is used twice in the namespace 'ns' in one state (also at 4:9)"))
  }

  @Test func strictTurnsWarningsIntoAnError() throws {
    let path = try write(Self.scene)
    let result = try ExecutableTests().run(["keyframes", path, "--at", "0", "--strict"])
    #expect(result.status == 1)
    #expect(result.output.isEmpty)
    #expect(result.error.contains("8 warnings and --strict"))
    #expect(result.error.contains(":6:13: warning: '.shimmer' is not simulated"))
  }

  @Test func aSceneWithNothingToAnimateSaysSo() throws {
    let path = try write(
      """
      struct Still: View {
          var body: some View { Text("Hi").padding().glassEffect() }
      }
      """)
    let result = try ExecutableTests().run(["keyframes", path, "--at", "0"])
    #expect(result.status == 0)
    #expect(result.error.contains("nothing to animate"))
  }
}

/// `scripts/install.sh` puts the binary on a PATH folder, as the README promises.
@Suite struct InstallScriptTests {
  @Test func installsTheBinaryThatThenRuns() throws {
    let binary = try #require(ExecutableTests.binary)
    let prefix = Repository.temporary("prefix")
    let script = Repository.root.appendingPathComponent("scripts/install.sh").path
    let result = try Tool.shell("'\(script)' --prefix '\(prefix)' --from '\(binary.path)'")
    #expect(result.status == 0, "\(result.error)")
    let installed = prefix + "/bin/glassmorph"
    #expect(FileManager.default.isExecutableFile(atPath: installed))
    let version = String(decoding: try Tool.run("env", [installed, "--version"]), as: UTF8.self)
    #expect(version == "glassmorph \(GlassMorphInfo.version)\n")
    // Again: replaced, not failed.
    #expect(try Tool.shell("'\(script)' --prefix '\(prefix)' --from '\(binary.path)'").status == 0)
    #expect(try Tool.shell("'\(script)' --bogus").status == 64)
  }
}

extension ExecutableTests {
  /// A default timeline that starts from an assumed state says which, as the `--set` that would
  /// choose it; `--quiet` silences it.
  @Test func anAssumedStartIsSaidOnStandardError() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "assumed-start-\(UUID().uuidString).swift"
    ).path
    try """
    struct Banner: View {
        @Environment(Store.self) private var store
        var body: some View {
            if store.showsBanner { Text("New").padding().glassEffect() }
        }
    }
    """.write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let said = try run(["keyframes", path, "--at", "0"])
    #expect(said.status == 0)
    #expect(said.error.contains("(--set 'assumed store.showsBanner=true@0')"), "\(said.error)")
    let quiet = try run(["render", path, "--still", "0", "-o", path + ".png", "--quiet"])
    defer { try? FileManager.default.removeItem(atPath: path + ".png") }
    #expect(quiet.status == 0 && !quiet.error.contains("assumed"), "\(quiet.error)")
  }
}
