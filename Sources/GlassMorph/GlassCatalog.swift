import MorphDiagnostics
import MorphScene

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
    /// The error that keeps it from loading, if any (its first, rendered with its place).
    public let problem: String?
    /// How many things a finger can tap in its first state, `appear` events aside (nil when it
    /// does not load).
    public let tappables: Int?
    /// Whether some tap or `appear` event in its first state changes the state (nil when it does
    /// not load).
    public let changesState: Bool?
    /// The arguments that simulate it: `--view NAME`, or `--preview "TITLE"`.
    public let selection: [String]
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

  /// Reads the folder at `path` and loads each of its glass views and previews.
  public init(
    path: String, defines: Set<String> = [], policy: DiagnosticPolicy = .standard,
    target: String? = nil, includeTests: Bool = false
  ) throws(SceneLoadError) {
    let folder = try ProgramFolder(path: path, includeTests: includeTests, defines: defines)
    let syntax =
      target.map { folder.linked(preferring: $0, only: true).syntax } ?? folder.linked.syntax
    self.path = path
    // One budget for the whole listing: every entry's evaluation and taps count against it.
    let budget = WorkBudget(limit: GlassCatalog.listingSteps)
    self.entries = folder.glassEntries(syntax).map { entry in
      Self.load(entry, in: folder, target: target, policy: policy, budget: budget)
    }
  }

  private static func load(
    _ entry: ProgramEntry, in folder: ProgramFolder, target: String?, policy: DiagnosticPolicy,
    budget: WorkBudget
  ) -> Entry {
    let file = folder.sources.file(containing: entry.location)
    var problem: String? = nil
    var tappables: Int? = nil
    var changes: Bool? = nil
    do throws(SceneLoadError) {
      guard !budget.isSpent else {
        throw SceneLoadError(
          sources: folder.sources,
          diagnostics: [
            Diagnostic(
              .resourceLimit, at: entry.location,
              "Not loaded: the listing's work budget (\(budget.limit) evaluation steps, Docs/Reliability.md) is spent; check this entry on its own."
            )
          ])
      }
      let program = try SceneProgram(
        folder: folder, viewName: entry.kind == .view ? entry.name : nil, previewName: nil,
        target: target, policy: policy, previewAt: entry.kind == .preview ? entry.location : nil)
      let (buttons, taps, work) = program.buttonsAndTaps(in: program.initialState)
      // What a finger taps: an `appear` event is not (it still counts for `changesState`).
      tappables = buttons.filter { !$0.kind.isEvent }.count
      // Loading evaluated the view once before: about as much again.
      budget.spend(2 * work)
      changes = taps.contains { !$0.changes.isEmpty }
    } catch {
      problem =
        error.diagnostics.first { $0.severity == .error }.map { $0.rendered(in: error.sources) }
        ?? error.diagnostics.first.map { $0.rendered(in: error.sources) }
    }
    let selection: [String]
    switch entry.kind {
    case .view: selection = ["--view", entry.name]
    case .preview:
      // An untitled preview is picked by its place in the folder (`Views/Card.swift:40`).
      selection = ["--preview", entry.name.isEmpty ? folder.place(entry.location) : entry.name]
    }
    return Entry(
      kind: entry.kind.rawValue, name: entry.name, shows: entry.shows,
      path: file?.path ?? folder.sources.path, line: entry.location.line,
      column: entry.location.column, glassAPIs: entry.glassAPIs, problem: problem,
      tappables: tappables, changesState: changes, selection: selection)
  }
}
