/// The catalogue of every diagnostic GlassMorph itself reports, sorted by ID: each with its
/// severity and a one-line summary (Docs/Diagnostics.md is generated from this table, and a test
/// keeps it current). Syntax errors are not here: they come from the Swift parser with IDs of their
/// own (`syntax.…`).
///
/// A call site picks the ID and writes the message, which names what it found and what to do.
public enum DiagnosticID: String, CaseIterable, Hashable, Sendable {
  /// An approximation the simulator makes on purpose, stated once.
  case approximation = "approximation"
  /// A view is shown in the context a parent would give it (a `NavigationStack` for its
  /// toolbar, a stand-in view for a file's modifiers and styles).
  case assumedContext = "assumed-context"
  /// A helper the program does not declare is given the meaning its shape or name implies: a
  /// closure modifier (`.modify { view in … }`) applies its closure; a name that says glass
  /// (`.glassEffectIfAvailable(…)`, `.buttonStyle(.glassBlue)`) is SwiftUI's glass.
  case assumedHelper = "assumed-helper"
  /// A `@Binding` or control needs a binding (`$name`) and has none.
  case bindingRequired = "binding-required"
  /// The file holds NUL bytes: it is binary data, not Swift source.
  case binaryFile = "binary-file"
  /// Writing through a `.constant(…)` binding changes nothing.
  case constantBinding = "constant-binding"
  /// A glass rule from Apple's guidance is broken (variants mixed, glass on glass, no container).
  case designRule = "design-rule"
  /// Two glass elements or matched-geometry views share an ID in one state.
  case duplicateID = "duplicate-id"
  /// A loop or repetition has more elements than the simulator keeps.
  case elementLimit = "element-limit"
  /// An `@Environment` value the simulator does not model.
  case environmentValue = "environment-value"
  /// An `extension` of a type the program does not declare.
  case extensionOfUnknownType = "extension-of-unknown-type"
  /// The file is larger than a scene can be (1 MiB).
  case fileTooLarge = "file-too-large"
  /// The file cannot be read, is not a regular file, or is not UTF-8 text.
  case fileUnreadable = "file-unreadable"
  /// A glass ID or matched geometry needs a namespace or an ID it lacks.
  case glassNamespace = "glass-namespace"
  /// A file declares only modifiers and helpers; the views that use them are in other files.
  case helpersOnly = "helpers-only"
  /// An index outside an array's elements.
  case indexOutOfRange = "index-out-of-range"
  /// A modifier one letter away from a known one (`.glassEfect`): a typo Swift rejects too.
  case likelyTypo = "likely-typo"
  /// A frame that is not a finite rectangle.
  case invalidFrame = "invalid-frame"
  /// A number that is not finite or is too large for the simulator.
  case invalidNumber = "invalid-number"
  /// A call lacks an argument its declaration needs; a placeholder is used.
  case missingArgument = "missing-argument"
  /// A view declares no `body`.
  case missingBody = "missing-body"
  /// An `@State` property without an initial value the simulator can use.
  case missingInitialValue = "missing-initial-value"
  /// Nesting deeper than the simulator follows (brackets, chains, calls).
  case nestingTooDeep = "nesting-too-deep"
  /// A tappable view (Button, gesture, withAnimation) has no action to run.
  case noAction = "no-action"
  /// A control or container has nothing to show (no options, tabs or data).
  case noContent = "no-content"
  /// A modifier that changes nothing where it is written, as in SwiftUI (a `.buttonStyle` on a
  /// button style's own label, which holds no button).
  case noEffect = "no-effect"
  /// The file or folder declares no view to simulate, or not the one asked for.
  case noView = "no-view"
  /// A number literal too large for 64 bits.
  case numberTooLarge = "number-too-large"
  /// Warnings in files of the folder the simulated view does not live in, counted, not listed.
  case otherFiles = "other-files"
  /// Another file of the folder has syntax errors the compiler rejects: the app does not build as
  /// it is, and the view loads without that file's declarations.
  case brokenOtherFile = "broken-other-file"
  /// A limit on work (views built, steps, string length, collection size) was reached.
  case resourceLimit = "resource-limit"
  /// Swift would stop the app here (division by zero, overflow, an impossible range).
  case runtimeTrap = "runtime-trap"
  /// A call into app code or the system the simulator cannot run is skipped.
  case skippedCall = "skipped-call"
  /// A state change in view code (outside an action) is ignored.
  case stateChangeInView = "state-change-in-view"
  /// A state change through a binding or to an element that cannot be made.
  case stateWriteSkipped = "state-write-skipped"
  /// An SF Symbol drawn as the closest icon of its family.
  case symbolFallback = "symbol-fallback"
  /// A glass element inserted without `withAnimation`, so it does not morph.
  case unanimatedGlass = "unanimated-glass"
  /// A union of glass whose members differ in shape or variant.
  case unionMismatch = "union-mismatch"
  /// A condition on something the program does not declare, explored both ways as states.
  case unknownCondition = "unknown-condition"
  /// Something the program does not declare (a parent's input, another file's collection); a
  /// stand-in is used.
  case unknownInput = "unknown-input"
  /// A name the program does not declare; a placeholder stands in for it.
  case unknownName = "unknown-name"
  /// A member, case or property a type does not have.
  case unknownMember = "unknown-member"
  /// An argument a declaration has no parameter or property for.
  case unknownArgument = "unknown-argument"
  /// A declaration the simulator does not evaluate (typealias, subscript, nested type, top-level code).
  case unsupportedDeclaration = "unsupported-declaration"
  /// An expression the simulator does not evaluate (`#selector`, an assignment inside an expression).
  case unsupportedExpression = "unsupported-expression"
  /// A modifier the simulator does not simulate; it is ignored.
  case unsupportedModifier = "unsupported-modifier"
  /// An operator applied to values it does not take here.
  case unsupportedOperator = "unsupported-operator"
  /// A statement the simulator does not run (`while`, `defer`, `for await`).
  case unsupportedStatement = "unsupported-statement"
  /// The file's first `#Preview` shows no glass in the states it reaches, so the scene is shown in
  /// the first later one that shows glass when it appears.
  case previewChosen = "preview-chosen"
  /// A file whose views are all inside another platform's `#if os(…)` is read as that
  /// platform's build (`--platform` not given).
  case platformChosen = "platform-chosen"
  /// A value (style, spring, transition, colour initialiser, material) that is not simulated.
  case unsupportedValue = "unsupported-value"
  /// A view the simulator does not know; its content is laid out in a placeholder.
  case unsupportedView = "unsupported-view"
  /// An integer literal above Int.max (a UInt64 constant), kept as its 64-bit pattern.
  case wideInteger = "wide-integer"
  /// A literal of the wrong type for a known parameter (`.frame(width: "wide")`): Swift rejects
  /// it too.
  case wrongLiteral = "wrong-literal"
  /// A value of the wrong kind where a known parameter expects another.
  case wrongValue = "wrong-value"

  /// How serious diagnostics of this ID are, unless the user's policy changes it.
  public var severity: Diagnostic.Severity {
    switch self {
    case .binaryFile, .fileTooLarge, .fileUnreadable, .invalidFrame, .invalidNumber, .likelyTypo,
      .missingBody,
      .nestingTooDeep, .noView, .numberTooLarge, .resourceLimit, .runtimeTrap, .wrongLiteral:
      return .error
    case .approximation, .assumedContext, .constantBinding, .helpersOnly, .otherFiles,
      .platformChosen, .previewChosen, .skippedCall, .unknownCondition, .unknownInput:
      return .note
    default:
      return .warning
    }
  }

  /// The message identity of this ID (domain `glassmorph`).
  public var messageID: MessageID { MessageID(domain: "glassmorph", id: rawValue) }

  /// The ID whose text is `text`, if any.
  public init?(id text: String) { self.init(rawValue: text) }
}
