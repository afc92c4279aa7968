import Foundation
import GlassMorphRendering

/// `glassmorph diff`: a golden keyframe file and an actual one drawn over each other as a PNG.
enum DiffCommand {
  static let spec = CommandSpec(
    name: "diff",
    overview:
      "Draw two keyframe files over each other — a golden and an actual run — where they differ.",
    usage: "glassmorph diff <golden.json> <actual.json> [-o <diff.png>]",
    arguments: [
      .init(name: "<golden.json>", help: "The expected keyframes (a golden file)."),
      .init(name: "<actual.json>", help: "The keyframes of the run that failed."),
    ],
    options: [
      .init(
        name: "-o", value: "file.png", help: "The picture to write.",
        defaultValue: "<actual>.diff.png", alias: "--output")
    ],
    discussion: """
      Up to eight panels at the instants where the files differ (the first, the largest and
      others between), each zoomed onto the glass: the golden's shapes outlined in green, the
      actual ones in magenta, labelled with the time and the largest difference in points. A
      failing keyframe golden prints this command with its paths.
      """,
    examples: [
      "glassmorph diff __Snapshots__/ToolbarTests/expand.expand.json /tmp/glassmorph-artifacts/ToolbarTests/expand.expand.json -o diff.png"
    ])

  static func run(_ arguments: [String], mode: RunMode = .run) throws(CommandLineError) -> String {
    let parsed = try ParsedArguments(arguments, spec: spec)
    if parsed.wantsHelp { return spec.helpText }
    guard parsed.positionals.count == 2 else {
      throw .usage(
        "Give the golden and the actual keyframe files, e.g. 'glassmorph diff golden.json actual.json -o diff.png' (got \(parsed.positionals.count) file\(parsed.positionals.count == 1 ? "" : "s"))."
      )
    }
    let golden = parsed.positionals[0]
    let actual = parsed.positionals[1]
    let output =
      parsed.value("-o") ?? ((actual as NSString).deletingPathExtension + ".diff.png")
    try RenderOutput.checkName(output)
    guard output.lowercased().hasSuffix(".png") else {
      throw .usage("The picture is a PNG: give -o a name ending in .png, not '\(output)'.")
    }
    do {
      try OutputPath.validate(output, inputs: [golden, actual])
    } catch {
      throw .usage(error.message)
    }
    var texts: [String] = []
    for path in [golden, actual] {
      guard let data = FileManager.default.contents(atPath: path) else {
        throw .runtime("\(path): no such file, or it cannot be read.")
      }
      guard data.count <= maximumFileBytes else {
        throw .runtime(
          "\(path) is over \(maximumFileBytes / 1_000_000) MB; a keyframe file is far smaller.")
      }
      texts.append(String(decoding: data, as: UTF8.self))
    }
    if mode == .validate { return "" }
    let picture: KeyframeDiffPicture
    do {
      picture = try KeyframeDiffPicture(expected: texts[0], actual: texts[1])
    } catch {
      throw .runtime(
        error.message.replacingOccurrences(of: "the golden", with: golden)
          .replacingOccurrences(of: "the actual file", with: actual))
    }
    let image = picture.render()
    do {
      try PNGFile.write(image, to: output)
    } catch {
      throw .runtime(error.message)
    }
    return "Wrote \(output) (\(image.width) × \(image.height) px).\n"
  }

  /// The largest keyframe file read, in bytes (a default timeline's is about 100 KB).
  static let maximumFileBytes = 64_000_000
}
