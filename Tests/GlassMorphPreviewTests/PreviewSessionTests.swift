import Foundation
import GlassMorph
import GlassMorphPreview
import GlassMorphTestSupport
import Testing

/// A running session on a copy of a shipped scene: what it renders, how it follows the file and
/// the settings, and that it cleans up. Small and quick: canvas `fit`, 1×, 30 frames/s.
@Suite struct PreviewSessionTests {
  static let fast = PreviewSettings(canvas: "fit", scale: 1)

  /// A started session on a fresh copy of `Scenes/<name>.swift`, and the copy's path.
  static func session(_ name: String = "toolbar", settings: PreviewSettings = fast) throws -> (
    PreviewSession, String
  ) {
    let path = Repository.temporary("\(name).swift")
    try FileManager.default.copyItem(atPath: Repository.scene(name), toPath: path)
    let session = try PreviewSession(
      options: PreviewOptions(
        scenePath: path, settings: settings, framesPerSecond: 30, watchInterval: 0.05))
    session.start()
    return (session, path)
  }

  /// Waits (a safety net of 10 minutes, not a measurement) for a snapshot meeting `condition`.
  static func wait(
    _ session: PreviewSession, until condition: (PreviewSnapshot) -> Bool
  ) -> PreviewSnapshot? {
    var snapshot = session.snapshot(after: nil, timeout: 0)
    let deadline = Date(timeIntervalSinceNow: 600)
    while !condition(snapshot) {
      guard Date() < deadline else { return nil }
      snapshot = session.snapshot(after: snapshot.generation, timeout: 5)
    }
    return snapshot
  }

  /// Ready with the newest revision's full video.
  static func ready(_ snapshot: PreviewSnapshot) -> Bool {
    snapshot.status == "ready" && snapshot.video?.revision == snapshot.revision
  }

  @Test func theDefaultTimelineIsAnalysedAndRendered() throws {
    let (session, path) = try Self.session()
    defer { session.stop() }
    let snapshot = try #require(Self.wait(session, until: Self.ready))
    // The default timeline: toggle at 0.25 s, and again 0.5 s after everything settled.
    let scene = try GlassScene(path: path)
    let once = try scene.timeline([.tap("toggle", at: 0.25)], canvas: .fit)
    let settle = try #require(once.settleTime)
    #expect(snapshot.taps.map(\.button) == ["toggle", "toggle"])
    #expect(snapshot.taps[0].time == 0.25)
    #expect(abs(snapshot.taps[1].time - (settle + 0.5)) <= 0.0005)
    let video = try #require(snapshot.video)
    #expect(video.draft == false && video.scale == 1 && video.fps == 30)
    // The video's bytes are an MP4 (an `ftyp` box first) and its keyframes cover every frame.
    let bytes = try #require(session.video(id: String(video.url.dropFirst(7).dropLast(4))))
    #expect(Array(bytes[4..<8]) == Array("ftyp".utf8))
    #expect(video.keyframes?.samples.count == video.frameCount)
    // At rest before the first tap: only the 44 × 44 pt toggle, as the scene writes it.
    let first = try #require(video.keyframes?.samples.first)
    #expect(first.map(\.name) == ["toggle"])
    #expect(Array(first[0].frame[2...]) == [44, 44])
    // Two states; the taps go there and back.
    #expect(snapshot.states.count == 2)
    #expect(snapshot.currentState == 0)
    #expect(snapshot.states[0].exits.map(\.button) == ["toggle"])
    #expect(snapshot.states[0].exits[0].to == 1)
    // The scene's withAnimation(.bouncy): SwiftUI's bouncy is duration 0.5, bounce 0.3.
    let spring = try #require(snapshot.spring)
    #expect(spring.scene.swift == ".bouncy")
    #expect(abs((spring.scene.duration ?? 0) - 0.5) < 1e-9)
    #expect(abs((spring.scene.bounce ?? 0) - 0.3) < 1e-9)
    #expect(snapshot.command.hasPrefix("glassmorph render \(path) --canvas fit --scale 1"))
  }

  @Test func theSystemSettingsReachTheSceneAndTheReproducingCommand() throws {
    // A scene whose glass is wider in dark mode, read through @Environment(\.colorScheme).
    let path = Repository.temporary("scheme.swift")
    try """
    import SwiftUI

    struct Scheme: View {
      @Environment(\\.colorScheme) private var scheme
      @State private var on = false
      var body: some View {
        Button("Go") { withAnimation(.bouncy) { on.toggle() } }
          .frame(width: scheme == .dark ? 120 : 60, height: 44)
          .glassEffect()
      }
    }
    """.write(toFile: path, atomically: true, encoding: .utf8)
    let session = try PreviewSession(
      options: PreviewOptions(
        scenePath: path, settings: Self.fast, framesPerSecond: 30, watchInterval: 0.05,
        environment: SceneEnvironment(colorScheme: .dark, reduceMotion: true)))
    session.start()
    defer { session.stop() }
    let snapshot = try #require(Self.wait(session, until: Self.ready))
    let first = try #require(snapshot.video?.keyframes?.samples.first?.first)
    #expect(first.frame[2] == 120)  // the dark width, not the light 60
    #expect(snapshot.command.hasSuffix("--appearance dark --reduce-motion"))
  }

  @Test func aHundredRapidSettingsRenderOnlyTheLast() throws {
    let (session, _) = try Self.session()
    defer { session.stop() }
    var last = Self.fast
    for step in 0..<100 {
      // What the bounce slider sends while it is dragged.
      let bounce = Double(step) / 200
      last = PreviewSettings(
        animation: ".spring(duration: 0.4, bounce: \(bounce))", canvas: "fit", scale: 1)
      session.update(last)
    }
    let snapshot = try #require(Self.wait(session, until: Self.ready))
    #expect(snapshot.settings == last)
    #expect(snapshot.revision == 100)
    // The override's numbers are the last slider position, read back from the spring.
    let override = try #require(snapshot.spring?.override)
    #expect(abs((override.duration ?? 0) - 0.4) < 1e-9)
    #expect(abs((override.bounce ?? 0) - 0.495) < 1e-9)
    #expect(snapshot.original != nil)
    // Renders of stale settings are cancelled: far fewer videos than settings were finished
    // (the first may finish before the burst; the last needs its video and the comparison).
    #expect(session.finishedRenderCount <= 6)
    #expect(session.keptVideoCount <= 4)
  }

  @Test func savingTheFileReRendersAndAnErrorKeepsTheLastGoodPreview() throws {
    let (session, path) = try Self.session()
    defer { session.stop() }
    let loaded = try #require(Self.wait(session, until: Self.ready))
    let source = try String(contentsOfFile: path, encoding: .utf8)

    // The toggle's label frame 44 → 60 pt wide.
    let label =
      "Image(systemName: isExpanded ? \"xmark\" : \"plus\")\n                        .frame(width: 44, height: 44)"
    #expect(source.contains(label))
    let edited = source.replacingOccurrences(
      of: label, with: label.replacingOccurrences(of: "width: 44", with: "width: 60"))
    try edited.write(toFile: path, atomically: true, encoding: .utf8)
    let reloaded = try #require(
      Self.wait(session) { Self.ready($0) && $0.revision > loaded.revision })
    #expect(
      Array(try #require(reloaded.video?.keyframes?.samples.first?.first?.frame[2...])) == [60, 44])

    // A syntax error: an unclosed call on line L; the parser reports it where that line ends.
    var lines = edited.components(separatedBy: "\n")
    let broken = try #require(lines.firstIndex { $0.contains("isExpanded.toggle()") })
    lines[broken] = lines[broken].replacingOccurrences(of: "toggle()", with: "toggle(")
    try lines.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
    let failed = try #require(Self.wait(session) { $0.status == "error" })
    let problem = try #require(failed.failure?.problems.first)
    #expect(problem.location == "\(path):\(broken + 1):\(lines[broken].count + 1)")
    #expect(problem.sourceLine == lines[broken])
    #expect(failed.video == reloaded.video)

    try edited.write(toFile: path, atomically: true, encoding: .utf8)
    let fixed = try #require(Self.wait(session) { Self.ready($0) && $0.failure == nil })
    #expect(
      Array(try #require(fixed.video?.keyframes?.samples.first?.first?.frame[2...])) == [60, 44])
  }

  @Test func exportsAreAnMP4AndAPNGNamedAfterTheSettings() throws {
    let (session, path) = try Self.session()
    defer { session.stop() }
    _ = try #require(Self.wait(session, until: Self.ready))
    let video = try #require(session.exportedVideo(timeout: 600))
    #expect(Array(video.bytes[4..<8]) == Array("ftyp".utf8))
    let base = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    #expect(video.name == base + "@1x-fit")
    let sheet = try session.contactSheet().get()
    #expect(Array(sheet.bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
  }

  @Test func stoppingWakesWaitersAndRemovesTheTemporaryFolder() throws {
    let (session, _) = try Self.session()
    #expect(FileManager.default.fileExists(atPath: session.workDirectory))
    session.stop()
    session.stop()
    #expect(!FileManager.default.fileExists(atPath: session.workDirectory))
    // A long poll on a stopped session answers at once (the 600 s would otherwise hang the test).
    let snapshot = session.snapshot(after: Int.max - 1, timeout: 600)
    #expect(snapshot.generation < Int.max - 1)
  }
}

extension PreviewSessionTests {
  @Test func aTapWhoseButtonAnEditRemovedIsLeftOutAndSaidSo() throws {
    let (session, path) = try Self.session()
    defer { session.stop() }
    var settings = Self.fast
    settings.taps = ["toggle", "toggle"]
    let revision = session.update(settings)
    _ = try #require(Self.wait(session) { $0.revision >= revision && $0.taps.count == 2 })
    // The edit renames the toggle's glass ID (and so its tap) to "more".
    let source = try String(contentsOfFile: path, encoding: .utf8)
    #expect(source.contains(".glassEffectID(\"toggle\", in: namespace)"))
    try source.replacingOccurrences(
      of: ".glassEffectID(\"toggle\", in: namespace)",
      with: ".glassEffectID(\"more\", in: namespace)"
    ).write(toFile: path, atomically: true, encoding: .utf8)
    // Both taps are left out with a notice, and the page is not stuck on an error.
    let after = try #require(Self.wait(session) { $0.droppedTaps.count == 2 })
    #expect(after.failure == nil)
    #expect(after.taps.isEmpty)
    #expect(after.droppedTaps[0].hasPrefix("'toggle' was left out:"))
  }
}

extension PreviewSessionTests {
  /// A tap moved on the timeline plays at its time, and the command says that time.
  @Test func tapsMovedOnTheTimelinePlayAtTheirTimes() throws {
    let (session, _) = try Self.session()
    defer { session.stop() }
    var settings = Self.fast
    settings.taps = ["toggle", "toggle"]
    settings.tapTimes = [0.4, 1.234]
    let revision = session.update(settings)
    let snapshot = try #require(
      Self.wait(session) { $0.revision >= revision && $0.status == "ready" })
    #expect(snapshot.taps.map(\.time) == [0.4, 1.234])
    #expect(snapshot.command.contains("--tap toggle@0.4 --tap toggle@1.234 "))
  }

  @Test func tapTimesAreValidated() {
    func problem(_ taps: [String]?, _ times: [Double]?) -> String? {
      PreviewSettings(taps: taps, tapTimes: times).problem
    }
    #expect(problem(["a", "b"], [0.25, 1]) == nil)
    #expect(problem(["a", "b"], [1]) == "Tap times need one time for each tap.")
    #expect(problem(nil, [1]) == "Tap times need one time for each tap.")
    #expect(problem(["a", "b"], [1, 0.5])?.hasPrefix("Tap times are seconds") == true)
    #expect(problem(["a"], [-1])?.hasPrefix("Tap times are seconds") == true)
    #expect(problem(["a"], [.infinity])?.hasPrefix("Tap times are seconds") == true)
  }
}

extension PreviewSessionTests {
  /// Two pages on one server each keep their own taps: a tab that chose no taps does not change
  /// what another tab, still on the scene's default taps, shows.
  @Test func eachViewerKeepsItsOwnSettings() throws {
    let (session, _) = try Self.session()
    defer { session.stop() }
    var none = Self.fast
    none.taps = []
    let revision = session.update(none, viewer: "tabA")
    let first = try #require(
      Self.wait(session, viewer: "tabA") { $0.revision >= revision && Self.ready($0) })
    let second = try #require(Self.wait(session, viewer: "tabB", until: Self.ready))
    #expect(first.settings.taps == [] && first.taps.isEmpty)
    // tabB started from the options' settings: the default timeline's two taps.
    #expect(second.settings.taps == nil && second.taps.map(\.button) == ["toggle", "toggle"])
    // Their videos are their own (different IDs, both kept).
    let videos = [first, second].compactMap { $0.video?.url }
    #expect(Set(videos).count == 2)
    #expect(videos.allSatisfy { session.video(id: String($0.dropFirst(7).dropLast(4))) != nil })
    // The default viewer was never asked for anything new.
    #expect(session.snapshot(after: nil, timeout: 0).settings.taps == nil)
  }

  /// A page opened again on the same settings (a reload) starts from the finished render instead
  /// of rendering it again.
  @Test func aReloadedPageStartsFromTheFinishedRender() throws {
    let (session, _) = try Self.session()
    defer { session.stop() }
    let done = try #require(Self.wait(session, until: Self.ready))
    let renders = session.finishedRenderCount
    let reloaded = session.snapshot(after: nil, timeout: 0, viewer: "reloaded")
    #expect(Self.ready(reloaded) && reloaded.video?.url == done.video?.url)
    #expect(session.finishedRenderCount == renders)
  }

  /// Viewers beyond the bound are forgotten least recently seen first; the default one stays.
  @Test func viewersAreBounded() throws {
    let (session, _) = try Self.session()
    defer { session.stop() }
    _ = session.snapshot(after: nil, timeout: 0)
    for index in 0..<(PreviewSession.maximumViewers + 3) {
      _ = session.snapshot(after: nil, timeout: 0, viewer: "tab\(index)")
    }
    // The default viewer and the newest `maximumViewers` tabs.
    #expect(session.viewerCount == PreviewSession.maximumViewers + 1)
    _ = session.snapshot(after: nil, timeout: 0, viewer: "tab2")
    #expect(session.viewerCount == PreviewSession.maximumViewers + 1)
  }
}

extension PreviewSessionTests {
  /// `wait` for one viewer.
  static func wait(
    _ session: PreviewSession, viewer: String, until condition: (PreviewSnapshot) -> Bool
  ) -> PreviewSnapshot? {
    var snapshot = session.snapshot(after: nil, timeout: 0, viewer: viewer)
    let deadline = Date(timeIntervalSinceNow: 600)
    while !condition(snapshot) {
      guard Date() < deadline else { return nil }
      snapshot = session.snapshot(after: snapshot.generation, timeout: 5, viewer: viewer)
    }
    return snapshot
  }
}
