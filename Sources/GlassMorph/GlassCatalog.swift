import Foundation
import MorphCore
import MorphDiagnostics
import MorphScene
import Synchronization

/// The views and `#Preview`s of an app's folder that use Liquid Glass — directly or through
/// helpers in other files — each loaded to see whether a tap changes its state: the table
/// `glassmorph check FOLDER --list` prints, where a user starts.
///
/// ```swift
/// let catalog = try GlassCatalog(path: "MyApp")
/// for entry in catalog.entries where entry.changesState == true { print(entry.name) }
/// ```
public struct GlassCatalog: Sendable {
  /// One view or preview that uses glass.
  public struct Entry: Sendable {
    /// `view` or `preview`.
    public let kind: String
    /// The view's type name, or the preview's title ("" when untitled).
    public let name: String
    /// For a preview, the view it shows, if one of the folder's.
    public let shows: String?
    /// The file it is declared in, its line and column.
    public let path: String
    /// The 1-based line.
    public let line: Int
    /// The 1-based column.
    public let column: Int
    /// The glass APIs it reaches (`glassEffect`, `GlassEffectContainer`, …), sorted.
    public let glassAPIs: [String]
    /// The folder's own helpers it reaches glass through, in order (`["StopRow", "glassCard"]`);
    /// empty when it names glass itself.
    public let glassRoute: [String]
    /// The error that keeps it from loading, if any (its first, rendered with its place).
    public let problem: String?
    /// How many things a finger can tap in its first state, `appear` events aside (nil when it
    /// does not load).
    public let tappables: Int?
    /// Whether some tap or `appear` event in its first state changes the state (nil when it does
    /// not load).
    public let changesState: Bool?
    /// The name that picks it to simulate: a view's type name (`GlassScene`'s `view:`), or a
    /// preview's title, or for an untitled preview its place in the folder, `Views/Card.swift:40`
    /// (`GlassScene`'s `preview:`).
    public let pickedBy: String
  }

  /// The listing's work budget in evaluation steps: 24 million, since it loads every glass view
  /// of an app (each far less than a single view's whole exploration); past it, entries are
  /// listed without being loaded (listing the 11 unseen public apps of Docs/RealCode.md took at
  /// most 4.1 s).
  static let listingSteps = 24_000_000

  /// The folder as given.
  public let path: String
  /// The entries in folder order.
  public let entries: [Entry]
  /// The views the build leaves out, each with the `#if` condition of its branch (a TV target's
  /// views, `os(tvOS)`, in an iOS build): what another `platform` would list.
  public let viewsLeftOut: [(name: String, condition: String)]

  /// Reads the folder at `path` and loads each of its glass views and previews, built for
  /// `platform` (`#if os(…)`).
  public init(
    path: String, defines: Set<String> = [], platform: TargetPlatform = .iOS,
    policy: DiagnosticPolicy = .standard, target: String? = nil, includeTests: Bool = false
  ) throws(SceneLoadError) {
    let folder = try ProgramFolder(
      path: path, includeTests: includeTests, defines: defines, platform: platform)
    self.path = path
    self.viewsLeftOut = folder.linked.syntax.inactiveViews
    self.entries = Self.load(
      folder.glassEntries(target: target), in: folder, target: target, policy: policy)
  }

  /// Loads `entries` a few at a time, one per core, each on its own (a program of its own, its
  /// own evaluation). One budget covers the whole listing: every entry's evaluation and taps
  /// count against it, in folder order, and an entry reached after it is spent is listed as not
  /// loaded — the same entries whatever the thread count, since a batch's results are taken in
  /// order and the budget is checked before each. At most one batch's work is past the budget.
  private static func load(
    _ entries: [ProgramEntry], in folder: ProgramFolder, target: String?, policy: DiagnosticPolicy
  ) -> [Entry] {
    let budget = WorkBudget(limit: GlassCatalog.listingSteps)
    let limit = Parallel.threadLimit
    let width = limit == 0 ? ProcessInfo.processInfo.activeProcessorCount : limit
    var listed: [Entry] = []
    var start = 0
    while start < entries.count {
      let batch = Array(entries[start..<min(entries.count, start + max(1, width))])
      let results = Mutex<[Int: (entry: Entry, work: Int)]>([:])
      if !budget.isSpent {
        Parallel.forEach(batch.count) { index in
          let loaded = load(batch[index], in: folder, target: target, policy: policy)
          results.withLock { $0[index] = loaded }
        }
      }
      let loaded = results.withLock { $0 }
      for (index, entry) in batch.enumerated() {
        if budget.isSpent || loaded[index] == nil {
          listed.append(notLoaded(entry, in: folder, limit: budget.limit))
        } else if let result = loaded[index] {
          listed.append(result.entry)
          budget.spend(result.work)
        }
      }
      start += batch.count
    }
    return listed
  }

  /// An entry the listing's budget did not reach.
  private static func notLoaded(_ entry: ProgramEntry, in folder: ProgramFolder, limit: Int)
    -> Entry
  {
    let diagnostic = Diagnostic(
      .resourceLimit, at: entry.location,
      "Not loaded: the listing's work budget (\(limit) evaluation steps, Docs/Reliability.md) is spent; check this entry on its own."
    )
    return describe(
      entry, in: folder, problem: diagnostic.rendered(in: folder.sources), tappables: nil,
      changes: nil)
  }

  /// One entry loaded, and the work it took (its evaluation and taps; loading evaluated the view
  /// once before, about as much again).
  private static func load(
    _ entry: ProgramEntry, in folder: ProgramFolder, target: String?, policy: DiagnosticPolicy
  ) -> (entry: Entry, work: Int) {
    var problem: String? = nil
    var tappables: Int? = nil
    var changes: Bool? = nil
    var spent = 0
    do throws(SceneLoadError) {
      let program = try SceneProgram(
        folder: folder, viewName: entry.kind == .view ? entry.name : nil, previewName: nil,
        target: target, policy: policy, previewAt: entry.kind == .preview ? entry.location : nil)
      let (buttons, taps, work) = program.buttonsAndTaps(
        in: program.initialState, untilAChange: true)
      // What a finger taps: an `appear` event is not (it still counts for `changesState`).
      tappables = buttons.filter { !$0.kind.isEvent }.count
      spent = 2 * work
      changes = taps.contains { !$0.changes.isEmpty }
    } catch {
      problem =
        error.diagnostics.first { $0.severity == .error }.map { $0.rendered(in: error.sources) }
        ?? error.diagnostics.first.map { $0.rendered(in: error.sources) }
    }
    return (
      describe(entry, in: folder, problem: problem, tappables: tappables, changes: changes), spent
    )
  }

  /// The listing's row for `entry`.
  private static func describe(
    _ entry: ProgramEntry, in folder: ProgramFolder, problem: String?, tappables: Int?,
    changes: Bool?
  ) -> Entry {
    let file = folder.sources.file(containing: entry.location)
    // An untitled preview is picked by its place in the folder (`Views/Card.swift:40`).
    let pickedBy =
      entry.kind == .preview && entry.name.isEmpty ? folder.place(entry.location) : entry.name
    return Entry(
      kind: entry.kind.rawValue, name: entry.name, shows: entry.shows,
      path: file?.path ?? folder.sources.path, line: entry.location.line,
      column: entry.location.column, glassAPIs: entry.glassAPIs, glassRoute: entry.glassRoute,
      problem: problem,
      tappables: tappables, changesState: changes, pickedBy: pickedBy)
  }
}
