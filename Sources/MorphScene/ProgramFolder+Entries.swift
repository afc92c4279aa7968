import MorphDiagnostics
import MorphSyntax

extension ProgramFolder {
  /// The views and previews of `syntax` that use glass, in folder order: each view type, then
  /// each preview, with the glass APIs it reaches.
  package func glassEntries(_ syntax: SourceSyntax) -> [ProgramEntry] {
    let glass = GlassUse(syntax)
    let views = syntax.views
    var entries: [ProgramEntry] = []
    // The view a preview that names none of them falls back to is the same for every such
    // preview: worked out once (it reads the whole program), not once per preview.
    lazy var fallback = SceneProgram.defaultView(views, syntax: syntax, preview: nil)
    // A view that needs content from its caller (a wrapper around SwiftUI's container, a card
    // taking `@ViewBuilder content`) is a helper, not something to preview on its own.
    for view in views where !view.variables.contains(where: Self.isContentInput) {
      let apis = glass.apis(ofType: view.name)
      if !apis.isEmpty {
        entries.append(
          ProgramEntry(
            kind: .view, name: view.name, shows: nil, location: view.location, glassAPIs: apis,
            glassRoute: glass.route(fromType: view.name)))
      }
    }
    for preview in syntax.previews {
      let apis = glass.apis(of: preview)
      guard !apis.isEmpty else { continue }
      var scan = NameScan()
      scan.scan(preview.body)
      let shown = (SceneProgram.viewShown(by: preview, among: views) ?? fallback).flatMap {
        scan.names.contains($0.name) ? $0 : nil
      }
      entries.append(
        ProgramEntry(
          kind: .preview, name: preview.title ?? "", shows: shown?.name,
          location: preview.location, glassAPIs: apis,
          glassRoute: glass.route(of: preview)))
    }
    return entries.sorted { $0.location < $1.location }
  }

  /// The views and previews of the folder that use glass, in folder order: those of `target`
  /// alone when one is given; else each target's read with its own declarations first, as its
  /// compiler sees them — an app with an iOS and a macOS target that each declare a
  /// `NoteEditorView` lists the macOS `ContentView` by the macOS one, not by the glass of the
  /// iOS one.
  package func glassEntries(target: String?) -> [ProgramEntry] {
    if let target { return glassEntries(linked(preferring: target, only: true).syntax) }
    let targets = self.targets
    // Only a name declared twice can resolve differently in two targets; without one, the
    // merged program answers for every target at the cost of one reading.
    var declared: Set<String> = []
    let clashes = linked.syntax.types.contains { !declared.insert($0.name).inserted }
    guard targets.count > 1, clashes else { return glassEntries(linked.syntax) }
    var entries: [ProgramEntry] = []
    for name in [""] + targets {
      let syntax = name.isEmpty ? linked.syntax : linked(preferring: name, only: false).syntax
      entries += glassEntries(syntax).filter { entry in
        fileIndex(of: entry.location).map { Self.target(of: relativePaths[$0]) == name } ?? false
      }
    }
    return entries.sorted { $0.location < $1.location }
  }

  /// Whether a property is content a caller passes (`@ViewBuilder var content: Content`).
  static func isContentInput(_ variable: VariableDeclaration) -> Bool {
    guard variable.getter == nil, !variable.isStatic else { return false }
    return variable.attributes.contains("ViewBuilder")
      || ["Content", "Label"].contains(variable.type?.baseName ?? "")
  }

  /// Where `position` is, as a path inside the folder and a line (`Views/Card.swift:12`).
  package func place(_ position: SourcePosition) -> String {
    guard let index = fileIndex(of: position) else { return sources.path }
    return "\(relativePaths[index]):\(position.line)"
  }

  /// One line naming an entry: `view Card (Views/Card.swift:12)`, `#Preview "Dark" of Card (…)`.
  package func describe(_ entry: ProgramEntry) -> String {
    switch entry.kind {
    case .view: return "view \(entry.name) (\(place(entry.location)))"
    case .preview:
      let title = entry.name.isEmpty ? "untitled #Preview" : "#Preview \"\(entry.name)\""
      return "\(title)\(entry.shows.map { " of \($0)" } ?? "") (\(place(entry.location)))"
    }
  }
}
