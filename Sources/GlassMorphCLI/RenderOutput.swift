import Foundation
import GlassMorphRendering

/// Where `render` writes and in what format: `-o`'s extension names the format (`.mp4`, `.mov`,
/// `.gif`, `.webp`, `.apng`, or `.png` for a still); without `-o` the file goes into `out/`, named
/// after the scene and the settings given (`out/toolbar.mp4`, `out/toolbar-3x-dark.gif`); `--out-dir`
/// names another folder.
struct RenderOutput {
  /// The folder default outputs go into, beside where the command runs.
  static let defaultFolder = "out"

  /// The animated format, or nil for a still.
  let format: VideoFormat?
  /// The path written.
  let path: String
  /// Whether the path was made up (not given with `-o`), so `out/` may need creating.
  let isDefault: Bool

  /// The still's path from `-o` or the default (`out/<scene>-<seconds>s.png`); `-o` must name a
  /// `.png` file, or `--format png` says the name is meant.
  static func still(_ parsed: ParsedArguments, time: Double) throws(CommandLineError)
    -> RenderOutput
  {
    if let given = parsed.value("-o") {
      // `-o -`: the PNG goes to standard output.
      if given == "-" { return RenderOutput(format: nil, path: given, isDefault: false) }
      try checkName(given)
      if !given.lowercased().hasSuffix(".png"), parsed.value("--format")?.lowercased() != "png" {
        throw .usage(
          "'-o \(given)': a still is a PNG; name it .png (or add --format png to write a PNG under this name). Videos are .\(VideoFormat.extensions.joined(separator: ", ."))."
        )
      }
      return RenderOutput(format: nil, path: given, isDefault: false)
    }
    return RenderOutput(
      format: nil,
      path: defaultPath(parsed, detail: "\(JSONValue.format(time, places: 3))s", ext: "png"),
      isDefault: true)
  }

  /// The video's (or `-o x.png`'s still) path and format from `-o` and `--format`.
  static func video(_ parsed: ParsedArguments) throws(CommandLineError) -> RenderOutput {
    let chosen = try formatOption(parsed)
    guard let given = parsed.value("-o") else {
      if parsed.value("--format")?.lowercased() == "png" {
        return RenderOutput(
          format: nil, path: defaultPath(parsed, detail: nil, ext: "png"), isDefault: true)
      }
      let format = chosen ?? .mp4
      return RenderOutput(
        format: format, path: defaultPath(parsed, detail: nil, ext: format.rawValue),
        isDefault: true)
    }
    try checkName(given)
    if given.lowercased().hasSuffix(".png") || parsed.value("--format")?.lowercased() == "png" {
      guard chosen == nil else {
        throw .usage("'-o \(given)' is a still; '--format' is for videos. Give one of them.")
      }
      return RenderOutput(format: nil, path: given, isDefault: false)
    }
    guard let format = VideoFormat(path: given) else {
      throw .usage(
        "'-o \(given)': the extension names the format: .\(VideoFormat.extensions.joined(separator: ", ."))  (animated) or .png (a still)."
      )
    }
    if let chosen, chosen != format {
      throw .usage(
        "'-o \(given)' is \(format.displayName) but '--format \(chosen.rawValue)' asks for \(chosen.displayName); give one of them."
      )
    }
    return RenderOutput(format: format, path: given, isDefault: false)
  }

  /// Refuses an output name that is only an extension (`-o .png`, which would write a hidden
  /// file named like a format) or a folder (`-o out/`).
  static func checkName(_ given: String, option: String = "-o") throws(CommandLineError) {
    let name = (given as NSString).lastPathComponent
    if given.hasSuffix("/") || name.isEmpty || name == "." || name == ".." {
      throw .usage(
        "'\(option) \(given)' is a folder; give a file name, e.g. \(option) \(given)toolbar.mp4.")
    }
    let dot = name.lastIndex(of: ".")
    if dot == name.startIndex {
      throw .usage(
        "'\(option) \(given)' has an extension but no name (it would be a hidden file); give a name, e.g. \(option) toolbar\(name)."
      )
    }
  }

  /// The fastest GIF frame rate: GIF counts delays in hundredths of a second and browsers slow
  /// delays under 2/100 s down to 1/10 s.
  static let maximumGIFFramesPerSecond = 50.0

  /// Refuses a frame rate `format` cannot play (a GIF above 50 frames/s).
  static func checkFrameRate(_ fps: Double, for format: VideoFormat?) throws(CommandLineError) {
    guard format == .gif, fps > maximumGIFFramesPerSecond else { return }
    throw .usage(
      "'--fps \(JSONValue.format(fps, places: 3))': a GIF counts time in hundredths of a second and browsers slow anything above 50 frames/s down to 10; give --fps 50 or less (default for GIF: 30)."
    )
  }

  /// `--format`'s value, with a suggestion for a misspelling.
  static func formatOption(_ parsed: ParsedArguments) throws(CommandLineError) -> VideoFormat? {
    // `--format png` is a still's (`still`, `video` read it themselves).
    guard let text = parsed.value("--format"), text.lowercased() != "png" else { return nil }
    guard let format = VideoFormat(rawValue: text.lowercased()) else {
      var message =
        "'--format' is one of \(VideoFormat.extensions.joined(separator: ", ")), not '\(text)'."
      if let near = NearestName.suggestion(for: text, among: VideoFormat.extensions) {
        message += " Did you mean '\(near)'?"
      }
      throw .usage(message)
    }
    return format
  }

  /// `out/<scene>[-settings]-<detail>.<ext>`: the settings that change the picture and were given
  /// on the command line, in a fixed order, so two runs with different settings never collide.
  static func defaultPath(_ parsed: ParsedArguments, detail: String?, ext: String) -> String {
    let scene = (parsed.positionals.first ?? "scene") as NSString
    var parts = [(scene.lastPathComponent as NSString).deletingPathExtension]
    for (option, spelled) in namedSettings {
      guard let value = parsed.value(option) else { continue }
      parts.append(spelled(value))
    }
    for flag in namedFlags where parsed.has(flag) { parts.append(String(flag.dropFirst(2))) }
    if let detail { parts.append(detail) }
    let name = parts.map(Self.fileSafe).joined(separator: "-")
    let folder = parsed.value("--out-dir") ?? defaultFolder
    return (folder as NSString).appendingPathComponent(name + "." + ext)
  }

  /// The options a default name mentions, and how.
  static let namedSettings: [(String, @Sendable (String) -> String)] = [
    (
      "--compare",
      // Another scene by its name; another animation without its leading dot (`vs-bouncy`).
      {
        "vs-"
          + ($0.hasPrefix(".")
            ? String($0.dropFirst())
            : (($0 as NSString).lastPathComponent as NSString).deletingPathExtension)
      }
    ),
    ("--variants", { "variants-" + $0.replacingOccurrences(of: ",", with: "+") }),
    ("--appearance", { $0 }),
    ("--dynamic-type", { "type-" + $0 }),
    ("--canvas", { $0 }),
    ("--scale", { $0 + "x" }),
    ("--fps", { $0 + "fps" }),
    ("--quality", { $0 }),
  ]

  /// The flags a default name mentions (by their name without dashes).
  static let namedFlags = [
    "--reduce-motion", "--reduce-transparency", "--increase-contrast", "--hold-repeats",
  ]

  /// `text` with anything but letters, digits, `.`, `+`, `@`, `_` and `-` as `_`.
  static func fileSafe(_ text: String) -> String {
    String(
      text.map { character in
        character.isASCII
          && (character.isLetter || character.isNumber || ".+@_-".contains(character))
          ? character : "_"
      })
  }

  /// Checks the path may be written (never an input, a folder, a device or a missing folder; never
  /// a file GlassMorph did not write unless `--force`). A default path's `out/` is created first,
  /// unless this is only a validation.
  func validate(_ parsed: ParsedArguments, inputs: [String], create: Bool) throws(CommandLineError)
  {
    if isDefault {
      // Through URL: NSString's deletingLastPathComponent traps on one-character paths on Linux.
      let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
      if !FileManager.default.fileExists(atPath: folder) {
        guard create else { return }
        do {
          try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
          throw .runtime(
            "\(folder): cannot create the output folder (\(error.localizedDescription)).")
        }
      }
    }
    do {
      try OutputPath.validate(path, inputs: inputs)
      try OutputPath.checkOwnership(path, force: parsed.has("--force"))
    } catch {
      throw .usage(error.commandLineMessage)
    }
  }
}
