import Foundation
import GlassMorph
import GlassMorphCLI
import GlassMorphRendering
import MorphCore
import MorphMedia

/// The three harnesses, each a function of the input bytes alone.
public enum FuzzHarness: String, CaseIterable, Sendable {
  /// Scene text → states → layout → timeline → one small frame.
  case scene
  /// NUL-separated command-line arguments, parsed and validated.
  case cli
  /// A PNG file's bytes, decoded as `--background` reads them.
  case image

  /// The canvas scenes are laid out on: small, so a frame is cheap.
  static let canvas = CanvasChoice.size(Size(width: 96, height: 128))
  /// The most states explored per input (the CLI's default is 64).
  static let stateLimit = 16

  /// Runs the harness on `bytes`; throws when an invariant fails.
  public func run(_ bytes: [UInt8]) throws(FuzzFailure) {
    switch self {
    case .scene: try Self.scene(bytes)
    case .cli: try Self.commandLine(bytes)
    case .image: try Self.image(bytes)
    }
  }

  static func scene(_ bytes: [UInt8]) throws(FuzzFailure) {
    let text = String(decoding: bytes, as: UTF8.self)
    let scene: GlassScene
    do {
      scene = try GlassScene(source: text, path: "fuzz.swift")
    } catch {
      // Every error names a place in the file.
      for diagnostic in error.diagnostics where diagnostic.location.line < 1 {
        throw FuzzFailure("An error without a line: \(diagnostic.message)")
      }
      // Refused without an error only when it declares helpers and no view (a note says so).
      let helpersOnly = error.diagnostics.contains {
        $0.id == DiagnosticID.helpersOnly.messageID
      }
      if !error.hasErrors && !helpersOnly {
        throw FuzzFailure("The scene was refused without an error diagnostic.")
      }
      return
    }
    let states = scene.reachableStates(canvas: canvas, limit: stateLimit)
    for state in states.states {
      try check(state.layout.glass.map(\.frame), "glass frame in a state")
      try check(state.layout.content.map(\.frame), "content frame in a state")
    }
    let events = scene.defaultEvents(canvas: canvas, limit: stateLimit)
    guard let timeline = try? scene.timeline(events, canvas: canvas) else { return }
    let end = timeline.settleTime ?? timeline.suggestedDuration
    for time in [0, end / 3, end] {
      let frame = timeline.sample(at: time)
      try check(frame.glass.map(\.frame), "glass frame at \(time) s")
      try check(frame.content.map(\.frame), "content frame at \(time) s")
    }
    guard let renderer = try? TimelineRenderer(timeline: timeline, scale: 1) else { return }
    _ = renderer.frame(at: end / 2)
  }

  static func check(_ frames: [Rect], _ what: String) throws(FuzzFailure) {
    for frame in frames {
      let values = [frame.minX, frame.minY, frame.width, frame.height]
      if values.contains(where: { !$0.isFinite }) || frame.width < 0 || frame.height < 0 {
        throw FuzzFailure("A \(what) is not a finite, non-negative rectangle: \(frame).")
      }
    }
  }

  /// The scene file every `.swift` argument is replaced with (the fuzzer cannot invent paths).
  static let scenePath: String = {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "glassmorph-fuzz-scene.swift"
    ).path
    let source = """
      import SwiftUI
      struct Toggle: View {
          @State private var isOpen = false
          @Namespace private var ns
          var body: some View {
              GlassEffectContainer(spacing: 12) {
                  HStack {
                      if isOpen { Image(systemName: "pencil").glassEffect().glassEffectID("pencil", in: ns) }
                      Button { withAnimation(.bouncy) { isOpen.toggle() } } label: { Image(systemName: "plus") }
                          .glassEffect().glassEffectID("toggle", in: ns)
                  }
              }
          }
      }
      """
    try? Data(source.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    return path
  }()

  static func commandLine(_ bytes: [UInt8]) throws(FuzzFailure) {
    let arguments = bytes.split(separator: 0, omittingEmptySubsequences: false).map {
      let argument = String(decoding: $0, as: UTF8.self)
      return argument.hasSuffix(".swift") ? scenePath : argument
    }
    let outcome = GlassMorphCommand.run(arguments, mode: .validate)
    if outcome.status != 0 && !outcome.standardError.contains("Error:") {
      throw FuzzFailure("Exit \(outcome.status) without an error message: \(outcome.standardError)")
    }
    if outcome.status == 0 && outcome.standardError.contains("Error:") {
      throw FuzzFailure("An error with exit status 0: \(outcome.standardError)")
    }
  }

  static func image(_ bytes: [UInt8]) throws(FuzzFailure) {
    guard let pixmap = try? PNGFile.decode(Data(bytes), name: "fuzz.png") else { return }
    if pixmap.width < 1 || pixmap.height < 1 || pixmap.pixels.count != pixmap.width * pixmap.height
    {
      throw FuzzFailure(
        "A decoded PNG has \(pixmap.pixels.count) pixels for \(pixmap.width) × \(pixmap.height).")
    }
  }
}
