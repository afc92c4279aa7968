import Foundation
import GlassMorphTestSupport
import Testing

@testable import GlassMorphCLI

/// Shell completions and the manual page come from the command definitions: every subcommand and
/// option is in them, bash completes with them, groff reads the page without a warning.
@Suite struct CompletionAndManualTests {
  static func write(_ text: String, _ name: String) throws -> String {
    let path = Repository.temporary(name)
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  @Test func bashCompletesSubcommandsAndTheirOptions() throws {
    let script = try #require(
      ShellCompletion.script(for: "bash", commands: GlassMorphCommand.commandTable))
    let path = try Self.write(script, "glassmorph.bash")
    #expect(try Tool.shell("bash -n '\(path)'").status == 0)
    // What bash's completion would offer, by calling the function as bash does.
    func complete(_ words: [String]) throws -> String {
      let output = Repository.temporary("reply.txt")
      let command =
        "source '\(path)'; COMP_WORDS=(\(words.map { "'\($0)'" }.joined(separator: " "))); COMP_CWORD=\(words.count - 1); _glassmorph; printf '%s\\n' \"${COMPREPLY[@]}\" > '\(output)'"
      #expect(try Tool.shell("bash -c \"$(cat <<'EOS'\n\(command)\nEOS\n)\"").status == 0)
      return try String(contentsOfFile: output, encoding: .utf8)
    }
    #expect(try complete(["glassmorph", "pre"]) == "preview\n")
    #expect(try complete(["glassmorph", "render", "--qu"]) == "--quality\n--quiet\n")
    #expect(try complete(["glassmorph", "render", "--out"]) == "--output\n--out-dir\n")
    #expect(try complete(["glassmorph", "help", "mig"]) == "migrate-goldens\n")
  }

  @Test func everyScriptNamesEveryOption() throws {
    for shell in ShellCompletion.shells {
      let script = try #require(
        ShellCompletion.script(for: shell, commands: GlassMorphCommand.commandTable))
      for command in GlassMorphCommand.subcommands {
        #expect(script.contains(command.name), "\(shell): \(command.name)")
        for option in command.spec.options {
          let spelled =
            shell == "fish"
            ? (option.name.hasPrefix("--")
              ? "-l \(option.name.dropFirst(2))" : "-s \(option.name.dropFirst())")
            : option.name
          #expect(script.contains(spelled), "\(shell): \(command.name) \(option.name)")
        }
      }
    }
    let none = GlassMorphCommand.run(["completions", "tcsh"])
    #expect(none.status == 64)
    #expect(none.standardError.contains("bash, zsh, fish"))
  }

  @Test func theManualPageRendersWithoutWarnings() throws {
    let page = GlassMorphCommand.run(["man"]).standardOutput
    let path = try Self.write(page, "glassmorph.1")
    let warnings = try Tool.shell("groff -man -Tutf8 -ww '\(path)' > /dev/null")
    #expect(warnings.status == 0 && warnings.error.isEmpty, "\(warnings.error)")
    // Lines joined: a sentence may wrap anywhere.
    let text = String(
      decoding: try Tool.run("groff", ["-man", "-Tascii", "-P", "-cbou", path]), as: UTF8.self
    ).split(whereSeparator: \.isWhitespace).joined(separator: " ")
    for command in GlassMorphCommand.subcommands {
      #expect(text.contains(command.spec.overview.prefix(30)), "\(command.name)")
      for option in command.spec.options { #expect(text.contains(option.name), "\(option.name)") }
    }
    #expect(text.contains("GLASSMORPH_RECORD"))
  }
}
