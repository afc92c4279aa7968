import Foundation
import GlassMorph

/// `glassmorph migrate-goldens`: rewrites keyframe goldens of the older, per-frame format as
/// compact goldens, in place.
enum MigrateCommand {
  static let spec = CommandSpec(
    name: "migrate-goldens",
    overview: "Rewrite keyframe goldens of the older format as compact goldens, in place.",
    usage: "glassmorph migrate-goldens <folder or file.json>… [--dry-run]",
    arguments: [
      .init(
        name: "<folder or file.json>",
        help: "Golden files, or folders searched for them (every .json below, e.g. Tests/).")
    ],
    options: [
      .init(name: "--dry-run", value: nil, help: "Say what would change; write nothing.")
    ],
    discussion: """
      A compact golden keeps only the frames where something changes and in each only what
      changed (a value holds until it is written again), rounds lengths to 0.01 pt and unit values
      to 0.001, and writes one sample per line — typically a tenth of the size. Files that are not keyframe goldens, or are compact
      already, are left alone. A migrated golden has no event or settle times; recording it again
      (GLASSMORPH_RECORD=all) adds them. Tests compare either format, so migrating is optional.
      """,
    examples: ["glassmorph migrate-goldens Tests/", "glassmorph migrate-goldens Tests/ --dry-run"])

  static func run(_ arguments: [String], mode: RunMode = .run) throws(CommandLineError) -> String {
    let parsed = try ParsedArguments(arguments, spec: spec)
    if parsed.wantsHelp { return spec.helpText }
    guard !parsed.positionals.isEmpty else {
      throw .usage("Give the goldens to migrate, e.g. 'glassmorph migrate-goldens Tests/'.")
    }
    var files: [String] = []
    for path in parsed.positionals {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
        throw .usage("\(path): no such file or folder.")
      }
      if isFolder.boolValue {
        let found = FileManager.default.enumerator(atPath: path)?.compactMap { $0 as? String } ?? []
        files += found.filter { $0.hasSuffix(".json") && !$0.hasPrefix(".build") }.sorted().map {
          (path as NSString).appendingPathComponent($0)
        }
      } else {
        files.append(path)
      }
    }
    if mode == .validate { return "" }
    var lines: [String] = []
    var before = 0
    var after = 0
    for file in files {
      guard let data = FileManager.default.contents(atPath: file),
        data.count <= maximumFileBytes,
        let compact = CompactKeyframes.migrating(String(decoding: data, as: UTF8.self))
      else { continue }
      before += data.count
      after += compact.json.utf8.count
      if !parsed.has("--dry-run") {
        do {
          try Data(compact.json.utf8).write(to: URL(fileURLWithPath: file), options: .atomic)
        } catch {
          throw .runtime("\(file) could not be rewritten: \(error.localizedDescription)")
        }
      }
      lines.append(
        "\(file): \(data.count / 1024) KB → \(compact.json.utf8.count / 1024) KB (\(compact.keptSamples) of \(compact.sampledFrames) samples)"
      )
    }
    let verb = parsed.has("--dry-run") ? "Would migrate" : "Migrated"
    lines.append(
      lines.isEmpty
        ? "No keyframe golden of the older format found in \(files.count) JSON file\(files.count == 1 ? "" : "s")."
        : "\(verb) \(lines.count) golden\(lines.count == 1 ? "" : "s"): \(before / 1024) KB → \(after / 1024) KB."
    )
    return lines.joined(separator: "\n") + "\n"
  }

  /// The largest file considered a golden, in bytes.
  static let maximumFileBytes = 64_000_000
}
