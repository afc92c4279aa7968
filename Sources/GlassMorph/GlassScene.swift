import Foundation
import MorphDiagnostics
import MorphLayout
import MorphScene
import MorphViewTree

/// A SwiftUI view file loaded for simulation: the view it shows, its state and its buttons.
///
/// ```swift
/// let scene = try GlassScene(path: "Scenes/toolbar.swift")
/// scene.buttons().map(\.name)                                  // ["toggle"]
/// let timeline = try scene.timeline([.tap("toggle", at: 0.1)])
/// timeline.sample(at: 0.3).element("pencil")?.frame            // mid-morph
/// ```
/// The file is interpreted, never compiled; what cannot be simulated is a warning in
/// `diagnostics` with its file, line and column.
public struct GlassScene: Sendable {
  /// The interpreted program behind the scene.
  package var program: SceneProgram

  package init(program: SceneProgram) {
    self.program = program
  }

  /// Reads and loads the scene at `path`, shown as the `#Preview` called `preview` shows it
  /// (default: the first), simulating the view `view` (default: the one that preview shows, else
  /// the first view no other view uses). Throws every error found, each with its line and column.
  ///
  /// `defines` are conditions set for `#if` besides `DEBUG` (an iOS 26 build is simulated:
  /// `os(iOS)`, `canImport(SwiftUI)`); `platform` builds for another platform's `#if os(…)`
  /// branches (nil: iOS, or the one platform a file's views are all built for, with a
  /// `platform-chosen` note); `policy` silences or promotes diagnostics by ID, in every
  /// list of diagnostics the scene gives (a promoted warning at load time makes loading fail).
  ///
  /// `path` may be an app's folder: every `.swift` file under it (not build products,
  /// dependencies or tests) is one program, and `view` or `preview` picks what to simulate
  /// (needed when several views or previews use glass); `target` restricts it to one target's
  /// files (a folder below `Sources/`, or a top folder of an Xcode project). `fonts` reads the
  /// font files the folder ships, so `Font.custom` text is measured in its own face
  /// (`FreeTypeFontReader` from `GlassMorphRendering`); without one it is set in the system font.
  public init(
    path: String, view: String? = nil, preview: String? = nil, defines: Set<String> = [],
    platform: TargetPlatform? = nil, policy: DiagnosticPolicy = .standard, target: String? = nil,
    includeTests: Bool = false, fonts: (any FontReading)? = nil
  ) throws(SceneLoadError) {
    program = try SceneProgram.load(
      path: path, viewName: view, previewName: preview, defines: defines, platform: platform,
      policy: policy,
      options: FolderOptions(target: target, includeTests: includeTests, fontReader: fonts))
  }

  /// Loads a scene from its source text; `path` is the name diagnostics show.
  public init(
    source: String, path: String = "scene.swift", view: String? = nil, preview: String? = nil,
    defines: Set<String> = [], platform: TargetPlatform? = nil,
    policy: DiagnosticPolicy = .standard
  ) throws(SceneLoadError) {
    program = try SceneProgram(
      source: SourceFile(path: path, text: source), viewName: view, previewName: preview,
      defines: defines, platform: platform, policy: policy)
  }

  /// The system settings the scene is simulated under — colour scheme, Reduce Motion, Reduce
  /// Transparency, Increase Contrast, Dynamic Type (default: a fresh device's). `@Environment`
  /// reads them; layout uses the scheme's label colour and scales text styles; timelines play
  /// animations without overshoot and fade glass through instead of moving it under Reduce Motion.
  public var environment: SceneEnvironment {
    get { program.environment }
    set { program.environment = newValue }
  }

  /// The scene under other system settings.
  public func with(_ environment: SceneEnvironment) -> GlassScene {
    var copy = self
    copy.environment = environment
    return copy
  }

  /// The titles of the file's `#Preview`s, in order (untitled ones as nil).
  public var previewTitles: [String?] { program.syntax.previews.map(\.title) }

  /// The path as given: the scene file, or the app's folder.
  public var path: String { program.sources.path }
  /// The file the simulated view is declared in.
  public var file: SourceFile { program.file }
  /// Every file of the program (one, unless a folder was loaded), for rendering diagnostics
  /// with their file and source line.
  public var sources: SourceSet { program.sources }
  /// The name of the simulated `View` struct; `#Preview` when a preview that shows none of the
  /// program's views is simulated on its own (a file of previews alone).
  public var viewName: String { program.view.name }
  /// The title of the `#Preview` the view is shown in, nil when it is untitled or none is.
  public var previewTitle: String? { program.preview?.title }
  /// What is simulated, as a reader names it: `view 'Card'`, `#Preview "Dark"`.
  public var shownName: String {
    guard viewName == SceneProgram.previewRootName else { return "view '\(viewName)'" }
    return previewTitle.map { "#Preview \"\($0)\"" } ?? "#Preview"
  }
  /// The state the view starts in: its `@State` properties in declaration order.
  public var initialState: SceneState { program.initialState }
  /// Warnings and notes from loading (the file has no errors, or it would not have loaded).
  public var diagnostics: [Diagnostic] { program.diagnostics }

  /// The buttons the view shows in `state` (default: the initial state), in tree order.
  public func buttons(in state: SceneState? = nil) -> [ButtonSummary] {
    program.evaluate(state ?? program.initialState).buttons
  }

  /// The view of `state` laid out on `canvas`.
  public func layout(_ state: SceneState? = nil, canvas: CanvasChoice = .automatic)
    -> LaidOutState
  {
    SceneLayout.layout(program.evaluate(state ?? program.initialState).tree, canvas: canvas)
  }

  /// Reads `text` as a value of the `@State` property `name` (`true`, `3`, `0.5`, `"text"`,
  /// `.case`, `nil`), as `--set name=value` does.
  public func stateValue(_ text: String, for name: String) throws(StateValueError) -> StateValue {
    try program.stateValue(text, for: name)
  }
}

extension GlassScene {
  /// One `@State` property of the simulated view.
  public struct StateProperty: Sendable {
    /// Its name.
    public let name: String
    /// Its type as written (`Bool`, `Mode`), or inferred from the initial value.
    public let typeName: String
    /// The value it starts with.
    public let initialValue: StateValue
    /// The value it starts with as Swift source, a model object written out with its properties
    /// (`PlayerModel(isPlaying: false, track: nil)`).
    public let initialDescription: String
    /// Whether it is a `@Binding` no preview passes, kept as the parent's state would be.
    public let isBinding: Bool
  }

  /// The view's `@State` properties, and the `@Binding`s kept as state, in declaration order.
  public var stateProperties: [StateProperty] {
    program.stateDeclarations.map { declaration in
      let state = program.initialState
      let value = state[declaration.name] ?? .none
      var typeName = declaration.type?.text ?? SceneProgram.typeName(of: value)
      // `@State private var player = PlayerModel()`: the model's class.
      if case .reference(let id) = value, let object = state.objects[id] { typeName = object.type }
      return StateProperty(
        name: declaration.name, typeName: typeName, initialValue: value,
        initialDescription: state.describe(value, depth: 0),
        isBinding: declaration.attributes.contains("Binding"))
    }
  }

  /// The assignments tapping `button` in `state` (default: the initial state) makes, each with its
  /// transaction's animation; empty when the tap changes nothing.
  public func changes(tapping button: ButtonSummary, in state: SceneState? = nil) -> [StateChange] {
    program.tap(button, in: state ?? program.initialState).changes
  }
}
