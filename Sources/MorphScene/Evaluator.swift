import MorphCore
import MorphDiagnostics
import MorphMotion
import MorphSyntax
import MorphViewTree

/// Interprets a parsed scene: evaluates a view's `body` against a state into a `ViewNode` tree,
/// and runs button actions against a state.
///
/// Everything it cannot do becomes a diagnostic (deduplicated by location and message) and a
/// placeholder value; it never traps. Runaway evaluation is cut off by `maximumSteps`, recursion by
/// `maximumCallDepth`, and `ForEach` by `maximumElements`.
final class Evaluator {
  /// The most expression evaluations one evaluation may take.
  static let maximumSteps = 2_000_000
  /// The deepest nesting of function calls and custom views.
  static let maximumCallDepth = 64
  /// The deepest path of views and modifiers layout walks (`ViewNode.layoutDepth`). Layout runs
  /// on a large stack (`LargeStack`), where a debug build's ≈ 31 KiB per level (measured: 259
  /// levels overflowed 8 MiB) leaves this limit far inside; it ends views that contain
  /// themselves through modifiers long before the time they would take.
  static let maximumLayoutDepth = 1_000
  /// The most elements a `ForEach` or loop produces.
  static let maximumElements = 500
  /// The most views (custom view instances and loop elements together) one evaluation builds:
  /// nested `ForEach`es and views that contain themselves multiply, and each view costs layout and
  /// drawing time.
  static let maximumViews = 5_000
  /// The most elements an array may hold (appending past it is an error).
  static let maximumCollectionCount = 100_000
  /// The largest number a modifier or view argument may be (lengths in points, durations in
  /// seconds): far past any screen, small enough that layout arithmetic stays exact.
  static let maximumMagnitude = 1_000_000.0
  /// The longest string, in UTF-8 bytes (joining past it is an error).
  static let maximumStringLength = 1_000_000

  let syntax: SourceSyntax
  let root: TypeDeclaration
  /// Every view instance's `@State` and every model object.
  let store: StateStore

  private(set) var diagnostics: [Diagnostic] = []
  /// The `@State` initial-value problems among `diagnostics`.
  private(set) var initializationDiagnostics: [Diagnostic] = []
  /// The root's `@Binding`s no preview passed, which the simulator keeps as state.
  var bindingsKeptAsState: Set<String> = []
  /// The identities of the labels whose custom `ButtonStyle` body is being built, innermost last.
  var styledLabelIdentities: [String] = []
  /// Whether each custom button style (by type name) reads `configuration.isPressed`.
  var stylesReadingPressed: [String: Bool] = [:]
  private var seenDiagnostics: Set<String> = []
  /// Button actions (closures or functions) found while building views, in tree order.
  var actions: [Value] = []
  /// The views with `.navigationBarBackButtonHidden()`, by identity: a pushed page holding one has
  /// no back button.
  var hiddenBackButtons: Set<String> = []
  /// The `.onChange(of:)` sites found while building views, in tree order.
  var changeWatches: [ChangeWatch] = []
  /// The `.onReceive` actions of notifications, by the notification's name (`notificationName`),
  /// as their views were built: a post in an action delivers to these at once.
  var notificationReceivers: [String: [Int]] = [:]
  /// While running an action: the notifications it posted, by name, in order.
  var postedNotifications: [String] = []
  /// While running an action: the unknowns it called a method of that the simulator cannot run
  /// (`coordinator` for `coordinator.moveFocus(to: .name)`), in order — what such a call may
  /// change (`SceneProgram.runChangeActions`).
  var unknownsCalled: [String] = []
  /// The `of:` expressions of `.onChange` calls by where they are written, for the rule to keep
  /// (to read them again after a tap).
  var watchedExpressions: [SourcePosition: ExpressionSyntax] = [:]
  /// Picker option values by view identity: `.tag(value)`, or the element of the `ForEach` that
  /// made the view.
  var tags: [String: Value] = [:]
  /// Tabs by view identity: `Tab(…)`, or a view with `.tabItem { … }`.
  var tabs: [String: ViewFactory.TabInfo] = [:]
  /// The sections built in this evaluation, by identity, for the lists that hold them.
  var sections: [String: ViewFactory.SectionParts] = [:]
  /// While running an action: the stack of open `withAnimation` transactions (their animation,
  /// number and the animation as written, when it was).
  var transactions: [(animation: MorphAnimation?, number: Int, written: String?)] = []
  /// The program's source text, for quoting what the user wrote (an animation as written).
  var sources: SourceSet?
  /// The number the next `withAnimation` gets.
  var nextTransaction = 1
  /// While running an action: the changes made so far.
  var changes: [StateChange] = []
  /// Each changed name's value (as `StateChange.value` spells it) before the running action first
  /// changed it.
  var valuesBeforeAction: [String: String] = [:]
  /// While running an action: the transactions finished so far, each with the state after it.
  var actionSteps: [ActionStep] = []
  /// Whether the code being run is an action (assignments allowed) rather than view code.
  var isRunningAction = false
  /// Values views read from their environment (`.environment(model)`, `.environment(\.key, v)`,
  /// `.environmentObject(o)`, a custom button style), innermost last, while their content builds.
  var environment: [(key: String, value: Value)] = []
  /// The system settings `@Environment(\.colorScheme)` and the accessibility keys read.
  var system = SceneEnvironment.standard
  var evaluationSteps = 0
  /// Where the last counted step was taken (where work charged without a place of its own, such
  /// as closing an action's step, is reported).
  var lastStepLocation = SourcePosition.start
  /// The family of the widget a widget preview shows (`systemSmall`), for `\.widgetFamily`.
  var widgetFamily: String?
  /// How many random draws each place in the source (by offset) has made (Evaluator+Random).
  var randomDraws: [Int: Int] = [:]
  /// Whether this evaluation has assumed the value of an unknown (Evaluator+Unknowns): what it
  /// then runs into may be the assumption's doing rather than the program's.
  var hasAssumed = false
  /// Computed properties (`Type.name`) found to recurse without end on assumed values; read
  /// again, they are unknowns at once.
  var divergentProperties: Set<String> = []
  /// The places an assumption was reported at, so a condition read in a loop is formatted once.
  var reportedAssumptions: Set<ReportedAssumption> = []
  /// The unknown conditions first assumed since this was last emptied, as (slot key, condition):
  /// a tap's action empties it first, so it lists what the action read that the views did not.
  var newAssumptions: [(key: String, condition: String)] = []

  /// Where an assumption was read and which it was.
  struct ReportedAssumption: Hashable {
    let offset: Int
    let key: String
  }
  var callDepth = 0
  /// How many bodies of the simulated view are being evaluated: an instance of its type made
  /// inside its own body is a new instance with state of its own, not the simulated one.
  var rootBodiesOpen = 0
  /// The identity of the simulated view's instance in the preview: the first one made. Another
  /// instance of its type there (`VStack { Chip("One"); Chip("Two") }`) is a view of its own with
  /// its own `@State`, as SwiftUI gives every instance.
  var rootInstanceIdentity: String?
  /// Whether the simulated view was made on its own, as `View()` with no preview to pass its
  /// inputs: then an optional input left at nil (`onDismiss: (() -> Void)? = nil`) is one a
  /// parent may set, explored as nil and as set (`Docs/SceneLanguage.md`, "Unknowns").
  var rootIsAlone = false
  /// The app's asset-catalog colours (`Color("Brand")`).
  var assets = AssetCatalog()
  /// The view types that contain themselves unconditionally (see `SelfContainment`).
  var selfContaining: [String: SelfContainment.Cycle] = [:]
  /// How deep static values of the app's extensions of SwiftUI types refer to each other while
  /// one is converted (`static var smoothSpring: Animation { .snappySpring }`, `static var
  /// accent: Color { .brand }`): each reference is resolved by converting again, so one defined
  /// as itself would recurse without end.
  var extensionValueDepth = 0
  /// Views built so far in this evaluation (see `maximumViews`).
  var viewsBuilt = 0
  /// Above 0 while an `if`, `guard` or `while` condition is evaluated: only there does an unknown
  /// decide what exists, and become an assumption (a ternary's or an argument's does not).
  var conditionDepth = 0
  /// Above 0 while a stored property's or `@State`'s declared value is evaluated: a call to a
  /// type the scene does not declare makes an unknown value there, not an unknown view.
  var storedValueDepth = 0
  /// Where a local `let`/`var`'s initial value is a call (`let policy = MaterialPolicy(…)` in a
  /// body): a type the scene does not declare, called there, makes a value, not a view — unless
  /// it builds content or its name says view (`let card = ProfileCardView(…)`).
  var localValueCall: SourcePosition?
  /// The stored properties whose initial values are being evaluated, by owner instance.
  var storedValuesInProgress: Set<StoredValueKey> = []
  /// A stored property of one instance (`nil` owner: a global).
  struct StoredValueKey: Hashable {
    let owner: ObjectIdentifier?
    let name: String
  }
  /// Top-level variables and static stored properties (`Type.name`), each made once.
  private var globalsCache: [String: Value] = [:]
  /// Sheets and covers presented in this evaluation, in the order their modifiers were applied
  /// (shown over the whole view, the last on top).
  var presented: [ViewNode] = []
  /// Whether a presented view is modal (the view underneath takes no taps).
  var hasModalPresentation = false
  /// The navigation stacks whose content is being built, innermost last; the first is the
  /// scene's own, for links whose stack the view's parent gives it.
  var navigationFrames: [NavigationFrame] = []
  /// How many lists the views being built are inside (a link in a list shows a chevron).
  var listDepth = 0
  /// The identities of the menus open in this evaluation (their labels' buttons).
  var openMenus: [String] = []
  /// `.listRowBackground(…)` views by the identity of the row (or the group of rows) they are on.
  var rowBackgrounds: [String: ViewNode] = [:]
  /// What the contents of the sheets being built declare (innermost last).
  var presentationSettings: [PresentationSettings] = []
  /// The static stored properties whose initial values are being made; an object made there is
  /// the one object of that place, also inside an action.
  var staticsInProgress: Set<String> = []
  /// The properties whose `willSet`/`didSet` are running: assigning one of them inside its own
  /// observer does not call the observers again (Swift's rule).
  var observedProperties: Set<String> = []
  /// The offsets of call arguments written as string or Bool literals: where one reaches a
  /// parameter of another type, Swift itself rejects the file, so it is an error, not a guess.
  var literalArgumentOffsets: Set<Int> = []

  struct Context {
    var scope: Scope
    var owner: Owner?
    var identity: String
    /// The value `self` is inside a `View` extension method or a `ViewModifier`'s body.
    var receiver: Value? = nil
  }

  /// Prepares to evaluate `root` with the views' remembered state in `store`.
  init(syntax: SourceSyntax, root: TypeDeclaration, store: StateStore) {
    self.syntax = syntax
    self.root = root
    self.store = store
  }

  // MARK: Diagnostics

  /// Reports a diagnostic of kind `id` once per location and message.
  func report(
    _ id: DiagnosticID, _ message: String, at location: SourcePosition,
    severity: Diagnostic.Severity? = nil
  ) {
    let key = "\(location.offset)|\(id.rawValue)|\(message)"
    guard !seenDiagnostics.contains(key) else { return }
    seenDiagnostics.insert(key)
    let diagnostic = Diagnostic(id, at: location, message)
    diagnostics.append(severity.map { diagnostic.with(severity: $0) } ?? diagnostic)
  }

  /// Keeps `reported` (diagnostics of this evaluation) with the scene's initialisation problems,
  /// an error as a warning: a model's setup the simulator cannot run does not stop the view
  /// from loading (it did not before these were kept).
  func keepAsInitialization(_ reported: ArraySlice<Diagnostic>) {
    initializationDiagnostics += reported.map {
      $0.severity == .error ? $0.with(severity: .warning) : $0
    }
  }

  /// Reports a problem with a `@State` declaration's initial value: also kept apart, because it
  /// belongs to the scene itself (its initial state) rather than to one evaluation.
  func reportInitialization(_ id: DiagnosticID, _ message: String, at location: SourcePosition) {
    let count = diagnostics.count
    report(id, message, at: location)
    if diagnostics.count > count, let last = diagnostics.last {
      initializationDiagnostics.append(last)
    }
  }

  /// Whether this evaluation stopped at its step or view limit (its tree is cut short).
  var isCut: Bool {
    evaluationSteps >= Evaluator.maximumSteps || viewsBuilt > Evaluator.maximumViews
  }

  /// Counts one step; false (with an error) once the budget is spent.
  func step(at location: SourcePosition) -> Bool {
    steps(1, at: location)
  }

  /// Counts `count` steps of work done at `location`; false (with an error, once) once the
  /// budget is spent.
  func steps(_ count: Int, at location: SourcePosition) -> Bool {
    let before = evaluationSteps
    let count = max(0, count)
    evaluationSteps = before > Int.max - count ? Int.max : before + count
    lastStepLocation = location
    if before < Evaluator.maximumSteps, evaluationSteps >= Evaluator.maximumSteps {
      report(
        .resourceLimit,
        "Evaluating this scene takes too long (over \(Evaluator.maximumSteps) steps); look for a loop or recursion that does not end.",
        at: location)
    }
    return evaluationSteps < Evaluator.maximumSteps
  }

  /// Counts `elements` against the view budget; past it, reports an error once and gives nothing.
  func spendViewBudget(_ elements: [Value], at location: SourcePosition) -> [Value] {
    guard spendViewBudget(elements.count, at: location) else { return [] }
    return elements
  }

  /// Counts `count` views against the view budget; false (with an error, once) past it.
  func spendViewBudget(_ count: Int, at location: SourcePosition) -> Bool {
    let before = viewsBuilt
    viewsBuilt += count
    guard viewsBuilt > Evaluator.maximumViews else { return true }
    if before <= Evaluator.maximumViews {
      report(
        .resourceLimit,
        "This scene builds more than \(Evaluator.maximumViews) views (loops inside loops, or a view that contains itself); the simulator stops here. Show fewer elements.",
        at: location)
    }
    return false
  }

  // MARK: Entry points

  /// The root owner: the simulated view, its state in the store under `store.rootKey`.
  func rootOwner() -> Owner {
    Owner(type: root, properties: [:], isRoot: true, stateKey: store.rootKey)
  }

  /// Evaluates the scene as its `#Preview` shows it: the preview's views with the simulated view
  /// inside (created with the preview's arguments and environment). Returns the simulated view's
  /// node and the whole preview; without a preview that contains the view, the view alone.
  func evaluateScene(preview: PreviewDeclaration?) -> (root: ViewNode, preview: ViewNode?) {
    // Evaluation recurses as deep as the views and their modifier chains nest.
    LargeStack.run { evaluateSceneOnThisStack(preview: preview) }
  }

  private func evaluateSceneOnThisStack(preview: PreviewDeclaration?) -> (
    root: ViewNode, preview: ViewNode?
  ) {
    // Links outside any stack push onto the one the view's parent gives it (the scene's own).
    navigationFrames = [NavigationFrame(identity: Evaluator.sceneNavigationIdentity, path: nil)]
    defer { navigationFrames = [] }
    var (root, shown) = evaluateSceneContent(preview: preview)
    // The app's `AccentColor` is the tint of everything the app shows: outermost, so a `.tint`
    // the code sets itself is nearer its views and wins, as in SwiftUI.
    if let accent = appAccentColor {
      if shown != nil {
        shown?.modifiers.append(.tint(accent))
      } else {
        root.modifiers.append(.tint(accent))
      }
    }
    // A toolbar shows only inside a navigation stack, which the view's parent gives it in the
    // app; a preview without one would show no toolbar (and no glass in it).
    let top = shown ?? root
    if let link = navigationFrames.first?.firstNavigation, !Self.isNavigationStack(top) {
      report(
        .assumedContext,
        "This navigation link or destination pushes onto the NavigationStack the view's parent gives it; the view is shown inside one.",
        at: link)
      let page = ViewFactory(self).navigationTop(root: [top], at: top.location)
      shown = ViewNode(
        kind: .navigationStack, children: [page], identity: top.identity + "/navigation",
        location: top.location)
    } else if let toolbar = Self.toolbarWithoutNavigation(in: top) {
      report(
        .assumedContext,
        "This toolbar shows only inside a NavigationStack; the view is shown inside one, as the app's navigation would place it.",
        at: toolbar)
      shown = ViewNode(
        kind: .navigationStack, children: [top], identity: top.identity + "/navigation",
        location: top.location)
    }
    if !presented.isEmpty {
      // Presented views cover the whole view, bars included; the view under them takes no taps
      // (a sheet is modal unless its content enables background interaction).
      var base = shown ?? root
      morphOpenMenus(under: &base)
      if hasModalPresentation { base.modifiers.append(.allowsHitTesting(false)) }
      let layer = ViewNode(
        kind: .zStack(alignment: .center), children: [base] + presented,
        identity: base.identity + "/presenting", location: base.location)
      if shown != nil { shown = layer } else { root = layer }
    }
    return (root, shown)
  }

  /// The identity of the navigation stack the scene is shown in when its links need one.
  static let sceneNavigationIdentity = "#navigation"

  /// Whether `node` is a navigation stack (possibly inside groups without modifiers).
  static func isNavigationStack(_ node: ViewNode) -> Bool {
    if case .navigationStack = node.kind { return true }
    if case .group = node.kind, node.modifiers.isEmpty, node.children.count == 1 {
      return isNavigationStack(node.children[0])
    }
    return false
  }

  /// Where `node` declares a `.toolbar` that no navigation stack or tab view above it would
  /// place (nil when every toolbar has one).
  static func toolbarWithoutNavigation(in node: ViewNode) -> SourcePosition? {
    switch node.kind {
    case .navigationStack, .tabView: return nil
    default: break
    }
    if node.modifiers.contains(where: {
      if case .toolbar = $0 { return true } else { return false }
    }) {
      return node.location
    }
    for child in node.children {
      if let found = toolbarWithoutNavigation(in: child) { return found }
    }
    return nil
  }

  /// The app's accent colour: its asset catalog's `AccentColor` (the name Xcode's app template
  /// gives it), in the scene's appearance; nil without one.
  var appAccentColor: Color? {
    assets.color(
      named: Evaluator.accentColorAsset, dark: system.colorScheme == .dark,
      highContrast: system.increaseContrast)
  }

  /// The asset name of an app's accent colour (ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME in
  /// Xcode's app template).
  static let accentColorAsset = "AccentColor"

  /// The views evaluated for the scene, cut to `maximumLayoutDepth` with an error at the
  /// deepest view when they pass it.
  private func evaluateSceneContent(preview: PreviewDeclaration?) -> (
    root: ViewNode, preview: ViewNode?
  ) {
    let (root, preview) = evaluateUnlimitedSceneContent(preview: preview)
    let shown = preview ?? root
    let depth = shown.layoutDepth
    guard depth > Evaluator.maximumLayoutDepth else { return (root, preview) }
    report(
      .nestingTooDeep,
      "Views and their modifiers nest \(depth) levels deep through here, more than the \(Evaluator.maximumLayoutDepth) the simulator lays out; views deeper than that are left out. Is a view used inside itself?",
      at: shown.deepestView.location)
    let limit = Evaluator.maximumLayoutDepth
    return (root.limited(toDepth: limit), preview?.limited(toDepth: limit))
  }

  private func evaluateUnlimitedSceneContent(preview: PreviewDeclaration?) -> (
    root: ViewNode, preview: ViewNode?
  ) {
    if let preview {
      let context = Context(scope: Scope(parent: nil), owner: nil, identity: "Preview")
      let actionsBefore = actions
      let views = widgetPreviewViews(preview, in: context) ?? buildViews(preview.body, in: context)
      let tree =
        views.count == 1
        ? views[0]
        : ViewNode(
          kind: .zStack(alignment: .center), children: views, identity: "Preview",
          location: preview.location)
      // A preview that shows no declared view is the whole scene (a file of previews alone).
      if root.name == SceneProgram.previewRootName { return (tree, tree) }
      if let root = Self.firstNode(named: root.name, in: tree) { return (root, tree) }
      actions = actionsBefore
    }
    return (evaluateRootBody(), nil)
  }

  /// The first `.custom` node of type `name` in tree order.
  static func firstNode(named name: String, in node: ViewNode) -> ViewNode? {
    var found: ViewNode? = nil
    node.forEachNode { candidate in
      if found == nil, case .custom(let kind) = candidate.kind, kind == name { found = candidate }
    }
    return found
  }

  /// Evaluates the root view's `body` into a view tree (created with its declared values).
  func evaluateRootBody() -> ViewNode {
    rootIsAlone = true
    let owner = rootOwner()
    let context = Context(scope: Scope(parent: nil), owner: owner, identity: root.name)
    initializeEnvironmentProperties(of: owner, at: root.location)
    // Without a preview the view is made as `View()`: an initialiser that takes no arguments runs.
    if let initializer = initializer(of: root, for: []) {
      runInitializer(initializer, of: owner, arguments: [], identity: root.name, at: root.location)
    }
    return body(of: root, owner: owner, context: context, location: root.location)
  }

  /// Evaluates a `View` type's body for `owner`, wrapped in a `.custom` node; its `@State` slots
  /// are touched (they live while the instance is on screen).
  func body(of type: TypeDeclaration, owner: Owner, context: Context, location: SourcePosition)
    -> ViewNode
  {
    guard let body = type.variables.first(where: { $0.name == "body" }), let getter = body.getter
    else {
      report(
        .nestingTooDeep, "'\(type.name)' conforms to View but has no 'var body: some View { … }'.",
        at: type.location)
      return ViewNode(
        kind: .custom(name: type.name), identity: context.identity, location: location)
    }
    guard callDepth < Evaluator.maximumCallDepth else {
      report(
        .nestingTooDeep,
        "Views nest more than \(Evaluator.maximumCallDepth) levels deep here; is '\(type.name)' used inside itself?",
        at: location)
      return ViewNode(
        kind: .custom(name: type.name), identity: context.identity, location: location)
    }
    if let cycle = selfContaining[type.name] {
      let through =
        cycle.path.count > 2
        ? " (through " + cycle.path.dropFirst().dropLast().map { "'\($0)'" }.joined(separator: ", ")
          + ")" : ""
      report(
        .nestingTooDeep,
        "'\(type.name)' shows another '\(type.name)' in its body with no condition\(through): SwiftUI would build it without end and the app would crash when it is shown. Put the inner view behind an 'if', or remove it.",
        at: cycle.location)
      return ViewNode(
        kind: .custom(name: type.name), identity: context.identity, location: location)
    }
    guard spendViewBudget(1, at: location) else {
      return ViewNode(
        kind: .custom(name: type.name), identity: context.identity, location: location)
    }
    callDepth += 1
    if owner.isRoot { rootBodiesOpen += 1 }
    defer {
      callDepth -= 1
      if owner.isRoot { rootBodiesOpen -= 1 }
    }
    // A root `@Binding` no preview passes stands for its parent's state: made at once, like
    // `@State`, so a tap that only writes it (`showSheet.toggle()`) is a change of state too.
    for variable in type.variables
    where !variable.isStatic
      && (variable.isStateLike
        || (variable.attributes.contains("Binding") && isSlotBacked(variable, of: owner)))
    {
      _ = stateSlot(variable, of: owner, at: variable.location)
    }
    let inner = Context(scope: Scope(parent: nil), owner: owner, identity: context.identity)
    let content = buildViews(getter, in: inner)
    return ViewNode(
      kind: .custom(name: type.name), children: content, identity: context.identity,
      location: location)
  }

  /// What running an action can change, kept so several actions can each start from one
  /// evaluation: the store and the evaluator's own counters and reports.
  struct Checkpoint {
    fileprivate let store: StateStore.Checkpoint
    fileprivate let diagnostics: [Diagnostic]
    fileprivate let initializationDiagnostics: [Diagnostic]
    fileprivate let seenDiagnostics: Set<String>
    fileprivate let reportedAssumptions: Set<ReportedAssumption>
    fileprivate let hasAssumed: Bool
    let evaluationSteps: Int
    fileprivate let viewsBuilt: Int
    fileprivate let nextTransaction: Int
    fileprivate let globalsCache: [String: Value]
    fileprivate let randomDraws: [Int: Int]
  }

  /// The evaluator and its store as they are now.
  func checkpoint() -> Checkpoint {
    Checkpoint(
      store: store.checkpoint(), diagnostics: diagnostics,
      initializationDiagnostics: initializationDiagnostics, seenDiagnostics: seenDiagnostics,
      reportedAssumptions: reportedAssumptions, hasAssumed: hasAssumed,
      evaluationSteps: evaluationSteps, viewsBuilt: viewsBuilt, nextTransaction: nextTransaction,
      globalsCache: globalsCache, randomDraws: randomDraws)
  }

  /// Puts the evaluator and its store back as they were at `checkpoint`. Locals of view code that
  /// an action's closure captured and assigns are not rewound (SwiftUI rebuilds them with the
  /// view; no scene relies on them surviving a tap).
  func restore(_ checkpoint: Checkpoint) {
    store.restore(checkpoint.store)
    diagnostics = checkpoint.diagnostics
    initializationDiagnostics = checkpoint.initializationDiagnostics
    seenDiagnostics = checkpoint.seenDiagnostics
    reportedAssumptions = checkpoint.reportedAssumptions
    hasAssumed = checkpoint.hasAssumed
    evaluationSteps = checkpoint.evaluationSteps
    viewsBuilt = checkpoint.viewsBuilt
    nextTransaction = checkpoint.nextTransaction
    globalsCache = checkpoint.globalsCache
    randomDraws = checkpoint.randomDraws
  }

  /// Runs an action (a closure or function) against the current state, recording the changes and
  /// the state after each transaction.
  /// `arguments` are passed to it (an `.onChange` action's old and new values); with `inheriting`,
  /// it runs inside that transaction (its animation and the animation as written), as an
  /// `.onChange` action runs in the transaction of the change that set it off.
  func runAction(
    _ action: Value, arguments: [Value] = [],
    inheriting transaction: (animation: MorphAnimation?, written: String?)? = nil,
    at location: SourcePosition
  ) -> [StateChange] {
    LargeStack.run {
      runActionOnThisStack(action, arguments: arguments, inheriting: transaction, at: location)
    }
  }

  private func runActionOnThisStack(
    _ action: Value, arguments: [Value],
    inheriting transaction: (animation: MorphAnimation?, written: String?)?,
    at location: SourcePosition
  ) -> [StateChange] {
    isRunningAction = true
    transactions = []
    changes = []
    valuesBeforeAction = [:]
    actionSteps = []
    defer { isRunningAction = false }
    if let transaction {
      transactions.append((transaction.animation, nextTransaction, transaction.written))
      nextTransaction += 1
    }
    _ = callValue(
      action, arguments.map { Value.Argument(label: nil, value: $0, location: location) },
      in: Context(scope: Scope(parent: nil), owner: nil, identity: "action"), at: location)
    closeStep()
    return changes
  }

  /// Called before every change an action makes: when it belongs to another transaction than the
  /// change before it, the state so far becomes a finished step.
  func willChange(inTransaction number: Int) {
    if let last = changes.last, last.transaction != number { closeStep() }
  }

  /// Ends the current step: the changes since the last step and the state now.
  ///
  /// Closing one snapshots every slot and counts the steps before it, so it is charged as that
  /// many evaluation steps (the snapshot by the values it holds): a tap over a large model ends
  /// in the budget's error, where snapshots unaccounted for grew a chat app's message list to
  /// 6.8 GB and 105 s.
  func closeStep() {
    let done = actionSteps.reduce(0) { $0 + $1.changes.count }
    guard changes.count > done else { return }
    let state = store.fullSnapshot()
    _ = steps(store.lastSnapshotSize + actionSteps.count, at: lastStepLocation)
    actionSteps.append(ActionStep(state: state, changes: Array(changes[done...])))
  }

  /// The value of a top-level `let`/`var`.
  func global(_ name: String) -> Value? {
    if let cached = globalsCache[name] { return cached }
    guard let declaration = syntax.variables.first(where: { $0.name == name }) else { return nil }
    globalsCache[name] = .placeholder(name)  // guards against self-reference
    let context = Context(scope: Scope(parent: nil), owner: nil, identity: "global")
    let value: Value
    if let getter = declaration.getter {
      value = run(getter, in: context, declaredType: declaration.type)
    } else if let initial = declaration.initialValue {
      value = convert(evaluate(initial, in: context), to: declaration.type, at: initial.location)
    } else {
      value = .none
    }
    globalsCache[name] = value
    return value
  }

  /// The value of a static stored property (`static let shared = Store()`), made once, when first
  /// read, as Swift makes it: every later read is the same value — the same object for a class
  /// singleton, whose changes every reader then sees. A read while its own initial value is being
  /// made (the initialiser reaches `Store.shared` again) would deadlock in Swift; here it is a
  /// located warning and a placeholder.
  func staticStoredValue(
    _ key: String, _ type: TypeReference?, _ initial: ExpressionSyntax, owner: Owner,
    at location: SourcePosition
  ) -> Value {
    if let cached = globalsCache[key] { return cached }
    guard staticsInProgress.insert(key).inserted else {
      // Kept with the scene: later evaluations find the object made and never re-enter.
      reportInitialization(
        .unsupportedExpression,
        "'\(key)' is read while its own initial value is being made (Swift would wait for itself here); a placeholder is used.",
        at: location)
      return .placeholder(key)
    }
    defer { staticsInProgress.remove(key) }
    let context = Context(scope: Scope(parent: nil), owner: owner, identity: key)
    let value = convert(evaluate(initial, in: context), to: type, at: location)
    globalsCache[key] = value
    return value
  }
}
