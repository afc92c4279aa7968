import Foundation
import Testing

@testable import glassmorph

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
    // motion.md §4.1, `.bouncy` row.
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
    ("spring --bounce 1.5", "greater than -1 and at most 1"),
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
}
