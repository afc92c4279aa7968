import Foundation
import GlassMorphTestSupport
import Testing

@testable import GlassMorphCLI

/// `glassmorph spring`, run in process through `GlassMorphCommand.run`.
@Suite struct SpringCommandTests {
  func run(_ arguments: String) -> GlassMorphCommand.Outcome {
    GlassMorphCommand.run(arguments.split(separator: " ").map(String.init))
  }

  func csvRows(_ text: String) -> [[Double]] {
    text.split(separator: "\n").dropFirst().map {
      $0.split(separator: ",").compactMap { Double($0) }
    }
  }

  func jsonObject(_ text: String) throws -> [String: Any] {
    let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
    return try #require(object as? [String: Any])
  }

  @Test func csvReproducesTheIntegratorTable() {
    // Docs/Motion.md §4.1, `.bouncy` row.
    let outcome = run("spring bouncy --at 0.05,0.1,0.25,0.5 --csv")
    #expect(outcome.status == 0)
    #expect(outcome.standardOutput.hasPrefix("t,value,velocity\n"))
    let rows = csvRows(outcome.standardOutput)
    #expect(rows.map { $0[0] } == [0.05, 0.1, 0.25, 0.5])
    for (row, published) in zip(rows, [0.140482, 0.438695, 0.985244, 1.013297]) {
      #expect(abs(row[1] - published) < 5e-7)
    }
  }

  @Test func csvHasSixDecimalsAtLeast() {
    let outcome = run("spring smooth --at 0.1 --csv")
    let fields = outcome.standardOutput.split(separator: "\n")[1].split(separator: ",")
    for field in fields.dropFirst() {
      let decimals = field.split(separator: ".").last?.count ?? 0
      #expect(decimals >= 6, "\(field)")
    }
  }

  @Test func fpsSamplesEveryFrameUpToUntil() {
    // 60 fps from 0 to 0.5 s inclusive: frames 0…30 = 31 rows.
    let rows = csvRows(run("spring snappy --fps 60 --until 0.5 --csv").standardOutput)
    #expect(rows.count == 31)
    #expect(abs(rows[30][0] - 0.5) < 1e-9)
    #expect(rows[0][1] == 0)
  }

  @Test func jsonHasEveryKeyWithApplesNumbers() throws {
    // Apple: Spring(duration: 0.5, bounce: 0.3) → mass 1, stiffness 157.9, damping 17.6.
    let object = try jsonObject(
      run("spring --duration 0.5 --bounce 0.3 --json --at 0.1").standardOutput)
    for key in [
      "duration", "bounce", "response", "dampingRatio", "mass", "stiffness", "damping",
      "settlingDuration", "overshoot", "samples",
    ] {
      #expect(object[key] != nil, "missing \(key)")
    }
    #expect(abs((object["stiffness"] as? Double ?? 0) - 157.9) < 0.05)
    #expect(abs((object["damping"] as? Double ?? 0) - 17.6) < 0.05)
    let samples = try #require(object["samples"] as? [[String: Double]])
    #expect(abs((samples[0]["value"] ?? 0) - 0.438695) < 5e-7)  // §4.1 table, .bouncy at 0.1
  }

  @Test func jsonFromPhysicalParameters() throws {
    // Apple: Spring(mass: 1, stiffness: 100, damping: 10) → duration 0.63, bounce 0.5.
    let object = try jsonObject(
      run("spring --mass 1 --stiffness 100 --damping 10 --json").standardOutput)
    #expect(abs((object["duration"] as? Double ?? 0) - 0.63) < 0.005)
    #expect(abs((object["bounce"] as? Double ?? 0) - 0.5) < 1e-9)
    #expect(object["samples"] == nil)
  }

  @Test func closedFormOvershootMatchesTheAnalyticPeak() throws {
    // Underdamped peak: overshoot e^(−πζ/√(1 − ζ²)) at t = π/ω. ζ = 0.7, r = 0.5:
    // e^(−π·0.7/0.714143) = e^(−3.079373) = 0.045988; ω = 2π·0.714143/0.5 = 8.97430, t = 0.35007.
    let object = try jsonObject(run("spring bouncy --closed-form --json").standardOutput)
    #expect(abs((object["overshoot"] as? Double ?? 0) - 0.045988) < 1e-5)
    #expect(abs((object["overshootTime"] as? Double ?? 0) - 0.35007) <= 0.001)
  }

  @Test func interpolatingUsesTheClosedFormOfSection42() {
    // .bouncy as interpolatingSpring: ω0 = 2π/0.5 = 12.566371, ζ = 0.7, ωd = ω0·√0.51 = 8.974302.
    let w0 = 2 * Double.pi / 0.5
    let zeta = 0.7
    let wd = w0 * (1 - zeta * zeta).squareRoot()
    let expected = 1 - exp(-zeta * w0 * 0.1) * (cos(wd * 0.1) + zeta * w0 / wd * sin(wd * 0.1))
    let rows = csvRows(run("spring bouncy --interpolating --at 0.1 --csv").standardOutput)
    #expect(abs(rows[0][1] - expected) < 1e-7)
  }

  @Test func summaryShowsTheMeasurements() {
    let text = run("spring bouncy").standardOutput
    for label in [
      "duration / bounce", "response / damping ratio", "mass / stiffness / damping",
      "settlingDuration (SwiftUI)", "within 0.1 % for good", "peak overshoot",
      "reaches 50 % / 90 % / 99 %", "finishes (60 Hz frames)",
    ] {
      #expect(text.contains(label), "missing \(label)")
    }
    // SwiftUI's settlingDuration for bounce 0.3 (λ = 8.796459): ln(9796.46)/λ = 1.0447 → "1.045 s".
    #expect(text.contains("1.045 s"))
    #expect(text.contains("▁"))
  }

  @Test func compareListsEveryAnimation() {
    let text = run("spring bouncy --compare snappy,easeInOut").standardOutput
    let lines = text.split(separator: "\n")
    #expect(lines.count == 4)
    #expect(
      lines[1].hasPrefix(".bouncy") && lines[2].hasPrefix(".snappy")
        && lines[3].hasPrefix(".easeInOut"))
    // easeInOut is symmetric: it is half-way at half its 0.35 s.
    #expect(lines[3].contains("0.175 s"))
  }

  @Test(arguments: [
    ("spring --bounse 0.3", "Did you mean '--bounce'?"),
    ("spring bouncey", "Did you mean 'bouncy'?"),
    ("spring --duration -1", "greater than 0"),
    ("spring --duration nan", "finite number"),
    ("spring --bounce 1.5", "greater than -1 and less than 1"),
    ("spring --bounce 1", "1 would never settle"),
    ("spring --mass 1 --stiffness 1e9 --damping 10 --interpolating", "at most 10⁸ × its mass"),
    ("spring --response 0 --damping-fraction 0.8", "greater than 0"),
    ("spring --duration 0.5 --response 0.3", "two ways"),
    ("spring --stiffness 100", "both '--stiffness <k>' and '--damping <c>'"),
    ("spring bouncy --csv", "say when"),
    ("spring easeInOut --closed-form", "springs only"),
    ("spring bouncy --at 0.1,,0.2", "comma-separated"),
    ("spring bouncy --until 2", "goes with '--fps"),
    ("spring bouncy --fps", "Missing value"),
    ("sprung", "Did you mean 'spring'?"),
  ])
  func badArgumentsAreRefusedWithAUsefulMessage(arguments: String, expected: String) {
    let outcome = run(arguments)
    #expect(outcome.status == 64)
    #expect(outcome.standardOutput.isEmpty)
    #expect(outcome.standardError.hasPrefix("Error: "))
    #expect(outcome.standardError.contains(expected), "\(outcome.standardError)")
    #expect(outcome.standardError.contains("--help' for more information."))
  }

  @Test func helpTeachesEveryOption() {
    let outcome = run("spring --help")
    #expect(outcome.status == 0)
    let text = outcome.standardOutput
    for section in ["OVERVIEW:", "USAGE:", "ARGUMENTS:", "OPTIONS:", "EXAMPLES:"] {
      #expect(text.contains(section))
    }
    for option in SpringCommand.spec.options { #expect(text.contains(option.name)) }
    #expect(text.contains("(default: 0.825)"))
    #expect(run("help spring").standardOutput == text)
  }

  @Test func versionAndTopLevelHelp() {
    #expect(run("--version").standardOutput.hasPrefix("glassmorph "))
    let help = run("--help").standardOutput
    #expect(help.contains("SUBCOMMANDS:") && help.contains("spring"))
  }

  @Test func videoShowsTheGlassMovingFromStartToTarget() throws {
    let folder = try RenderCommandTests.folder()
    let video = folder.appendingPathComponent("lane.mp4").path
    // One lane of 600 × 110 pt at 2× = 1200 × 220 px. `.linear(duration: 1.2)` moves for 1.2 s,
    // after a 0.3 s pause and before a 0.5 s hold: 2.0 s, which at 5 fps is 10 frames.
    let outcome = GlassMorphCommand.run([
      "spring", ".linear(duration: 1.2)", "--fps", "5", "--video", video,
    ])
    #expect(outcome.status == 0, "\(outcome.standardError)")
    let probe = String(
      decoding: try Tool.run(
        "ffprobe",
        [
          "-v", "error", "-count_frames", "-show_entries",
          "stream=width,height:format=duration", "-of", "default=nw=1", video,
        ]), as: UTF8.self)
    #expect(probe.contains("width=1200"))
    #expect(probe.contains("height=220"))
    // Repeats of the frame before (the pause and the hold) are held, not encoded: count the
    // frames a player shows.
    #expect(try Tool.framesShown(video, fps: 5).count == 10)
    #expect(probe.contains("duration=2.000000"))
    // The 64 pt circle starts centred at x = 40 + 32 = 72 pt (144 px) and ends at
    // 496 + 32 = 528 pt (1056 px), on the lane's centre line y = 55 + 10 = 65 pt (130 px).
    // Between the first and last frame the glass leaves 144 px and arrives at 1056 px, while
    // 600 px, which it only crosses, is bare track in both.
    let raw = try Tool.run(
      "ffmpeg",
      [
        "-v", "error", "-i", video, "-vf", "fps=5,select='eq(n\\,0)+eq(n\\,9)'", "-vsync", "0",
        "-f",
        "rawvideo", "-pix_fmt", "rgb24", "-",
      ])
    try #require(raw.count == 2 * 1200 * 220 * 3)
    let bytes = [UInt8](raw)
    func change(aroundX x: Int) -> Double {
      var total = 0
      var count = 0
      for dy in -20...20 {
        for dx in -20...20 {
          for channel in 0..<3 {
            let offset = ((130 + dy) * 1200 + x + dx) * 3 + channel
            total += abs(Int(bytes[offset]) - Int(bytes[1200 * 220 * 3 + offset]))
            count += 1
          }
        }
      }
      return Double(total) / Double(count)
    }
    #expect(change(aroundX: 144) > 8)
    #expect(change(aroundX: 1056) > 8)
    #expect(change(aroundX: 600) < 2)
  }

  @Test func videoNeedsAVideoExtension() {
    let outcome = run("spring bouncy --video springs.avi")
    #expect(outcome.status != 0)
    #expect(outcome.standardError.contains("springs.avi"))
    #expect(outcome.standardError.contains(".mp4, .mov, .gif, .webp, .apng"))
    #expect(!FileManager.default.fileExists(atPath: "springs.avi"))
  }
}
