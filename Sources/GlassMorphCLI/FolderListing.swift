import Foundation
import GlassMorph

/// `glassmorph check PATH --list`: the views and previews of an app's folder that use glass,
/// as a table (or JSON), each with where it is, the glass it uses and whether a tap changes it.
enum FolderListing {
  static func run(
    _ path: String, _ parsed: ParsedArguments, defines: Set<String>, platform: TargetPlatform,
    policy: DiagnosticPolicy, mode: RunMode
  ) throws(CommandLineError) -> String {
    for option in ["--view", "--preview"] where parsed.isGiven(option) {
      throw .usage(
        "'--list' shows every view; leave out '\(option)' (or leave out --list to check that one).")
    }
    let catalog: GlassCatalog
    do {
      catalog = try GlassCatalog(
        path: path, defines: defines, platform: platform, policy: policy,
        target: parsed.value("--target"),
        includeTests: parsed.has("--include-tests"))
    } catch {
      throw TimelineArguments.failure(path, error)
    }
    if mode == .validate { return "" }
    let carried = carriedOptions(parsed)
    return parsed.has("--json") ? json(catalog, carried) : text(catalog, carried)
  }

  /// The options given with `--list` that change what an entry loads as (its target, platform,
  /// `#if` conditions, tests), so that each entry's command reproduces the entry as listed.
  static func carriedOptions(_ parsed: ParsedArguments) -> [String] {
    var words: [String] = []
    for option in ["--target", "--platform"] {
      if let value = parsed.value(option) { words += [option, value] }
    }
    for name in parsed.values["--define"] ?? [] { words += ["--define", name] }
    if parsed.has("--include-tests") { words.append("--include-tests") }
    return words
  }

  /// The path of `file` inside the folder `root`.
  static func relative(_ file: String, to root: String) -> String {
    let prefix = root.hasSuffix("/") ? root : root + "/"
    return file.hasPrefix(prefix) ? String(file.dropFirst(prefix.count)) : file
  }

  static func text(_ catalog: GlassCatalog, _ carried: [String] = []) -> String {
    guard !catalog.entries.isEmpty else {
      var text =
        "\(catalog.path): no view or #Preview uses Liquid Glass (glassEffect, GlassEffectContainer, .buttonStyle(.glass)).\n"
      if let first = catalog.viewsLeftOut.first {
        let count = catalog.viewsLeftOut.count
        text +=
          "\(count) view\(count == 1 ? " is" : "s are") inside #if branches this build leaves out (the first, '\(first.name)', in '#if \(first.condition)'); list another platform's with --platform NAME (iOS, macOS, tvOS, visionOS, watchOS).\n"
      }
      return text
    }
    let count = catalog.entries.count
    let heading =
      count == 1
      ? "1 view or preview in \(catalog.path) uses glass:"
      : "\(count) views and previews in \(catalog.path) use glass:"
    var lines = [heading, ""]
    for entry in catalog.entries {
      let place = "\(relative(entry.path, to: catalog.path)):\(entry.line)"
      let title: String
      if entry.kind == "view" {
        title = "view \(entry.name)"
      } else {
        title =
          (entry.name.isEmpty ? "#Preview" : "#Preview \"\(entry.name)\"")
          + (entry.shows.map { " of \($0)" } ?? "")
      }
      let status: String
      if let problem = entry.problem {
        status = "does not load: " + (problem.split(separator: "\n").first.map(String.init) ?? "")
      } else if entry.changesState == true {
        status = "changes state (\(entry.tappables ?? 0) tappable)"
      } else {
        status = "one state (\(entry.tappables ?? 0) tappable, none changes it)"
      }
      lines.append("  \(title)  \(place)")
      let route =
        entry.glassRoute.isEmpty ? "" : " through " + entry.glassRoute.joined(separator: " → ")
      lines.append("    glass: \(entry.glassAPIs.joined(separator: ", "))\(route)")
      lines.append("    \(status)")
      lines.append(
        "    glassmorph check \(catalog.path) \(shellWords(selection(entry) + carried))")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The arguments that pick `entry`: `--view NAME`, or `--preview "TITLE"`.
  static func selection(_ entry: GlassCatalog.Entry) -> [String] {
    [entry.kind == "preview" ? "--preview" : "--view", entry.pickedBy]
  }

  /// Arguments as a shell would need them typed.
  static func shellWords(_ words: [String]) -> String {
    words.map { word in
      word.allSatisfy { $0.isLetter || $0.isNumber || "-_./".contains($0) }
        ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }.joined(separator: " ")
  }

  static func json(_ catalog: GlassCatalog, _ carried: [String] = []) -> String {
    let entries: [JSONValue] = catalog.entries.map { entry in
      .object([
        "kind": .string(entry.kind),
        "name": .string(entry.name),
        "shows": entry.shows.map { .string($0) } ?? .null,
        "file": .string(entry.path),
        "line": .number(Double(entry.line)),
        "column": .number(Double(entry.column)),
        "glass": .array(entry.glassAPIs.map { .string($0) }),
        "through": .array(entry.glassRoute.map { .string($0) }),
        "loaded": .bool(entry.problem == nil),
        "problem": entry.problem.map { .string($0) } ?? .null,
        "tappables": entry.tappables.map { .number(Double($0)) } ?? .null,
        "changesState": entry.changesState.map { .bool($0) } ?? .null,
        "arguments": .array((selection(entry) + carried).map { .string($0) }),
      ])
    }
    let leftOut: [JSONValue] = catalog.viewsLeftOut.map {
      .object(["name": .string($0.name), "condition": .string($0.condition)])
    }
    return JSONValue.object([
      "folder": .string(catalog.path), "entries": .array(entries), "leftOut": .array(leftOut),
    ]).rendered() + "\n"
  }
}
