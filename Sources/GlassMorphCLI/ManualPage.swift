import GlassMorph

/// The manual page glassmorph(1), in roff, generated from the subcommands' `CommandSpec`s.
enum ManualPage {
  /// The page.
  static func roff(commands: [(name: String, summary: String, spec: CommandSpec)]) -> String {
    var lines = [
      ".TH GLASSMORPH 1 \"\" \"glassmorph \(GlassMorphInfo.version)\" \"User Commands\"",
      // No hyphenation: option names and paths must read as typed.
      ".nh",
      ".SH NAME",
      "glassmorph \\- simulate Apple's Liquid Glass morphing animations: springs, glass shapes and video",
      ".SH SYNOPSIS",
      ".B glassmorph",
      "\\fIsubcommand\\fR [\\fIoptions\\fR]",
      ".SH DESCRIPTION",
      "glassmorph reads SwiftUI view code, works out each state of the view, animates a state change as SwiftUI does and renders it to MP4 and PNG with its own renderer.",
      "Run \\fBglassmorph help\\fR \\fIsubcommand\\fR for the same text as below.",
      ".SH SUBCOMMANDS",
    ]
    for command in commands {
      let spec = command.spec
      lines += [
        ".SS \(escaped(command.name))", escaped(spec.overview), ".PP", ".nf", escaped(spec.usage),
        ".fi",
      ]
      if let discussion = spec.discussion {
        lines += [".PP", escaped(discussion.split(separator: "\n").joined(separator: " "))]
      }
      for argument in spec.arguments {
        lines += [".TP", "\\fI\(escaped(argument.name))\\fR", escaped(argument.help)]
      }
      for option in spec.options {
        let spelled = ([option.name] + (option.alias.map { [$0] } ?? [])).map {
          "\\fB\(escaped($0))\\fR"
        }
        .joined(separator: ", ")
        var help = option.help
        if let value = option.defaultValue { help += " (default: \(value))" }
        lines += [
          ".TP", spelled + (option.value.map { " \\fI<\(escaped($0))>\\fR" } ?? ""), escaped(help),
        ]
      }
      if !spec.examples.isEmpty {
        lines += [".PP", "Examples:", ".nf"] + spec.examples.map(escaped) + [".fi"]
      }
    }
    lines += [
      ".SH EXIT STATUS",
      "0 on success, 1 when the work failed, 64 for bad arguments, 128 + the signal's number when a signal stopped a write (130 for Ctrl-C).",
      ".SH ENVIRONMENT",
      ".TP", "\\fBGLASSMORPH_RECORD\\fR",
      "Record mode of golden files in tests: all, failed, missing (default) or never.",
      ".TP", "\\fBGLASSMORPH_ARTIFACTS\\fR",
      "Where failed golden checks write the actual files.",
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  /// Text safe in roff: backslashes as `\e`, hyphens as `\-`, a leading dot or quote guarded,
  /// non-ASCII characters as `\[uXXXX]`.
  static func escaped(_ text: String) -> String {
    var result = text.replacingOccurrences(of: "\\", with: "\\e").replacingOccurrences(
      of: "-", with: "\\-")
    if result.hasPrefix(".") || result.hasPrefix("'") { result = "\\&" + result }
    // roff input is ASCII: anything else as a Unicode escape (`…` → `\[u2026]`).
    var ascii = ""
    for scalar in result.unicodeScalars {
      if scalar.isASCII {
        ascii.unicodeScalars.append(scalar)
      } else {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        ascii += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
      }
    }
    return ascii
  }
}
