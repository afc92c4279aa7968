import Foundation
import MorphDiagnostics
import MorphFrontend
import MorphSyntax

extension SceneProgram {
  /// Loads a view of an app's folder: the one `viewName` names, the one the `#Preview` titled
  /// `previewName` shows, or — with neither — the folder's one glass preview or glass view
  /// (several: an error that lists them). Every file is one program; the view's target comes
  /// first where names clash, and `target` restricts the program to one target.
  /// `previewAt` picks a preview by where it is (an untitled one, from `check --list`).
  package init(
    folder: ProgramFolder, viewName: String?, previewName: String?, target: String?,
    policy: DiagnosticPolicy, previewAt: SourcePosition? = nil
  ) throws(SceneLoadError) {
    let sources = folder.sources
    if let target, !folder.targets.contains(target) {
      throw ProgramFolder.error(
        sources.path,
        "There is no target '\(target)' in this folder; its targets are \(folder.targets.map { "'\($0)'" }.joined(separator: ", ")).",
        id: .noView)
    }
    let allChoice = target.map { ProgramFolder.LinkChoice(target: $0, only: true) }
    let all = folder.program(allChoice)
    let viewTypeName: String?
    let chosenPreview: PreviewDeclaration?
    if let previewAt, let preview = all.syntax.previews.first(where: { $0.location == previewAt }) {
      (viewTypeName, chosenPreview) = (nil, preview)
    } else {
      (viewTypeName, chosenPreview) = try Self.choose(
        in: folder, all.syntax, viewName: viewName, previewName: previewName)
    }
    // The chosen view's target first, so its declarations win where targets share names.
    let viewLocation =
      viewTypeName.flatMap { all.syntax.type(named: $0)?.location } ?? chosenPreview?.location
    let preferred = viewLocation.flatMap(folder.fileIndex(of:)).map {
      ProgramFolder.target(of: folder.relativePaths[$0])
    }
    let choice =
      preferred.map { ProgramFolder.LinkChoice(target: target ?? $0, only: target != nil) }
      ?? allChoice
    let linked = folder.program(choice)
    let syntax = linked.syntax
    let preview =
      chosenPreview.flatMap { chosen in
        syntax.previews.first { $0.location == chosen.location }
      }
      ?? viewTypeName.flatMap {
        SceneProgram.preview(in: syntax, named: nil, showing: $0, fallBackToFirst: false)
      }
    // A chosen preview is shown as it is: about the view it shows, or alone when it shows none.
    let view =
      viewTypeName.flatMap { syntax.type(named: $0) }
      ?? (chosenPreview != nil
        ? preview.flatMap { SceneProgram.viewShown(by: $0, among: syntax.views) }
        : SceneProgram.defaultView(syntax.views, syntax: syntax, preview: preview))
    let shown = Set(
      [view?.location, preview?.location].compactMap { $0 }.compactMap(folder.fileIndex(of:)))
    var diagnostics = folder.skipped.map { $0.with(severity: .warning) }
    var hidden: [Int: Int] = [:]
    let (recovered, broken) = Self.recoveringOtherFiles(linked.diagnostics, folder, shown: shown)
    diagnostics += broken
    for diagnostic in policy.apply(to: recovered) {
      let file = folder.fileIndex(of: diagnostic.location)
      if diagnostic.severity == .error || file.map(shown.contains) ?? true {
        diagnostics.append(diagnostic)
      } else if let file {
        hidden[file, default: 0] += 1
      }
    }
    if !hidden.isEmpty {
      let count = hidden.values.reduce(0, +)
      diagnostics.append(
        Diagnostic(
          .otherFiles, at: .start,
          "\(count) warning\(count == 1 ? "" : "s") in \(hidden.count) other file\(hidden.count == 1 ? "" : "s") of the folder (\(hidden.keys.sorted().prefix(3).map { folder.relativePaths[$0] }.joined(separator: ", "))\(hidden.count > 3 ? ", …" : "")) are not listed; check a file on its own to see them."
        ))
    }
    try self.init(
      sources: sources, syntax: syntax, view: view, preview: preview, previewName: previewName,
      diagnostics: diagnostics, policy: policy, assets: folder.assets,
      selfContaining: folder.selfContaining(of: choice))
  }

  /// A file the view does not live in that the parser could not read whole (an app checked in
  /// mid-edit): its syntax errors become warnings, counted with the other files' warnings, and one
  /// `broken-other-file` warning per such file says so where its first error is. Such a file
  /// declares nothing (`Frontend.parseFile`): what the view uses from it is an unknown, explored.
  /// The view's own files keep their errors, as the compiler would stop there.
  private static func recoveringOtherFiles(
    _ diagnostics: [Diagnostic], _ folder: ProgramFolder, shown: Set<Int>
  ) -> (diagnostics: [Diagnostic], broken: [Diagnostic]) {
    var broken: [Int: Diagnostic] = [:]
    let recovered = diagnostics.map { diagnostic -> Diagnostic in
      guard diagnostic.severity == .error, diagnostic.id.domain == "syntax",
        let file = folder.fileIndex(of: diagnostic.location), !shown.contains(file)
      else { return diagnostic }
      if broken[file] == nil {
        broken[file] = Diagnostic(
          .brokenOtherFile, at: diagnostic.location,
          "\(folder.relativePaths[file]) has syntax errors the compiler rejects (\(diagnostic.message)); the app does not build as it is. The view loads without that file's declarations (what it uses from them is an unknown); check that file on its own to see every error."
        )
      }
      return diagnostic.with(severity: .warning)
    }
    return (recovered, broken.keys.sorted().compactMap { broken[$0] })
  }

  /// The view (by name) and preview to simulate in a folder, or an error saying what exists.
  private static func choose(
    in folder: ProgramFolder, _ syntax: SourceSyntax, viewName: String?, previewName: String?
  ) throws(SceneLoadError) -> (String?, PreviewDeclaration?) {
    // The folder's glass entries are read from every name of the program: only when a choice
    // has to be made or an error lists them (`check --list` loads each entry by name).
    let entries = { folder.glassEntries(syntax) }
    let listing = { (entries: [ProgramEntry]) in
      entries.prefix(12).map { "  \(folder.describe($0))" }.joined(separator: "\n")
        + (entries.count > 12
          ? "\n  … and \(entries.count - 12) more (the folder's listing shows all)" : "")
    }
    if let viewName {
      guard let type = syntax.type(named: viewName), type.isView else {
        let views = entries().filter { $0.kind == .view }
        throw ProgramFolder.error(
          folder.sources.path,
          "There is no View named '\(viewName)' in this folder."
            + (views.isEmpty ? "" : " The views that use glass are:\n" + listing(views)),
          id: .noView)
      }
      return (type.name, nil)
    }
    if let previewName {
      // An untitled preview is named by its place: `--preview Views/Card.swift:40`.
      let placed = syntax.previews.first { folder.place($0.location) == previewName }
      guard let preview = syntax.previews.first(where: { $0.title == previewName }) ?? placed
      else {
        let titled = syntax.previews.compactMap(\.title)
        throw ProgramFolder.error(
          folder.sources.path,
          "There is no #Preview named '\(previewName)' in this folder"
            + (titled.isEmpty
              ? "; its previews have no titles."
              : "; its previews are \(titled.prefix(20).map { "'\($0)'" }.joined(separator: ", "))."),
          id: .noView, remedy: titled.isEmpty ? .pickView : .pickPreview)
      }
      return (nil, preview)
    }
    let all = entries()
    let previews = all.filter { $0.kind == .preview }
    let views = all.filter { $0.kind == .view }
    if previews.count == 1,
      let preview = syntax.previews.first(where: { $0.location == previews[0].location })
    {
      return (nil, preview)
    }
    if previews.count > 1 || views.count > 1 {
      let several = previews.count > 1 ? previews : views
      throw ProgramFolder.error(
        folder.sources.path,
        "This folder has \(several.count) \(previews.count > 1 ? "#Previews" : "views") that use glass:\n"
          + listing(several),
        id: .noView, remedy: .pickViewOrPreview)
    }
    if let view = views.first { return (view.name, nil) }
    let (message, remedy) =
      !syntax.views.isEmpty
      ? (
        "No view in this folder uses Liquid Glass (glassEffect, GlassEffectContainer, .buttonStyle(.glass)).",
        Remedy.pickView
      ) : SceneProgram.noViewMessage(syntax, of: "folder")
    throw ProgramFolder.error(folder.sources.path, message, id: .noView, remedy: remedy)
  }
}
