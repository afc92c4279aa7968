import Foundation
import MorphCore
import MorphDiagnostics
import MorphFrontend
import MorphSyntax
import MorphViewTree

/// A loaded scene: the parsed file, the view it simulates and that view's state.
///
/// ```swift
/// let scene = try Scene(source: SourceFile(path: "toolbar.swift", text: text))
/// let view = scene.evaluate(scene.initialState)
/// let tapped = scene.tap(view.buttons[0], in: scene.initialState)
/// ```
package struct SceneProgram: Sendable {
  /// The program's files: the one scene file, or every `.swift` file of the folder.
  package let sources: SourceSet
  /// The file the simulated view is declared in.
  package var file: SourceFile { sources.file(containing: view.location) ?? sources.files[0] }
  /// Everything it declares.
  package let syntax: SourceSyntax
  /// The view simulated: the first `View` struct, or the one asked for.
  package let view: TypeDeclaration
  /// The view types that contain themselves unconditionally (an error when shown).
  let selfContaining: [String: SelfContainment.Cycle]
  /// The root's `@State` properties and the `@Binding`s kept as state, in declaration order.
  package let stateDeclarations: [VariableDeclaration]
  /// The `#Preview` the scene is shown in (the first, or the one asked for), if any.
  package let preview: PreviewDeclaration?
  /// The state the view starts in.
  package let initialState: SceneState
  /// Warnings from parsing and from computing the initial state.
  package let diagnostics: [Diagnostic]
  /// The system settings views are evaluated under.
  package var environment = SceneEnvironment.standard
  /// The colours of the app's asset catalogs (empty for a single file).
  package var assets = AssetCatalog()
  /// What the user asked of diagnostics by ID (`--silence`, `--warnings-as-errors`); every list
  /// of diagnostics the scene gives is under it.
  package let policy: DiagnosticPolicy

  /// Reads and loads the scene at `path`. Errors: the file cannot be read or the scene has errors.
  /// The largest scene file read, in bytes (1 MiB: scenes are source files, and a bigger one is
  /// almost certainly something else).
  package static let maximumSourceBytes = 1 << 20

  static func tooLarge(bytes: Int) -> String {
    "This file is \(bytes) bytes; scenes are at most \(maximumSourceBytes) bytes (1 MiB). Give the Swift file with the view."
  }

  /// An error for source that is too large or contains NUL bytes (a binary file), before lexing.
  static func binaryOrOversized(_ source: SourceFile) -> Diagnostic? {
    let bytes = source.text.utf8.count
    if bytes > maximumSourceBytes {
      return Diagnostic(.binaryFile, at: .start, tooLarge(bytes: bytes))
    }
    var line = 1
    var column = 1
    var offset = 0
    for scalar in source.text.unicodeScalars {
      if scalar == "\0" {
        return Diagnostic(
          .binaryFile, at: SourcePosition(line: line, column: column, offset: offset),
          "The file contains a NUL byte here; it is binary data, not Swift source.")
      }
      if scalar == "\n" {
        line += 1
        column = 1
      } else {
        column += 1
      }
      offset += 1
    }
    return nil
  }

  package static func load(
    path: String, viewName: String? = nil, previewName: String? = nil, defines: Set<String> = [],
    platform: TargetPlatform? = nil, policy: DiagnosticPolicy = .standard,
    options: FolderOptions = FolderOptions()
  ) throws(SceneLoadError) -> SceneProgram {
    // Through a symbolic link, what it points at decides (a link to an app's folder is a folder).
    let attributes = try? FileManager.default.attributesOfItem(
      atPath: (path as NSString).resolvingSymlinksInPath)
    if attributes?[.type] as? FileAttributeType == .typeDirectory {
      return try SceneProgram(
        folder: ProgramFolder(
          path: path, includeTests: options.includeTests, defines: defines,
          platform: platform ?? .iOS, fontReader: options.fontReader),
        viewName: viewName, previewName: previewName, target: options.target, policy: policy)
    }
    if let attributes, attributes[.type] as? FileAttributeType != .typeRegular {
      throw SceneLoadError(
        file: SourceFile(path: path, text: ""),
        diagnostics: [
          Diagnostic(
            .fileTooLarge, at: .start,
            "This is not a regular file; give the path of a .swift file or of an app's folder."
          )
        ])
    }
    if let size = attributes?[.size] as? Int, size > maximumSourceBytes {
      throw SceneLoadError(
        file: SourceFile(path: path, text: ""),
        diagnostics: [Diagnostic(.fileTooLarge, at: .start, tooLarge(bytes: size))])
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      let file = SourceFile(path: path, text: "")
      throw SceneLoadError(
        file: file,
        diagnostics: [
          Diagnostic(
            .fileUnreadable, at: .start,
            "Cannot read the file; check that the path exists and is readable.")
        ])
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw SceneLoadError(
        file: SourceFile(path: path, text: ""),
        diagnostics: [
          Diagnostic(.fileUnreadable, at: .start, "The file is not UTF-8 text; save it as UTF-8.")
        ])
    }
    return try SceneProgram(
      source: SourceFile(path: path, text: text), viewName: viewName, previewName: previewName,
      defines: defines, platform: platform, policy: policy)
  }

  /// Parses `source` and prepares the view `viewName` (default: the first `View` struct);
  /// `defines` are conditions set for `#if` besides `DEBUG` (`--define NAME`); `platform` the
  /// build's platform (nil: iOS, or the one platform a file's views are all built for).
  package init(
    source: SourceFile, viewName: String? = nil, previewName: String? = nil,
    defines: Set<String> = [], platform asked: TargetPlatform? = nil,
    policy: DiagnosticPolicy = .standard
  ) throws(SceneLoadError) {
    if let problem = Self.binaryOrOversized(source) {
      throw SceneLoadError(file: source, diagnostics: [problem])
    }
    let (read, platform, platformNote) = Self.parse(source, defines: defines, platform: asked)
    var parsed = read
    var sources = SourceSet(single: source)
    // A file of helpers alone: shown on stand-ins (HelperStandIns), read as a second file —
    // unless it has a `#Preview` of its own, which is what its author wrote to show them. Views
    // that reach no glass beside glass helpers (a label outline beside `.glassCircleSurface()`)
    // leave the helpers to be shown the same way; `--view` still picks such a view.
    var showsStandIns = false
    if viewName == nil, parsed.syntax.previews.isEmpty,
      !parsed.diagnostics.contains(where: { $0.severity == .error }),
      case let glass = GlassUse(parsed.syntax),
      case let glasslessViews = Self.viewsWithoutGlass(parsed.syntax, glass: glass),
      glasslessViews.count == parsed.syntax.views.count,
      let standIns = HelperStandIns(parsed.syntax, glass: glass)
    {
      showsStandIns = true
      let extra = SourceFile(path: source.path + HelperStandIns.pathSuffix, text: standIns.source)
      parsed = Frontend.link([
        Frontend.parseFile(source, defines: defines, platform: platform),
        Frontend.parseFile(
          extra, base: source.scalars.count + 1, sitePrefix: "stand-ins/", defines: defines,
          platform: platform),
      ])
      parsed.diagnostics.append(SceneProgram.standInsNote(standIns, passingOver: glasslessViews))
      sources = SourceSet(single: source, appending: extra)
    }
    if let platformNote { parsed.diagnostics.append(platformNote) }
    let syntax = parsed.syntax
    var diagnostics = policy.apply(to: parsed.diagnostics)
    let views = syntax.views
    let chosen: TypeDeclaration?
    if let viewName {
      chosen = syntax.type(named: viewName)
      if chosen == nil || chosen?.isView == false {
        let names = views.map(\.name).joined(separator: ", ")
        diagnostics.append(
          Diagnostic(
            .noView, at: .start,
            "There is no View named '\(viewName)' in this file\(names.isEmpty ? "" : "; it declares \(names)")."
          ))
      }
    } else {
      chosen =
        showsStandIns
        ? syntax.type(named: HelperStandIns.viewName)
        : SceneProgram.defaultView(
          views, syntax: syntax, preview: SceneProgram.preview(in: syntax, named: previewName))
      // A file of previews alone (`#Preview { Text("Hi").glassEffect() }`) shows its preview.
      let previewsAlone = views.isEmpty && (previewName == nil || !syntax.previews.isEmpty)
      if chosen == nil && !diagnostics.contains(where: { $0.severity == .error })
        && !(previewsAlone && !syntax.previews.isEmpty)
      {
        diagnostics.append(SceneProgram.noViewDiagnostic(syntax))
      }
    }
    let preview = SceneProgram.preview(
      in: syntax, named: previewName, showing: viewName == nil ? nil : chosen?.name)
    try self.init(
      sources: sources, syntax: syntax, view: chosen, preview: preview,
      previewName: previewName, diagnostics: diagnostics, policy: policy)
    if viewName == nil, previewName == nil, let shown = preview, syntax.previews.count > 1,
      !showsGlass(),
      let (glassy, view) = SceneProgram.firstPreviewAskingForGlass(
        syntax, after: shown, selfContaining: selfContaining),
      let other = try? SceneProgram(
        sources: sources, syntax: syntax, view: view, preview: glassy, previewName: nil,
        diagnostics: diagnostics + [SceneProgram.previewChosenNote(glassy, instead: shown)],
        policy: policy)
    {
      self = other
    }
  }

  /// Prepares `view` of a parsed program, shown in `preview`; `diagnostics` are those so far, and
  /// `known` the program's self-containing views where they were found already.
  init(
    sources: SourceSet, syntax: SourceSyntax, view chosen: TypeDeclaration?,
    preview: PreviewDeclaration?, previewName: String?, diagnostics: [Diagnostic],
    policy: DiagnosticPolicy, assets: AssetCatalog = AssetCatalog(),
    selfContaining known: [String: SelfContainment.Cycle]? = nil
  ) throws(SceneLoadError) {
    var diagnostics = diagnostics
    if diagnostics.contains(where: { $0.severity == .error }) || (chosen == nil && preview == nil) {
      throw SceneLoadError(sources: sources, diagnostics: SceneProgram.sorted(diagnostics))
    }
    // A preview that shows none of the program's views is a scene of its own: its root is a
    // view with no state, named for the preview.
    let root =
      chosen
      ?? TypeDeclaration(
        kind: .structure, name: SceneProgram.previewRootName, location: preview?.location ?? .start)
    // The initial state: every slot the views create when first shown (Docs/SceneLanguage.md).
    if let previewName, preview == nil {
      let titles = syntax.previews.compactMap(\.title)
      diagnostics.append(
        Diagnostic(
          .noView, at: .start,
          "There is no #Preview named '\(previewName)' in this file\(titles.isEmpty ? "" : "; its previews are " + titles.map { "'\($0)'" }.joined(separator: ", "))."
        ))
    }
    let store = StateStore(state: SceneState([]), rootKey: root.name)
    let evaluator = Evaluator(syntax: syntax, root: root, store: store)
    let selfContaining = known ?? SelfContainment.cycles(in: syntax)
    evaluator.assets = assets
    evaluator.selfContaining = selfContaining
    _ = evaluator.evaluateScene(preview: preview)
    diagnostics += policy.apply(to: evaluator.initializationDiagnostics)
    if diagnostics.contains(where: { $0.severity == .error }) {
      throw SceneLoadError(sources: sources, diagnostics: SceneProgram.sorted(diagnostics))
    }
    self.sources = sources
    self.assets = assets
    self.syntax = syntax
    self.view = root
    self.selfContaining = selfContaining
    self.preview = preview
    self.policy = policy
    self.initialState = store.canonicalSnapshot()
    let keptBindings = evaluator.bindingsKeptAsState
    self.stateDeclarations = root.variables.filter {
      $0.isState || $0.attributes.contains("AppStorage") || $0.attributes.contains("SceneStorage")
        || (!$0.isStatic && keptBindings.contains($0.name))
    }
    self.diagnostics = SceneProgram.sorted(diagnostics)
  }

  /// The name a preview that shows no declared view is simulated under: not a Swift identifier,
  /// so it names no type of the program.
  package static let previewRootName = "#Preview"

  /// What a file without a view gets: a note naming the helpers it declares (modifiers, styles,
  /// `extension View` methods) and that they are used from other files; an error when it declares
  /// nothing a view could use either.
  static func noViewDiagnostic(_ syntax: SourceSyntax) -> Diagnostic {
    var helpers: [String] = []
    for type in syntax.allTypes
    where type.inheritedTypes.contains(where: { helperProtocols.contains($0) }) {
      helpers.append(
        "\(type.name) (\(type.inheritedTypes.first { helperProtocols.contains($0) } ?? ""))")
    }
    for (extended, addition) in syntax.builtinExtensions.sorted(by: { $0.key < $1.key }) {
      for function in addition.functions {
        helpers.append(".\(function.name)() (extension \(extended))")
      }
      for variable in addition.variables {
        helpers.append(".\(variable.name) (extension \(extended))")
      }
    }
    guard !helpers.isEmpty else {
      let (message, remedy) = noViewMessage(syntax)
      return Diagnostic(.noView, at: .start, message, remedy: remedy)
    }
    let shown = helpers.prefix(8).joined(separator: ", ") + (helpers.count > 8 ? ", …" : "")
    return Diagnostic(
      .helpersOnly, at: .start,
      "This file declares no view, only helpers for views elsewhere: \(shown).",
      remedy: .listFolder)
  }

  /// Why a file has no view to simulate, with what it does declare: views only in `#if` branches
  /// an iOS build leaves out, types conforming to protocols from other files (`PlatformView`,
  /// perhaps a `View`), or the types it has.
  static func noViewMessage(_ syntax: SourceSyntax, of subject: String = "file") -> (
    String, Remedy?
  ) {
    let lead =
      "This \(subject) declares no 'struct … : View'; a scene needs a SwiftUI view to simulate."
    if let first = syntax.inactiveViews.first {
      let names = syntax.inactiveViews.prefix(4).map { "'\($0.name)'" }.joined(separator: ", ")
      let more = syntax.inactiveViews.count > 4 ? ", …" : ""
      // The platform the branch names, where it names one plainly (not `#else` or `!os(…)`).
      let platform = TargetPlatform.allCases.first {
        first.condition.contains("os(\($0.rawValue))") && !first.condition.hasPrefix("#else")
          && !first.condition.contains("!")
      }
      let built = platform.map { " (they are built for \($0.rawValue))" } ?? ""
      return (
        "This \(subject)'s views (\(names)\(more)) are inside '#if \(first.condition)', which this build leaves out\(built), so there is no view to show here.",
        .pickPlatform
      )
    }
    let structures = syntax.allTypes.filter { $0.kind == .structure }
    let undeclared = structures.compactMap { type -> String? in
      let foreign = type.inheritedTypes.filter {
        syntax.protocols[$0] == nil && !knownProtocols.contains($0)
      }
      guard let first = foreign.first else { return nil }
      return "'\(type.name)' conforms to '\(first)'"
    }
    if !undeclared.isEmpty {
      return (
        lead
          + " \(undeclared.prefix(3).joined(separator: ", ")), declared in another file; if that is a View, it is in the app's folder.",
        .listFolder
      )
    }
    let declared = syntax.allTypes.prefix(4).map { "'\($0.name)'" }.joined(separator: ", ")
    return (declared.isEmpty ? lead : lead + " It declares \(declared).", nil)
  }

  /// Standard-library and SwiftUI protocols a non-view type commonly conforms to: not a hint that
  /// it is a view from another file.
  static let knownProtocols: Set<String> = [
    "Identifiable", "Hashable", "Equatable", "Codable", "Decodable", "Encodable", "Sendable",
    "CaseIterable", "Comparable", "CustomStringConvertible", "Error", "ObservableObject",
    "EnvironmentKey", "PreferenceKey", "ToolbarContent", "Scene", "App", "Shape",
    "InsettableShape", "ViewModifier", "ButtonStyle", "PrimitiveButtonStyle", "LabelStyle",
    "ToggleStyle", "TextFieldStyle", "ShapeStyle", "RawRepresentable", "Animatable",
    "UIViewRepresentable", "UIViewControllerRepresentable", "NSViewRepresentable",
    "TimelineEntry", "AppIntent", "Widget", "TipKit", "Tip",
  ]

  /// The note on a file of helpers shown on stand-ins: what it declares, what is shown on what,
  /// and where the views that use them are.
  static func standInsNote(_ standIns: HelperStandIns, passingOver views: [String] = [])
    -> Diagnostic
  {
    let helpers = standIns.shown.joined(separator: ", ")
    let lead =
      views.isEmpty
      ? "This file declares no view, only helpers for views elsewhere"
      : "This file's views (\(views.prefix(4).joined(separator: ", "))\(views.count > 4 ? ", …" : "")) reach no glass; its glass is in helpers for views elsewhere"
    let skipped =
      standIns.skipped.isEmpty
      ? ""
      : " Not shown (their arguments need values from the app): "
        + standIns.skipped.joined(separator: ", ") + "."
    return Diagnostic(
      .helpersOnly, at: .start,
      "\(lead); its glass helpers are shown on stand-in views: \(helpers).\(skipped)",
      remedy: views.isEmpty ? .listFolder : .listFolderOrPickView)
  }

  /// The names of `syntax`'s views that reach no glass (per `glass`), directly or through what
  /// they use.
  static func viewsWithoutGlass(_ syntax: SourceSyntax, glass: GlassUse) -> [String] {
    syntax.views.filter { glass.apis(ofType: $0.name).isEmpty }.map(\.name)
  }

  /// Protocols whose conformers are helpers views use (`.modifier(…)`, `.buttonStyle(…)`, shapes).
  static let helperProtocols: Set<String> = [
    "ViewModifier", "ButtonStyle", "PrimitiveButtonStyle", "Shape", "ToggleStyle", "LabelStyle",
    "TextFieldStyle", "ProgressViewStyle", "GaugeStyle", "MenuStyle", "InsettableShape",
  ]

  /// Evaluates the view (and its preview) in `state`; the result's `state` is the canonical one
  /// (the slots of the instances on screen).
  package func evaluate(_ state: SceneState) -> EvaluatedView {
    let (evaluator, root, preview) = makeEvaluator(state)
    return EvaluatedView(
      tree: ViewTree(
        root: root, preview: preview, rootName: view.name, environment: environment),
      buttons: SceneProgram.buttons(in: preview ?? root, actions: evaluator.actions),
      diagnostics: policy.apply(to: evaluator.diagnostics),
      state: evaluator.store.canonicalSnapshot(), work: evaluator.evaluationSteps,
      isCut: evaluator.isCut)
  }

  /// Runs `button`'s action in `state`.
  package func tap(_ button: ButtonSummary, in state: SceneState) -> ActionResult {
    tap([button], in: state)[0]
  }

  /// Taps each of `buttons`, each from `state`: one evaluation of the views, then every action
  /// from that same evaluated state (exploration taps every button of every state).
  package func tap(_ buttons: [ButtonSummary], in state: SceneState) -> [ActionResult] {
    let (evaluator, _, _) = makeEvaluator(state)
    return tap(buttons, in: state, with: evaluator)
  }

  /// The buttons of `state`, what tapping each does, and the evaluation steps it all took, from
  /// one evaluation (`check --list` asks this of every view of a folder). With
  /// `untilAChange`, buttons are tapped in order only until one changes the state — all a
  /// listing asks ("changes state") — so a view of a thousand rows' buttons costs one tap, not a
  /// thousand (a chat app's message list held 918 slots and took every row's tap, growing its
  /// listing to 24 GB).
  package func buttonsAndTaps(in state: SceneState, untilAChange: Bool = false) -> (
    buttons: [ButtonSummary], taps: [ActionResult], work: Int
  ) {
    let (evaluator, root, preview) = makeEvaluator(state)
    let evaluation = evaluator.evaluationSteps
    let buttons = SceneProgram.buttons(in: preview ?? root, actions: evaluator.actions)
    let taps = tap(buttons, in: state, with: evaluator, untilAChange: untilAChange)
    return (buttons, taps, taps.isEmpty ? evaluation : taps.reduce(0) { $0 + $1.work })
  }

  private func tap(
    _ buttons: [ButtonSummary], in state: SceneState, with evaluator: Evaluator,
    untilAChange: Bool = false
  ) -> [ActionResult] {
    let evaluated = evaluator.checkpoint()
    var unchanged: SceneState?
    // Each tap from the evaluated state: the evaluator is put back before every tap but the first.
    func tapOne(_ number: Int, _ button: ButtonSummary) -> ActionResult {
      if number > 0 { evaluator.restore(evaluated) }
      guard evaluator.actions.indices.contains(button.actionIndex) else {
        return ActionResult(
          state: state, changes: [], steps: [],
          diagnostics: [
            Diagnostic(
              .stateWriteSkipped, at: button.location,
              "This button no longer exists in this state.")
          ])
      }
      evaluator.postedNotifications = []
      evaluator.unknownsCalled = []
      evaluator.newAssumptions = []
      var changes = evaluator.runAction(
        evaluator.actions[button.actionIndex], at: button.location)
      let unknownsRead = evaluator.newAssumptions.filter { state[$0.key] == nil }
      changes += deliverNotifications(on: evaluator, at: button.location)
      var diagnostics = policy.apply(to: evaluator.diagnostics)
      var steps = evaluator.actionSteps
      // What runs when a view appears is often app code the simulator cannot run (a store's
      // `load()`, a singleton's setup): its errors are warnings and it changes nothing, so
      // exploring, the default timeline and `--tap appear` all keep the view as it appeared.
      if button.kind.isEvent, diagnostics.contains(where: { $0.severity == .error }) {
        changes = []
        steps = []
        diagnostics = diagnostics.map { $0.severity == .error ? $0.with(severity: .warning) : $0 }
      }
      // The action's steps, and the views' evaluation once, with the first tap.
      let work =
        evaluator.evaluationSteps - evaluated.evaluationSteps
        + (number == 0 ? evaluated.evaluationSteps : 0)
      let after: SceneState
      if changes.isEmpty {
        // The evaluated state, the same for every tap that changes nothing.
        if unchanged == nil {
          evaluator.restore(evaluated)
          unchanged = evaluator.store.canonicalSnapshot()
        }
        after = unchanged ?? state
      } else {
        // runAction closes its last step with the full snapshot after every change.
        after = evaluator.actionSteps.last?.state ?? evaluator.store.fullSnapshot()
      }
      var result = ActionResult(
        state: after, changes: changes, steps: steps, diagnostics: diagnostics)
      result.work = work
      result.unknownsRead = unknownsRead
      if !changes.isEmpty || !evaluator.unknownsCalled.isEmpty, !evaluator.changeWatches.isEmpty {
        result = runChangeActions(after: result, on: evaluator)
      }
      return result
    }
    var results: [ActionResult] = []
    for (number, button) in buttons.enumerated() {
      let result = tapOne(number, button)
      results.append(result)
      if untilAChange, !result.changes.isEmpty { break }
    }
    return results
  }

  /// Runs the `.onReceive` actions of the notifications the action just posted, in the order
  /// posted (NotificationCenter delivers before `post` returns), in the transaction of the
  /// action's last change; a notification those actions post is delivered too, up to
  /// `maximumChangeRounds` rounds. Returns the changes they made (the steps are the evaluator's).
  private func deliverNotifications(on evaluator: Evaluator, at location: SourcePosition)
    -> [StateChange]
  {
    var made: [StateChange] = []
    var steps = evaluator.actionSteps
    for _ in 0..<Self.maximumChangeRounds {
      let posted = evaluator.postedNotifications
      guard !posted.isEmpty else { break }
      evaluator.postedNotifications = []
      let inherited = (made.last ?? steps.last?.changes.last).flatMap {
        $0.isAnimated ? (animation: $0.animation, written: $0.animationSource) : nil
      }
      for name in posted {
        for index in evaluator.notificationReceivers[name] ?? []
        where evaluator.actions.indices.contains(index) {
          made += evaluator.runAction(
            evaluator.actions[index], inheriting: inherited, at: location)
          steps += evaluator.actionSteps
        }
      }
    }
    evaluator.actionSteps = steps
    return made
  }

  /// The rounds of `.onChange` actions one tap may set off (each round's actions changing
  /// values others watch) before the simulator stops with a warning — SwiftUI itself logs that an
  /// onChange action "tried to update multiple times per frame" when they chase each other.
  static let maximumChangeRounds = 8

  /// `tapped` with the `.onChange` actions it sets off: on the evaluator the tap ran on (its store
  /// holds the state after the tap), each watched expression is read again, and every watch whose
  /// value differs from the one the views were built with runs (with the old and new values, in
  /// the transaction of the tap's last change [model: SwiftUI runs them in the update that change
  /// caused]) — again while their changes change watched values.
  private func runChangeActions(after tapped: ActionResult, on evaluator: Evaluator)
    -> ActionResult
  {
    var state = tapped.state
    var changes = tapped.changes
    var steps = tapped.steps
    var diagnostics = tapped.diagnostics
    let inherited = changes.last.flatMap {
      $0.isAnimated ? (animation: $0.animation, written: $0.animationSource) : nil
    }
    let watches = evaluator.changeWatches
    let stepsBefore = evaluator.evaluationSteps
    var watched = watches.map(\.value)
    var settled = false
    // A tap that changes nothing itself but calls a method of an unknown the simulator cannot
    // run (a coordinator's `moveFocus(to:)`) may have changed what that unknown holds: the
    // watches of its members fire once, with the unknown as their new value. (Only then: a tap
    // that changes state shows its own effect, and running every watch of a store after each of
    // its calls spent a media editor's exploration budget at 50 states instead of 64.)
    var calledOn =
      tapped.changes.isEmpty
      ? Self.watchesOfCalledUnknowns(watches, called: evaluator.unknownsCalled) : []
    var unknownsRead = tapped.unknownsRead
    for _ in 0..<Self.maximumChangeRounds {
      let reported = evaluator.diagnostics.count
      let now = watches.map { evaluator.watchedValue(of: $0) }
      let fired = watches.indices.filter {
        !Self.isSameWatched(watched[$0], now[$0]) || calledOn.contains($0)
      }
      guard !fired.isEmpty else {
        settled = true
        break
      }
      for index in fired {
        let watch = watches[index]
        let assumedBefore = evaluator.newAssumptions.count
        if calledOn.contains(index), case .placeholder(let text) = now[index] {
          evaluator.report(
            .approximation,
            "'\(text)' belongs to something a tap called app code of that the simulator cannot run; that call may change it, so this '.onChange' runs after the tap with its new value unknown.",
            at: watch.location, severity: .note)
        }
        defer {
          // What a change the call may have made reads is explored both ways, as the tap's own
          // reads are.
          if calledOn.contains(index) {
            unknownsRead += evaluator.newAssumptions[assumedBefore...].filter {
              tapped.state[$0.key] == nil
            }
          }
        }
        let made = evaluator.runAction(
          watch.action,
          arguments: Evaluator.changeArguments(
            for: watch.action, old: watched[index], new: now[index]),
          inheriting: inherited, at: watch.location)
        changes += made
        steps += evaluator.actionSteps
        if !made.isEmpty {
          state = evaluator.actionSteps.last?.state ?? evaluator.store.fullSnapshot()
        }
      }
      watched = now
      calledOn = []
      diagnostics += policy.apply(to: Array(evaluator.diagnostics[reported...]))
    }
    if !settled {
      diagnostics.append(
        Diagnostic(
          .elementLimit, at: watches.first?.location ?? view.location,
          "'.onChange' actions kept changing values other '.onChange' actions watch; the simulator stopped after \(Self.maximumChangeRounds) rounds (SwiftUI warns of this too). Make one of them stop changing what the other watches."
        ))
    }
    var result = ActionResult(
      state: state, changes: changes, steps: steps, diagnostics: diagnostics)
    result.work = tapped.work + evaluator.evaluationSteps - stepsBefore
    // What the tap's own action read is still what exploring may try again, and what a change
    // its calls of unknowns may have made read.
    result.unknownsRead = unknownsRead
    return result
  }

  /// The watches whose value is a member of an unknown the action called a method of (a
  /// `.onChange(of: coordinator.currentFocus)` after `coordinator.moveFocus(to: .name)`), by
  /// index.
  static func watchesOfCalledUnknowns(_ watches: [ChangeWatch], called: [String]) -> Set<Int> {
    guard !called.isEmpty else { return [] }
    return Set(
      watches.indices.filter { index in
        guard case .placeholder(let text) = watches[index].value else { return false }
        return called.contains { base in
          text.hasPrefix(base + ".") || text.hasPrefix(base + "?.")
        }
      })
  }

  /// Whether a watched value is unchanged: equal, or the same unknown (an unknown is equal to
  /// nothing in a condition, yet reading the same one twice is no change).
  static func isSameWatched(_ before: Value, _ after: Value) -> Bool {
    switch (before, after) {
    case (.placeholder(let first), .placeholder(let second)): return first == second
    case (.array(let first), .array(let second)):
      return first.count == second.count
        && zip(first, second).allSatisfy { isSameWatched($0, $1) }
    default: return before.isEqual(to: after)
    }
  }

  private func makeEvaluator(_ state: SceneState) -> (Evaluator, ViewNode, ViewNode?) {
    let evaluator = Evaluator(
      syntax: syntax, root: view, store: StateStore(state: state, rootKey: view.name))
    evaluator.system = environment
    evaluator.assets = assets
    evaluator.selfContaining = selfContaining
    evaluator.sources = sources
    let (root, preview) = evaluator.evaluateScene(preview: preview)
    return (evaluator, root, preview)
  }

  /// The `#Preview` called `name`; else the first that mentions the view `showing`, when a view
  /// is named; else the first.
  /// (In one file the first preview is still tried when none mentions the view: it may show it
  /// through a helper; in a folder, previews of other views are not evaluated.)
  static func preview(
    in syntax: SourceSyntax, named name: String?, showing view: String? = nil,
    fallBackToFirst: Bool = true
  ) -> PreviewDeclaration? {
    if let name { return syntax.previews.first { $0.title == name } }
    guard let view else { return syntax.previews.first }
    let showing = syntax.previews.first { preview in
      var scan = NameScan()
      scan.scan(preview.body)
      return scan.names.contains(view)
    }
    return showing ?? (fallBackToFirst ? syntax.previews.first : nil)
  }

  /// Every tappable thing in tree order: buttons, tap and long-press gestures, toggles, picker
  /// options and stepper halves (`TapCollector` says which and how each is named).
  static func buttons(in root: ViewNode, actions: [Value]) -> [ButtonSummary] {
    var collector = TapCollector()
    collector.visit(root)
    return ButtonSummary.named(collector.taps)
  }

  /// The view of `views` that `preview` is about, nil when it shows none of them.
  static func viewShown(by preview: PreviewDeclaration, among views: [TypeDeclaration])
    -> TypeDeclaration?
  {
    let names = Set(views.map(\.name))
    var shown: [String] = []
    SceneProgram.visitIdentifiers(in: preview.body) { name in
      if names.contains(name) && !shown.contains(name) { shown.append(name) }
    }
    // A preview often draws a backdrop view first (a photo grid under a floating menu): the
    // view it is about is the first one shown that holds state of its own.
    let shownViews = shown.compactMap { name in views.first { $0.name == name } }
    let stateful = shownViews.first { view in
      view.variables.contains { $0.isState || $0.attributes.contains("Namespace") }
    }
    return stateful ?? shownViews.first
  }

  /// The view to simulate when none is named: the one the `#Preview` shows, else the first view
  /// that no other view uses (the first such that reaches glass, of several), else the first view.
  static func defaultView(
    _ views: [TypeDeclaration], syntax: SourceSyntax, preview: PreviewDeclaration?
  ) -> TypeDeclaration? {
    if let preview, let view = viewShown(by: preview, among: views) { return view }
    // Without a preview, a top-level view is the one a file is about; views nested in other
    // types (a row inside its screen, a screen inside a namespace `enum`) come after them.
    let topLevel = Set(syntax.types.map(\.name))
    let topLevelViews = views.filter { topLevel.contains($0.name) }
    let views = topLevelViews.isEmpty ? views : topLevelViews
    var used: Set<String> = []
    for view in views {
      for variable in view.variables {
        SceneProgram.visitIdentifiers(in: variable.getter ?? []) {
          if $0 != view.name { used.insert($0) }
        }
      }
      for function in view.functions {
        SceneProgram.visitIdentifiers(in: function.body) { if $0 != view.name { used.insert($0) } }
      }
    }
    // Of several views no other uses, the first that reaches glass (a file of small components,
    // one of them the glass button) — the simulator is for the glass — and of those, the first
    // that holds state a tap can change (a segmented control's `@Binding var selection` beside
    // a container wrapper that only passes content through): the simulator is for a change.
    let unused = views.filter { !used.contains($0.name) }
    if unused.count > 1 {
      let glass = GlassUse(syntax)
      let glassy = unused.filter { !glass.apis(ofType: $0.name).isEmpty }
      let holdsState = { (view: TypeDeclaration) in
        view.variables.contains { variable in
          variable.isStateLike || variable.attributes.contains("Binding")
            || variable.attributes.contains("Namespace")
        }
      }
      if let glassy = glassy.first(where: holdsState) ?? glassy.first { return glassy }
    }
    return unused.first ?? views.first
  }

  /// Calls `body` with every identifier used in `statements` (a shallow syntactic scan).
  static func visitIdentifiers(in statements: [Statement], _ body: (String) -> Void) {
    func expression(_ expression: ExpressionSyntax) {
      switch expression.kind {
      case .identifier(let name): body(name)
      case .member(let base, _), .prefix(_, let base), .forceUnwrap(let base),
        .optionalChain(let base), .cast(let base, _, _):
        visit(base)
      case .call(let callee, let arguments), .subscriptAccess(let callee, let arguments):
        visit(callee)
        for argument in arguments { visit(argument.value) }
      case .closure(let closure): SceneProgram.visitIdentifiers(in: closure.body, body)
      case .binary(_, let left, let right):
        visit(left)
        visit(right)
      case .ternary(let a, let b, let c):
        visit(a)
        visit(b)
        visit(c)
      case .array(let elements):
        for element in elements { visit(element) }
      case .tuple(let elements):
        for element in elements { visit(element.value) }
      default: break
      }
    }
    func visit(_ value: ExpressionSyntax) { expression(value) }
    for statement in statements {
      switch statement.kind {
      case .expression(let value), .returnValue(let value?): visit(value)
      case .variable(let declaration): declaration.initialValue.map(visit)
      case .assignment(let target, _, let value):
        visit(target)
        visit(value)
      case .conditional(_, let then, let otherwise):
        visitIdentifiers(in: then, body)
        visitIdentifiers(in: otherwise ?? [], body)
      case .guarded(_, let otherwise): visitIdentifiers(in: otherwise, body)
      case .switchOver(let subject, let cases):
        visit(subject)
        for switchCase in cases { visitIdentifiers(in: switchCase.body, body) }
      case .forIn(_, let sequence, let loop):
        visit(sequence)
        visitIdentifiers(in: loop, body)
      case .whileLoop(_, let loop, _, _):
        visitIdentifiers(in: loop, body)
      default: break
      }
    }
  }

  /// Diagnostics in file order, errors before warnings at the same place.
  package static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    diagnostics.enumerated().sorted { a, b in
      if a.element.location.offset != b.element.location.offset {
        return a.element.location.offset < b.element.location.offset
      }
      return a.offset < b.offset
    }.map(\.element)
  }

  static func zeroValue(for type: TypeReference?) -> Value {
    switch type?.baseName {
    case "Bool": return .bool(false)
    case "Int": return .int(0)
    case "Double", "CGFloat", "Float": return .double(0)
    case "String": return .string("")
    case "Array": return .array([])
    default: return Value.none
    }
  }

  /// Whether `zeroValue(for:)` has a value of the type (not nil) to give.
  static func hasZeroValue(_ type: TypeReference) -> Bool {
    if case .none = zeroValue(for: type) { return false }
    return true
  }

  static func zeroDescription(_ type: TypeReference?) -> String {
    zeroValue(for: type).literal
  }
}
