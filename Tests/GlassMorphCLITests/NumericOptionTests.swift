import Foundation
import GlassMorphTestSupport
import Testing

@testable import GlassMorphCLI

/// Every option that takes a number, given numbers no command can use: each is an argument error
/// (exit 64) that names the option — never a trap converting to `Int`, never accepted. The values
/// are the ones that broke conversions before: beyond `Int.max` as a Double (1e19), its negative,
/// not a number, infinity, and `Int.max + 1` written out.
@Suite struct NumericOptionTests {
  static let toolbar = Repository.scene("toolbar")

  /// Hostile numbers, as a user or a script could type them.
  static let hostile = ["1e19", "-1e19", "nan", "inf", "9223372036854775808"]

  /// Each numeric option with the arguments around it; `#` is replaced by the hostile value.
  static let cases: [[String]] = [
    ["render", toolbar, "--still", "#"],
    ["render", toolbar, "--fps", "#"],
    ["render", toolbar, "--duration", "#"],
    ["render", toolbar, "--loop", "#"],
    ["render", toolbar, "--crf", "#"],
    ["render", toolbar, "--jobs", "#"],
    ["render", toolbar, toolbar, "--shard", "#/2"],
    ["render", toolbar, toolbar, "--shard", "1/#"],
    ["render", toolbar, "--png-dir", "/tmp/never-written", "--frames", "0-#"],
    ["render", toolbar, "--scale", "#"],
    ["render", toolbar, "--canvas", "#x400"],
    ["render", toolbar, "--tap", "toggle@#"],
    ["render", toolbar, "--set", "isExpanded=true@#"],
    ["render", toolbar, "--display-rate", "#"],
    ["keyframes", toolbar, "--at", "#"],
    ["keyframes", toolbar, "--fps", "#"],
    ["keyframes", toolbar, "--until", "#"],
    ["keyframes", toolbar, "--until", "#", "--fps", "1"],
    ["check", toolbar, "--canvas", "400x#"],
    ["spring", "--duration", "#", "--bounce", "0.2"],
    ["spring", "--duration", "0.5", "--bounce", "#"],
    ["spring", "--response", "#", "--damping-fraction", "0.8"],
    ["spring", "--response", "0.5", "--damping-fraction", "#"],
    ["spring", "--mass", "#", "--stiffness", "100", "--damping", "10"],
    ["spring", "--mass", "1", "--stiffness", "#", "--damping", "10"],
    ["spring", "--mass", "1", "--stiffness", "100", "--damping", "#"],
    ["spring", "bouncy", "--blend-duration", "#"],
    ["spring", "bouncy", "--at", "#"],
    ["spring", "bouncy", "--fps", "#"],
    ["spring", "bouncy", "--until", "#"],
    ["preview", toolbar, "--port", "#"],
    ["preview", toolbar, "--scale", "#"],
    ["preview", toolbar, "--fps", "#"],
  ]

  @Test(arguments: cases)
  func aHostileNumberIsAnArgumentErrorNamingTheOption(_ template: [String]) {
    let option = template.first { $0.hasPrefix("--") && template.contains($0) } ?? ""
    let named =
      template.indices.last {
        template[$0].hasPrefix("--") && template.indices.contains($0 + 1)
          && template[$0 + 1].contains("#")
      }.map { template[$0] } ?? option
    for value in Self.hostile {
      let arguments = template.map { $0.replacingOccurrences(of: "#", with: value) }
      let outcome = GlassMorphCommand.run(arguments, mode: .validate)
      #expect(outcome.status == ExitStatus.usage, "\(arguments): \(outcome.standardError)")
      #expect(
        outcome.standardError.contains(named),
        "\(arguments) should name \(named): \(outcome.standardError)")
    }
  }
}
