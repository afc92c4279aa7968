import Dispatch
import Foundation
import Synchronization

/// `render` with several scenes (files and folders): each scene's output goes into `--out-dir`
/// under its default name, `--jobs` scenes render at once, and `--shard i/n` keeps the i-th of n
/// deterministic parts so that a CI matrix renders a library of scenes across machines
/// (Docs/Sharing.md, "Batches"). A scene that fails does not stop the others; the command then
/// exits 1 after reporting every failure.
enum RenderBatch {
  /// Whether the arguments ask for a batch: several scenes, a folder's files with `--each`, or
  /// a batch-only option. (A folder alone is one program: an app.)
  static func applies(to parsed: ParsedArguments) -> Bool {
    parsed.positionals.count > 1
      || (parsed.has("--each") && parsed.positionals.contains(where: CheckCommand.isFolder))
      || parsed.isGiven("--shard") || parsed.isGiven("--jobs")
  }

  /// A shard: the `index`-th (1-based) of `count` parts.
  struct Shard: Equatable {
    let index: Int
    let count: Int

    /// Reads `i/n`.
    init(argument text: String) throws(CommandLineError) {
      let parts = text.split(separator: "/", omittingEmptySubsequences: false).map { Int($0) }
      guard parts.count == 2, let index = parts[0], let count = parts[1], count >= 1,
        (1...count).contains(index)
      else {
        throw .usage(
          "'--shard' is i/n with 1 ≤ i ≤ n, such as 2/4 (the second of four parts); not '\(text)'.")
      }
      self.index = index
      self.count = count
    }

    /// The scenes of this part: scene k of `scenes` sorted by path goes to part (k mod n) + 1, so
    /// the parts are disjoint, together are all the scenes, and differ in size by at most one.
    func select(_ scenes: [String]) -> [String] {
      scenes.sorted().enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }
  }

  static func run(_ parsed: ParsedArguments, mode: RunMode) throws(CommandLineError) -> String {
    guard !parsed.positionals.isEmpty else {
      throw .usage("Give the scene files or folders to render.")
    }
    for single in ["-o", "--png-dir", "--contact-sheet"] where parsed.isGiven(single) {
      throw .usage(
        "'\(single)' names one output; with several scenes each goes into --out-dir under its own name."
      )
    }
    let shard = try parsed.value("--shard").map { (text) throws(CommandLineError) in
      try Shard(argument: text)
    }
    let jobsText = parsed.value("--jobs")
    let jobs =
      try jobsText.map { (text) throws(CommandLineError) in
        guard let value = Int(text), (1...64).contains(value) else {
          throw .usage("'--jobs' is a whole number from 1 to 64, not '\(text)'.")
        }
        return value
      } ?? ProcessInfo.processInfo.activeProcessorCount
    let all = try CheckCommand.sceneFiles(parsed.positionals, each: parsed.has("--each"))
    let scenes = shard?.select(all) ?? all.sorted()
    // Two scenes with one name would write one file: refuse before any work.
    var owners: [String: String] = [:]
    for scene in scenes {
      let name = try outputPath(parsed.with(positionals: [scene]))
      if let other = owners[name] {
        throw .usage(
          "\(other) and \(scene) would both be written to \(name); render them in separate runs or rename one."
        )
      }
      owners[name] = scene
    }
    // Every scene's arguments are checked before anything is written; a scene that cannot be
    // loaded is reported with the others' results.
    let results = Mutex<[Int: Result<String, CommandLineError>]>([:])
    for (index, scene) in scenes.enumerated() {
      do {
        _ = try RenderCommand.render(
          parsed.with(positionals: [scene]), mode: .validate, inBatch: true)
      } catch {
        if error.kind == .usage { throw error }
        results.withLock { $0[index] = .failure(error) }
      }
    }
    if mode == .validate || scenes.isEmpty {
      return scenes.isEmpty && mode != .validate
        ? "Shard \(shard.map { "\($0.index)/\($0.count)" } ?? "") has no scenes (\(all.count) in all).\n"
        : ""
    }
    Interruption.install()
    let failedEarly = results.withLock { Set($0.keys) }
    let finished = Atomic<Int>(failedEarly.count)
    let quiet = parsed.has("--quiet")
    let queue = DispatchQueue(label: "glassmorph.batch", attributes: .concurrent)
    let slots = DispatchSemaphore(value: min(jobs, scenes.count))
    let group = DispatchGroup()
    for (index, scene) in scenes.enumerated() where !failedEarly.contains(index) {
      slots.wait()
      if Interruption.wasReceived {
        slots.signal()
        break
      }
      queue.async(group: group) {
        defer { slots.signal() }
        let result = Result { () throws(CommandLineError) -> String in
          try RenderCommand.render(parsed.with(positionals: [scene]), mode: .run, inBatch: true)
        }
        results.withLock { $0[index] = result }
        let done = finished.wrappingAdd(1, ordering: .relaxed).newValue
        if !quiet {
          let line: String
          switch result {
          case .success: line = "[\(done)/\(scenes.count)] \(scene): done\n"
          case .failure(let error):
            line = "[\(done)/\(scenes.count)] \(scene): failed: \(error.message)\n"
          }
          FileHandle.standardError.write(Data(line.utf8))
        }
      }
    }
    group.wait()
    if Interruption.wasReceived {
      throw Interruption.error("the scenes not yet finished")
    }
    let outcomes = results.withLock { $0 }
    var written: [String] = []
    var failures: [(scene: String, error: CommandLineError)] = []
    for (index, scene) in scenes.enumerated() {
      switch outcomes[index] {
      case .success(let text): written.append(text)
      case .failure(let error): failures.append((scene, error))
      case nil: failures.append((scene, .runtime("not rendered")))
      }
    }
    let summary = quiet ? "" : written.joined()
    guard failures.isEmpty else {
      var error = CommandLineError.runtime(
        "\(failures.count) of \(scenes.count) scenes failed: \(failures.map(\.scene).joined(separator: ", ")); the others were written.",
        details: failures.map { failure in
          [failure.error.details, "\(failure.scene): \(failure.error.message)"].compactMap { $0 }
            .joined(separator: "\n")
        }.joined(separator: "\n"))
      error.output = summary
      throw error
    }
    return summary
  }

  /// The file one scene of the batch is written to.
  static func outputPath(_ parsed: ParsedArguments) throws(CommandLineError) -> String {
    if let time = parsed.value("--still").flatMap(Double.init) {
      return try RenderOutput.still(parsed, time: time).path
    }
    return try RenderOutput.video(parsed).path
  }
}
