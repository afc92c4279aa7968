import Foundation
import MorphDiagnostics
import MorphSyntax

/// Unknowns (Docs/SceneLanguage.md, "Unknowns"): a condition on something the scene does not
/// declare — a model from another file, a parent's input — is an input of the simulation. Each
/// lives in the state as a slot named `assumed <condition>`, false until exploring flips it, so
/// the views behind it (often the glass) are shown in states of their own.
extension Evaluator {
  /// The key prefix of an assumption's slot.
  static let assumptionPrefix = "assume#"
  /// How many stand-in elements an unknown collection shows: enough to see a row, a stack or a
  /// group of glass repeat, few enough to read.
  static let standInCount = 3
  /// The operators whose result on an unknown is an unknown condition.
  static let comparisonOperators: Set<String> = ["==", "!=", "<", ">", "<=", ">="]

  /// What the explored state assumes for the unknown condition `text` (`!` prefixes negate):
  /// false until exploring flips it; each place that reads it is reported.
  func assumption(_ text: String, at location: SourcePosition) -> Bool {
    var condition = Substring(text)
    var negated = false
    while condition.first == "!" {
      condition = condition.dropFirst()
      negated.toggle()
    }
    // A placeholder for work cut short (the step budget) is no condition to explore.
    guard !condition.isEmpty, condition != "…" else { return false }
    // The stand-ins of an unknown collection share their conditions (`items[…].isNew`): they
    // are the same unknown, and exploring each on its own would multiply the states.
    condition = Substring(Evaluator.sharingStandIns(String(condition)))
    let key = Evaluator.assumptionKey(String(condition))
    let info = Evaluator.assumptionInfo(String(condition))
    let assumed: Bool
    if case .bool(let flag)? = store.slot(key) {
      assumed = flag
    } else {
      assumed = false
      store.setSlot(key, .bool(false), info: info)
      newAssumptions.append((key, String(condition)))
    }
    store.touch(key, info: info)
    hasAssumed = true
    // Reported once per place: a condition read in a loop is read many times.
    guard reportedAssumptions.insert(ReportedAssumption(offset: location.offset, key: key)).inserted
    else { return negated ? !assumed : assumed }
    // Read by a tap's action, it decides what that tap does: exploring taps with it false, and
    // again with it true once on each way (StateGraph), rather than making two states of it.
    let explored =
      isRunningAction
      ? "the tap is explored with it assumed false and, once on each way through the states, true"
      : "it is explored both ways, as states 'assumed \(condition) = false' and '= true'"
    report(
      .unknownCondition,
      "'\(condition)' is not known to this scene (it lives in another file, module or service); \(explored).",
      at: location)
    return negated ? !assumed : assumed
  }

  /// The name of member `name` of the unknown `text`: `model.items`, and for a member applied
  /// again to its own result (`result = result.replacingOccurrences(…)` in a loop of a hundred
  /// rules) the same name, `result.replacingOccurrences` — one unknown transformed, not a name
  /// that grows with every pass (each pass copied, split and reported the whole name: seconds,
  /// found on a public chat view).
  static func unknownMember(_ text: String, _ name: String) -> String {
    if text.hasSuffix("." + name) { return text }
    return text + "." + name
  }

  /// Whether the unknown `text` is a Bool as far as the program shows: the view reads it as a
  /// condition, or its name reads as a flag (`isConnected`, `hasNewItems`, `showsBanner`).
  func isBoolUnknown(_ text: String) -> Bool {
    guard !text.isEmpty, text != "…", !text.contains("(") else { return false }
    if store.slot(Evaluator.assumptionKey(text)) != nil { return true }
    let name = text.split(separator: ".").last.map(String.init) ?? text
    return Evaluator.flagPrefixes.contains { prefix in
      name.hasPrefix(prefix)
        && name.dropFirst(prefix.count).first.map { $0.isUppercase } == true
    }
  }

  /// How Swift's API guidelines name Boolean properties ("uses of Boolean methods and properties
  /// should read as assertions": `isEmpty`, `hasPrefix`), and the `show…` flags apps keep.
  static let flagPrefixes = [
    "is", "has", "show", "shows", "should", "can", "did", "was", "will", "needs", "allows", "uses",
  ]

  /// Makes the unknown Bool `text` part of the state while a view watches it (an
  /// `.onChange(of:)` of it): false until an event changes it, so the next change event flips it
  /// back and a state reached by two changes is the state it started from.
  func keepWatchedUnknown(_ text: String) {
    let key = Evaluator.assumptionKey(text)
    let info = Evaluator.assumptionInfo(text)
    if store.slot(key) == nil { store.setSlot(key, .bool(false), info: info) }
    store.touch(key, info: info)
  }

  /// The slot key of the assumption about the unknown condition `text`.
  static func assumptionKey(_ text: String) -> String {
    assumptionPrefix + sharingStandIns(text)
  }

  /// How the assumption about the unknown condition `text` is named in a state
  /// (`assumed store.showsPoll`).
  static func assumptionInfo(_ text: String) -> StateStore.SlotInfo {
    StateStore.SlotInfo(
      property: "assumed " + sharingStandIns(text), ownerType: "", type: nil, isTopLevel: true)
  }

  /// An action assigning to a member of an unknown (`store.showPoll = true`, a Toggle bound to
  /// `$store.showPoll`): a Bool decides the unknown condition of that name from then on, as a
  /// stored property keeps what is assigned; other values are not simulated (a note says so).
  func assignUnknown(_ text: String, _ value: Value, at location: SourcePosition) {
    // An optional set to nil, or to a value where its presence is explored: its presence is
    // decided (`filter.minDate = nil` makes `filter.minDate == nil` true).
    let presence = Evaluator.assumptionKey(text + " == nil")
    if !text.isEmpty, text != "…", case .none = value {
      store.touch(presence, info: Evaluator.assumptionInfo(text + " == nil"))
      setSlot(presence, .bool(true), at: location)
      return
    }
    if !text.isEmpty, text != "…", store.slot(presence) != nil {
      setSlot(presence, .bool(false), at: location)
      if case .bool = value {} else { return }
    }
    if !text.isEmpty, text != "…", !value.isCutShort, Evaluator.keepsWritten(value) {
      // `manager.mode = .weekly`, a Picker bound to `$manager.mode`: a stored property keeps
      // what is assigned, so the member reads the value from then on.
      let key = Evaluator.writtenKey(text)
      store.touch(key, info: Evaluator.writtenInfo(text))
      setSlot(key, value, at: location)
      return
    }
    guard case .bool = value, !text.isEmpty, text != "…" else {
      report(
        .stateWriteSkipped,
        "'\(text)' belongs to something this scene does not declare; setting it to \(value.literal) is not simulated.",
        at: location, severity: .note)
      return
    }
    let key = Evaluator.assumptionKey(text)
    store.touch(key, info: Evaluator.assumptionInfo(text))
    setSlot(key, value, at: location)
  }

  /// The key prefix of a value an action wrote into a member of an unknown.
  static let writtenPrefix = "written#"

  /// The slot key of the value last written into the unknown member `text`.
  static func writtenKey(_ text: String) -> String { writtenPrefix + text }

  /// How a written member of an unknown is named in a state (`manager.mode`).
  static func writtenInfo(_ text: String) -> StateStore.SlotInfo {
    StateStore.SlotInfo(property: text, ownerType: "", type: nil, isTopLevel: true)
  }

  /// Whether a value written into an unknown's member is kept as that member's value: a value
  /// the program made (a number, text, a case, an instance) or another unknown (a stand-in
  /// element a Picker selects, `service.latest`), not a Bool (which decides the member's
  /// assumption instead) or nothing (which decides its presence).
  static func keepsWritten(_ value: Value) -> Bool {
    switch value {
    case .int, .double, .string, .enumCase, .instance, .symbol, .placeholder: true
    default: false
    }
  }

  /// The value an action wrote into the unknown member `text`, if one did (kept in the state).
  func writtenUnknown(_ text: String) -> Value? {
    let key = Evaluator.writtenKey(text)
    guard let value = store.slot(key) else { return nil }
    store.touch(key, info: Evaluator.writtenInfo(text))
    return value
  }

  /// A stored property's or `@State`'s declared value, `= Model()` of a type the scene does not
  /// declare becoming an unknown named for the property (`vm`, so conditions read `vm.isLoading`).
  func evaluateStoredValue(_ expression: ExpressionSyntax, in context: Context, named name: String)
    -> Value
  {
    // A stored property's initial value that reads the property itself (through a closure or
    // a helper) is a cycle Swift rejects ("cannot use instance member within property
    // initializer"); evaluating it again would recurse, each level building views (found by
    // fuzzing: 19 GB in a minute).
    let key = StoredValueKey(owner: context.owner.map(ObjectIdentifier.init), name: name)
    guard storedValuesInProgress.insert(key).inserted else {
      report(
        .unsupportedExpression,
        "The initial value of '\(name)' reads '\(name)' itself; Swift rejects this. A placeholder is used.",
        at: expression.location)
      return .placeholder(name)
    }
    storedValueDepth += 1
    defer {
      storedValueDepth -= 1
      storedValuesInProgress.remove(key)
    }
    let value = evaluate(expression, in: context)
    if case .placeholder(let text) = value, text.first?.isUppercase == true {
      return .placeholder(name)
    }
    return value
  }

  /// `items[2].isNew` → `items[…].isNew`: a stand-in's index replaced by "…".
  static func sharingStandIns(_ text: String) -> String {
    // Byte scan: Foundation's `contains` would go through CFString on every condition read.
    guard text.utf8.contains(UInt8(ascii: "[")) else { return text }
    var result = ""
    var index = text.startIndex
    while index < text.endIndex {
      if text[index] == "[", let close = text[index...].firstIndex(of: "]"),
        text.index(after: index) < close,
        text[text.index(after: index)..<close].allSatisfy(\.isNumber)
      {
        result += "[…]"
        index = text.index(after: close)
      } else {
        result.append(text[index])
        index = text.index(after: index)
      }
    }
    return result
  }

  /// The separator before an assumed case's count in its slot key (`assume#state#cases=3`).
  static let caseCountMarker = "#cases="

  /// Which of the `count` cases of a `switch` over the unknown `text` the explored state takes:
  /// the first until exploring moves on to the next (each is a state of its own).
  func assumedCase(
    _ text: String, of count: Int, at location: SourcePosition, input: Bool = false
  ) -> Int {
    let subject = Evaluator.sharingStandIns(text)
    let key = Evaluator.assumptionPrefix + subject + Evaluator.caseCountMarker + String(count)
    let info = StateStore.SlotInfo(
      property: "assumed case of " + subject, ownerType: "", type: nil, isTopLevel: true)
    var chosen = 0
    if case .int(let index)? = store.slot(key), (0..<count).contains(index) {
      chosen = index
    } else {
      store.setSlot(key, .int(0), info: info)
    }
    store.touch(key, info: info)
    hasAssumed = true
    if input {
      report(
        .unknownInput,
        "'\(subject)' is passed in by a parent view this scene does not have; each of its \(count) cases is explored as a state of its own.",
        at: location)
    } else {
      report(
        .unknownCondition,
        "'\(subject)' is not known to this scene; each of the \(count) cases of this switch is explored as a state of its own.",
        at: location)
    }
    return chosen
  }

  /// Declares the names a pattern binds as unknowns (`case .loaded(let items)` over an unknown).
  func bindAsUnknown(_ pattern: Statement.Pattern, in scope: Scope) {
    switch pattern {
    case .wildcard: break
    case .binding(let name): scope.declare(name, .placeholder(name))
    case .value(_, let subpatterns), .tuple(let subpatterns):
      for subpattern in subpatterns { bindAsUnknown(subpattern, in: scope) }
    }
  }

  /// What the simulated view's own `@Binding` starts at when no preview passes one: a number,
  /// string or Bool's zero; an enum of the program's first case; a collection of a type the
  /// program does not declare, `standInCount` unknown elements (an empty one would hide the
  /// views it repeats, often the glass); a value of an undeclared type, an unknown.
  func bindingStandIn(for variable: VariableDeclaration) -> Value {
    guard let type = variable.type else { return Value.none }
    if let declared = syntax.type(named: type.baseName) {
      if declared.kind == .enumeration, let first = declared.cases.first {
        return .enumCase(Value.EnumValue(type: declared.name, name: first.name))
      }
      return Value.none
    }
    let zero = SceneProgram.zeroValue(for: type)
    if type.baseName == "Array", let element = Evaluator.elementTypeName(of: type.text),
      syntax.type(named: element) == nil, !Evaluator.valueTypeNames.contains(element)
    {
      return .array(
        (0..<Evaluator.standInCount).map { .placeholder("\(variable.name)[\($0)]") })
    }
    if case .none = zero, type.baseName.first?.isUppercase == true,
      !Evaluator.valueTypeNames.contains(type.baseName)
    {
      return .placeholder(variable.name)
    }
    return zero
  }

  /// `Item` for `[Item]` (nil for a dictionary or a nested collection).
  static func elementTypeName(of text: String) -> String? {
    guard text.hasPrefix("["), text.hasSuffix("]") else { return nil }
    let inner = text.dropFirst().dropLast()
    guard !inner.contains(":"), !inner.contains("[") else { return nil }
    return String(inner).trimmingCharacters(in: CharacterSet(charactersIn: "?!"))
  }

  /// Swift's and SwiftUI's value types a binding of which starts at a zero, not an unknown.
  static let valueTypeNames: Set<String> = [
    "Bool", "Int", "Double", "CGFloat", "Float", "String", "Date", "Color", "CGSize", "CGPoint",
    "Array", "Set", "Dictionary", "Optional", "UUID", "URL", "Data", "TimeInterval",
  ]

  /// Whether a property lives in a state slot: `@State` and `@StateObject` of a view, and the
  /// simulated view's own `@Binding` when no preview passes one — the parent's state it stands
  /// for is kept by the simulator, so the view's taps still change it.
  func isSlotBacked(_ declaration: VariableDeclaration, of owner: Owner) -> Bool {
    guard owner.objectID == nil else { return false }
    if declaration.isStateLike { return true }
    guard owner.isRoot, owner.properties[declaration.name] == nil else { return false }
    return declaration.attributes.contains("Binding") || standInType(for: declaration) != nil
  }

  /// The program's own model type a root input of that type can be made as, with its declared
  /// defaults (`@Bindable var shelf: ShelfModel`, shown without a parent): a class or non-view
  /// struct with no value to set first — no initialiser, or one that takes no arguments.
  func standInType(for declaration: VariableDeclaration) -> TypeDeclaration? {
    guard declaration.initialValue == nil, declaration.getter == nil, !declaration.isEnvironment,
      let name = declaration.type?.baseName, let type = syntax.type(named: name),
      type.kind == .classType || (type.kind == .structure && !type.isView)
    else { return nil }
    if type.initializers.isEmpty {
      let stored = type.variables.filter { $0.getter == nil && !$0.isStatic }
      return stored.allSatisfy { $0.initialValue != nil || $0.type?.isOptional == true }
        ? type : nil
    }
    return initializer(of: type, for: []) != nil ? type : nil
  }
}
