import Foundation
import Testing

@testable import GlassMorphCLI

/// `glassmorph keyframes`, in process.
@Suite struct KeyframesCommandTests {
  static var toolbar: String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Scenes/toolbar.swift").path
  }

  func run(_ arguments: [String]) -> GlassMorphCommand.Outcome { GlassMorphCommand.run(arguments) }

  @Test func tapAnimationReplacesTheScenesAnimation() {
    let outcome = run([
      "keyframes", Self.toolbar, "--tap", "toggle@0", "--at", "0.1", "--format", "csv",
      "--tap-animation", ".spring(duration: 0.5, bounce: 0)",
    ])
    #expect(outcome.status == 0, "\(outcome.standardError)")
    // .spring(duration: 0.5, bounce: 0) is .smooth: 0.370762 of the move at 0.1 s (Docs/Motion.md
    // §4.1), instead of .bouncy's 0.438695; the toggle moves 179 → 243.
    let toggle = outcome.standardOutput.split(separator: "\n").first { $0.contains(",toggle,") }
    let x = toggle.flatMap { Double($0.split(separator: ",")[2]) } ?? 0
    #expect(abs(x - (179 + 64 * 0.370762)) < 1e-4)
    let bad = run(["keyframes", Self.toolbar, "--tap-animation", ".spring(oops"])
    #expect(bad.status == 64)
    #expect(bad.standardError.contains("'--tap-animation .spring(oops' is not an animation"))
  }

  /// `--tap-animation-for 2` tunes only the second tap. The toolbar opens at 0 (toggle 179 → 243)
  /// and closes at 2 (243 → 179): 0.1 s into each, the first moves with the scene's .bouncy
  /// (0.438695 of the move) and the second with the override (.smooth's 0.370762), figures of
  /// the reference integrator (Docs/Motion.md §4.1).
  @Test func tapAnimationForTunesOneTap() {
    let outcome = run([
      "keyframes", Self.toolbar, "--tap", "toggle@0", "--tap", "toggle@2", "--at", "0.1,2.1",
      "--format", "csv", "--tap-animation", ".spring(duration: 0.5, bounce: 0)",
      "--tap-animation-for", "2",
    ])
    #expect(outcome.status == 0, "\(outcome.standardError)")
    let xs = outcome.standardOutput.split(separator: "\n").filter { $0.contains(",toggle,") }.map {
      Double($0.split(separator: ",")[2]) ?? 0
    }
    #expect(xs.count == 2)
    #expect(abs(xs[0] - (179 + 64 * 0.438695)) < 1e-4)
    #expect(abs(xs[1] - (243 - 64 * 0.370762)) < 1e-4)
    let alone = run(["keyframes", Self.toolbar, "--tap-animation-for", "1"])
    #expect(alone.status == 64)
    #expect(alone.standardError.contains("give --tap-animation too"))
    let past = run([
      "keyframes", Self.toolbar, "--tap", "toggle@0", "--tap-animation", ".smooth",
      "--tap-animation-for", "2",
    ])
    #expect(past.status == 64)
    #expect(past.standardError.contains("there is 1 tap"))
  }

  /// `--canvas` names the screen, and so the size classes an adaptive view reads: the default
  /// iPhone (and any canvas up to 700 pt wide) is compact in width — the tab layout's capsule —
  /// and `ipad-pro-11` (834 pt wide) regular — the sidebar's rounded rectangle (radius 12).
  @Test func theCanvasDecidesTheSizeClasses() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "size-classes-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = folder.appendingPathComponent("Adaptive.swift")
    try """
    import SwiftUI
    struct Adaptive: View {
        @Environment(\\.horizontalSizeClass) private var widthClass
        var body: some View {
            if widthClass == .regular {
                Text("Sidebar").padding().glassEffect(in: .rect(cornerRadius: 12))
            } else {
                Text("Tabs").padding().glassEffect()
            }
        }
    }
    """.write(to: scene, atomically: true, encoding: .utf8)
    func radius(_ canvas: [String]) -> Double? {
      let outcome = run(["keyframes", scene.path, "--at", "0", "--format", "csv"] + canvas)
      let row = outcome.standardOutput.split(separator: "\n").last.map(String.init) ?? ""
      return Double(row.split(separator: ",").dropFirst(6).first ?? "")
    }
    // A capsule's radius is half its height: a padded line of body text, 54 pt tall.
    #expect(radius([]) == 27)
    #expect(radius(["--canvas", "iphone-16-pro-max"]) == 27)
    #expect(radius(["--canvas", "ipad-pro-11"]) == 12)
    #expect(radius(["--canvas", "900x600"]) == 12)
    // `check` reads the same screen from its --canvas.
    let checked = run(["check", scene.path, "--canvas", "ipad-pro-11"]).standardOutput
    #expect(checked.contains("roundedRectangle(12)") && !checked.contains("capsule"))
    #expect(run(["check", scene.path]).standardOutput.contains("capsule"))
  }

  @Test func csvHeaderRowsAndValues() {
    let outcome = run([
      "keyframes", Self.toolbar, "--tap", "toggle@0", "--at", "0.1,0", "--format", "csv",
    ])
    #expect(outcome.status == 0)
    let lines = outcome.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines[0] == "t,key,x,y,width,height,cornerRadius,opacity,visibility,scale,press")
    // Rows ordered by t then key: t = 0 first (eraser, pencil, toggle), then t = 0.1.
    let keys = lines.dropFirst().map { $0.split(separator: ",")[1] }
    #expect(keys == ["eraser", "pencil", "toggle", "eraser", "pencil", "toggle"])
    let toggle = lines[6].split(separator: ",").map(String.init)
    // 0.1 s after the tap .bouncy has moved the toggle 0.438695 of 179 → 243.
    let expected = 179 + 64 * 0.438695
    let x = Double(toggle[2]) ?? 0
    #expect(abs(x - expected) < 1e-4)
    for field in toggle[2...] { #expect((field.split(separator: ".").last?.count ?? 0) >= 4) }
  }

  @Test func jsonShape() throws {
    let outcome = run(["keyframes", Self.toolbar, "--tap", "toggle@0", "--at", "0.1"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
    #expect(object["canvas"] as? [Double] == [402, 874])
    let samples = try #require(object["samples"] as? [[String: Any]])
    let elements = try #require(samples.first?["elements"] as? [String: [String: Any]])
    #expect(Set(elements.keys) == ["pencil", "eraser", "toggle"])
    for key in ["frame", "cornerRadius", "shape", "opacity", "visibility"] {
      #expect(elements["toggle"]?[key] != nil)
    }
  }

  @Test func setWithAnimationAndDisplayRate() {
    let outcome = run([
      "keyframes", Self.toolbar, "--set", "isExpanded=true@0", "--animation", ".bouncy",
      "--display-rate", "120", "--at", "0.1", "--format", "csv",
    ])
    #expect(outcome.status == 0)
    #expect(outcome.standardOutput.contains("toggle,207.0764"))
  }

  @Test(arguments: [
    (
      ["--tap", "share@0.1"], "no button is called 'share' in this state; its buttons are 'toggle'"
    ),
    (["--tap", "toggle"], "needs a time: write it as toggle@0.5"),
    (["--tap", "toggle@-1"], "must be a number of seconds from 0 to 3600"),
    (["--set", "isExpanded=maybe@0"], "'isExpanded' is a Bool: write true or false, not 'maybe'."),
    (["--set", "open=true@0"], "has no @State 'open'; its state is isExpanded."),
    (["--format", "xml"], "'--format' is json or csv"),
    (["--display-rate", "90"], "'--display-rate' is 60 or 120"),
    (["--animation", ".bouncy"], "'--animation' applies to '--set'"),
  ])
  func badArguments(_ extra: [String], _ expected: String) {
    let outcome = run(["keyframes", Self.toolbar] + extra)
    #expect(outcome.status == 64)
    #expect(outcome.standardError.contains(expected), "\(outcome.standardError)")
  }

  @Test func defaultTimelineWhenNoEventsAreGiven() {
    let outcome = run(["keyframes", Self.toolbar, "--fps", "4", "--format", "csv"])
    #expect(outcome.status == 0)
    // The default timeline expands and collapses: the pencil appears, then disappears again.
    let rows = outcome.standardOutput.split(separator: "\n").dropFirst()
    #expect(rows.contains { $0.contains(",pencil,") })
    #expect(rows.last?.contains(",toggle,179.000000,") == true)
  }

  /// A banner behind an app store's flag: the default timeline starts from check's assumed state;
  /// `--set` names the unknown as check prints it; a typo lists the unknowns.
  @Test func assumedStatesPlayFromTheCommandLine() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "keyframes-assumed-\(UUID().uuidString).swift"
    ).path
    try """
    import SwiftUI

    struct Banner: View {
        @Environment(Store.self) private var store
        @Namespace private var glass

        var body: some View {
            if store.showsBanner {
                Text("New")
                    .frame(width: 200, height: 60)
                    .glassEffect()
                    .glassEffectID("banner", in: glass)
            }
        }
    }
    """.write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    // 200 × 60 in the middle of 300 × 200: (50, 70), there from the first frame.
    let row = "0.000000,banner,50.000000,70.000000,200.000000,60.000000,"
    let plain = run(["keyframes", path, "--at", "0", "--format", "csv", "--canvas", "300x200"])
    #expect(plain.status == 0, "\(plain.standardError)")
    #expect(plain.standardOutput.contains(row))
    // (What it says on standard error is ExecutableTests' to read.)
    // check says how to play its assumed state, in the words --set takes.
    let check = run(["check", path])
    #expect(check.status == 0)
    #expect(
      check.standardOutput.contains(
        "(render or keyframes plays an assumed state with --set 'assumed store.showsBanner=true@0'"),
      "\(check.standardOutput)")
    // A switch's case as check labels it ("case 2 of vm.phase") is its number for --set.
    #expect(CheckReport.setArgument("case 2 of vm.phase") == "assumed case of vm.phase=2@0")
    let set = run([
      "keyframes", path, "--at", "0", "--format", "csv", "--canvas", "300x200", "--set",
      "assumed store.showsBanner=true@0",
    ])
    #expect(set.status == 0, "\(set.standardError)")
    #expect(set.standardOutput.contains(row))
    let off = run([
      "keyframes", path, "--at", "0", "--format", "csv", "--canvas", "300x200", "--set",
      "store.showsBanner=false@0",
    ])
    #expect(off.status == 0 && !off.standardOutput.contains(",banner,"))
    let typo = run(["keyframes", path, "--set", "store.showBanner=true@0"])
    #expect(typo.status == 64)
    #expect(
      typo.standardError.contains(
        "'Banner' has no @State 'store.showBanner', and the unknowns it explores are 'assumed store.showsBanner'."
      ), "\(typo.standardError)")
  }
}
