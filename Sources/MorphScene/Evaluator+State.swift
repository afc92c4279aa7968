import MorphCore
import MorphDiagnostics
import MorphSyntax
import MorphViewTree

extension Evaluator {
  // MARK: Slots

  /// The value of a view instance's `@State`/`@StateObject` property: its slot in the store,
  /// created on first use from the value the view was created with, else the declared initial
  /// value. The slot is marked live (its instance is on screen).
  func stateSlot(_ variable: VariableDeclaration, of owner: Owner, at location: SourcePosition)
    -> Value
  {
    let key = (owner.stateKey ?? owner.type.name) + "#" + variable.name
    let info = StateStore.SlotInfo(
      property: variable.name, ownerType: owner.type.name, type: variable.type,
      isTopLevel: owner.isRoot)
    if let existing = store.slot(key) {
      store.touch(key, info: info)
      markObjects(in: existing)
      return existing
    }
    var value: Value
    if let passed = owner.properties[variable.name] {
      value = convert(passed, to: variable.type, at: location)
    } else if let initial = variable.initialValue {
      value = convert(
        evaluateStoredValue(
          initial,
          in: Context(scope: Scope(parent: nil), owner: owner, identity: owner.stateKey ?? "state"),
          named: variable.name),
        to: variable.type, at: initial.location)
    } else if variable.attributes.contains("FocusState") {
      // `@FocusState var isFocused: Bool` starts unfocused: false, or nil for `Field?`.
      value = variable.type?.isOptional == true ? Value.none : .bool(false)
    } else if owner.isRoot, let type = standInType(for: variable) {
      value = construct(
        type.name, [],
        in: Context(scope: Scope(parent: nil), owner: owner, identity: owner.stateKey ?? "state"),
        at: variable.location)
      reportInitialization(
        .unknownInput,
        "'\(variable.name)' is passed in by a parent view this scene does not have; a fresh '\(type.name)()' with its declared defaults stands in for it.",
        at: variable.location)
    } else if variable.attributes.contains("Binding") {
      // An optional the parent would pass (`@Binding var request: Overlay?`) is set by code the
      // simulator does not have — a long press, a selection elsewhere: at the root it is an
      // unknown, explored present and absent (what shows when it is set is often the glass),
      // never a silent nil.
      let optional = variable.type?.isOptional == true
      value =
        optional
        ? (owner.isRoot ? .placeholder(variable.name) : Value.none)
        : bindingStandIn(for: variable)
      if owner.isRoot { bindingsKeptAsState.insert(variable.name) }
      reportInitialization(
        .unknownInput,
        optional && owner.isRoot
          ? "'\(variable.name)' is an optional @Binding its parent would pass; the simulator keeps it as state, an unknown explored as nil and as set."
          : "'\(variable.name)' is a @Binding its parent would pass; the simulator keeps it as state, starting at \(optional ? "nil" : value.literal).",
        at: variable.location)
    } else if variable.type?.isOptional == true {
      value = Value.none
    } else if let type = variable.type, !SceneProgram.hasZeroValue(type) {
      // A model or service set by an initialiser the simulator did not run, or of a type this
      // scene does not declare (`@StateObject private var proxy: ToastProxy`, set in `init`):
      // an unknown, explored where it decides what shows — never a silent nil.
      reportInitialization(
        .unknownInput,
        "@\(variable.attributes.first ?? "State") '\(variable.name)' of type '\(type.baseName)' has no initial value here (an initialiser sets it); it is an unknown, and where it decides what shows both cases are explored.",
        at: variable.location)
      value = .placeholder(variable.name)
    } else {
      reportInitialization(
        .missingInitialValue,
        "@State '\(variable.name)' has no initial value; \(SceneProgram.zeroDescription(variable.type)) is used.",
        at: variable.location)
      value = SceneProgram.zeroValue(for: variable.type)
    }
    // `@State private var mode = .grid` names no type: Swift rejects it, and so does the
    // simulator (it cannot tell which enum's case is meant). `CGSize(width: 3, height: 4)` or
    // `: CGPoint = .zero` are values of SwiftUI's and CoreGraphics' types, kept as written.
    if case .symbol(let symbol) = value, variable.type == nil,
      let initial = variable.initialValue, Evaluator.isImplicitMember(initial)
    {
      reportInitialization(
        .missingInitialValue,
        "The initial value '.\(symbol.head)' of '\(variable.name)' needs a type annotation naming its enum (e.g. '@State private var \(variable.name): Mode = .\(symbol.head)').",
        at: variable.location)
    }
    store.setSlot(key, value)
    store.touch(key, info: info)
    markObjects(in: value)
    return value
  }

  /// Marks the objects a value refers to as used by this evaluation.
  func markObjects(in value: Value) {
    switch value {
    case .object(let id): store.touchObject(id)
    case .array(let elements):
      for element in elements { markObjects(in: element) }
    default: break
    }
  }

  /// Fills a view's `@Environment`/`@EnvironmentObject` properties from the environment its
  /// creator set up (`.environment(model)` around it, or in the `#Preview`); a model nobody
  /// provided is created from its declaration, with a note.
  func initializeEnvironmentProperties(of owner: Owner, at location: SourcePosition) {
    for variable in owner.type.variables where variable.isEnvironment && !variable.isStatic {
      guard let key = variable.environmentKey, owner.properties[variable.name] == nil else {
        continue
      }
      if let provided = environment.last(where: { $0.key == key })?.value {
        owner.properties[variable.name] = provided
        markObjects(in: provided)
        continue
      }
      if key.hasPrefix("type:") {
        let typeName = String(key.dropFirst(5))
        if let type = syntax.type(named: typeName), type.kind == .classType {
          report(
            .approximation,
            "No '\(typeName)' is put in the environment (with .environment(…) or .environmentObject(…)); one is created with its declared values, and its optionals that start nil are unknowns, explored present and absent.",
            at: variable.location)
          let id = allocateObject(type, at: variable.location)
          unknownOptionals(of: id, type, named: variable.name)
          owner.properties[variable.name] = .object(id)
          continue
        }
      }
      owner.properties[variable.name] = environmentValue(variable, key: key, at: variable.location)
    }
  }

  /// A model nobody put in the environment stands in for the app's, whose optionals are filled
  /// by code the simulator does not run (a sign-in, a network load): each optional stored
  /// property that starts nil is an unknown named for the view's property (`currentUser.profile`),
  /// so `if let profile = currentUser.profile` explores the profile present and absent. An
  /// assignment replaces it as it replaces any value.
  func unknownOptionals(of id: String, _ type: TypeDeclaration, named name: String) {
    for variable in type.variables
    where !variable.isStatic && variable.getter == nil && variable.type?.isOptional == true {
      guard case .none? = store.objects[id]?.properties[variable.name] else { continue }
      store.objects[id]?.properties[variable.name] = .placeholder(name + "." + variable.name)
    }
  }

  /// The system colour `name` (`blue`, `systemBlue`, `primary`) in the scene's colour scheme.
  func namedColor(_ name: String) -> Color? {
    if name == "accentColor" || name == "accent", let accent = appAccentColor { return accent }
    let isDark = system.colorScheme == .dark
    let table = isDark ? Color.namedDark : Color.named
    return table[name] ?? (isDark ? Color.elementColorsDark : Color.elementColors)[name]
      ?? table[Evaluator.systemColorName(name)]
  }

  /// The environment of the simulated device — the iPhone in portrait whose screen is the
  /// default canvas (402 × 874 pt at 3×, Docs/Layout.md) — running in the foreground with
  /// nothing focused or redacted (Docs/SceneLanguage.md, "The device"); its size classes follow
  /// the canvas (`SceneEnvironment.sizeClasses`). Computed: `Value` is not `Sendable`, so it
  /// cannot be a stored static.
  static var deviceEnvironment: [String: Value] {
    [
      "key:displayScale": .double(3),
      "key:pixelLength": .double(1.0 / 3),
      "key:scenePhase": caseSymbol("active"),
      "key:layoutDirection": caseSymbol("leftToRight"),
      "key:controlSize": caseSymbol("regular"),
      "key:legibilityWeight": caseSymbol("regular"),
      "key:redactionReasons": .array([]),
      "key:isFocused": .bool(false),
      "key:isSearching": .bool(false),
      "key:isLuminanceReduced": .bool(false),
      "key:accessibilityVoiceOverEnabled": .bool(false),
      "key:accessibilityDifferentiateWithoutColor": .bool(false),
      "key:accessibilityInvertColors": .bool(false),
      "key:accessibilityShowButtonShapes": .bool(false),
      "key:locale": deviceLocale,
      // A widget on the Home Screen, drawn in its own colours on its own background.
      "key:widgetRenderingMode": caseSymbol("fullColor"),
      "key:showsWidgetContainerBackground": .bool(true),
    ]
  }

  /// The simulated iPhone's locale, US English (Docs/SceneLanguage.md, "The device").
  static var deviceLocale: Value { locale(identifier: "en_US") }

  /// `Locale(identifier:)`, with the members app code reads to choose a language: `identifier`,
  /// `language.languageCode` and `language.region` (each with its `identifier`), `region`, and
  /// the older `languageCode` and `regionCode`. The language is the identifier up to its first
  /// `-` or `_`, the region the next part when it is two letters or three digits (`pt-BR`,
  /// `es_419`; a script such as `zh-Hant-TW` is skipped to reach `TW`), as BCP 47 orders them.
  static func locale(identifier: String) -> Value {
    func identified(_ type: String, _ identifier: String?) -> Value {
      guard let identifier else { return Value.none }
      return .instance(
        Value.InstanceValue(type: type, properties: ["identifier": .string(identifier)]))
    }
    let parts = identifier.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
    let languageCode = parts.first.map { $0.lowercased() }
    let region = parts.dropFirst().first {
      ($0.count == 2 && $0.allSatisfy(\.isLetter)) || ($0.count == 3 && $0.allSatisfy(\.isNumber))
    }.map { $0.uppercased() }
    let language = Value.instance(
      Value.InstanceValue(
        type: "Locale.Language",
        properties: [
          "languageCode": identified("Locale.LanguageCode", languageCode),
          "region": identified("Locale.Region", region),
        ]))
    return .instance(
      Value.InstanceValue(
        type: "Locale",
        properties: [
          "identifier": .string(identifier), "language": language,
          "region": identified("Locale.Region", region),
          "languageCode": languageCode.map { .string($0) } ?? Value.none,
          "regionCode": region.map { .string($0) } ?? Value.none,
        ]))
  }

  /// An enum case written as an implicit member (`.compact`).
  static func caseSymbol(_ name: String) -> Value {
    .symbol(Value.Symbol(type: nil, steps: [.init(name: name, arguments: nil)]))
  }

  /// `@Environment(\.key)`: the values with a meaning here, else a placeholder with a warning.
  func environmentValue(_ variable: VariableDeclaration, key: String, at location: SourcePosition)
    -> Value
  {
    switch key {
    case "key:colorScheme":
      return .symbol(
        Value.Symbol(type: nil, steps: [.init(name: system.colorScheme.rawValue, arguments: nil)]))
    case "key:colorSchemeContrast":
      return .symbol(
        Value.Symbol(
          type: nil,
          steps: [.init(name: system.increaseContrast ? "increased" : "standard", arguments: nil)]))
    case "key:dynamicTypeSize":
      return .symbol(
        Value.Symbol(
          type: nil, steps: [.init(name: system.dynamicTypeSize.rawValue, arguments: nil)]))
    case "key:accessibilityReduceMotion":
      return .bool(system.reduceMotion)
    case "key:accessibilityReduceTransparency":
      return .bool(system.reduceTransparency)
    case "key:horizontalSizeClass":
      return Evaluator.caseSymbol(system.horizontalSizeClass.rawValue)
    case "key:verticalSizeClass":
      return Evaluator.caseSymbol(system.verticalSizeClass.rawValue)
    case "key:widgetFamily" where widgetFamily != nil:
      return Evaluator.caseSymbol(widgetFamily ?? "")
    case "key:isEnabled", "key:isPresented":
      return .bool(key == "key:isEnabled")
    case "key:dismiss", "key:openURL", "key:openWindow":
      return .placeholder(String(key.dropFirst(4)))
    default:
      if let value = Evaluator.deviceEnvironment[key] { return value }
      if key.hasPrefix("key:"), let value = declaredEnvironmentDefault(String(key.dropFirst(4))) {
        return value
      }
      report(
        .environmentValue,
        "@Environment value '\(key.hasPrefix("key:") ? String(key.dropFirst(4)) : variable.name)' is not simulated; a placeholder is used.",
        at: location)
      return .placeholder(variable.name)
    }
  }

  /// The default of an environment value the app declares itself: `extension EnvironmentValues
  /// { @Entry var theme = Theme() }`, or a property whose getter reads `self[ThemeKey.self]`
  /// with `struct ThemeKey: EnvironmentKey { static let defaultValue = … }` — what a view reads
  /// when no ancestor sets it.
  func declaredEnvironmentDefault(_ name: String) -> Value? {
    guard let values = syntax.builtinExtensions["EnvironmentValues"],
      let declaration = values.variables.first(where: { $0.name == name && !$0.isStatic })
    else { return nil }
    let context = Context(scope: Scope(parent: nil), owner: nil, identity: "EnvironmentValues")
    if let initial = declaration.initialValue {
      return convert(evaluate(initial, in: context), to: declaration.type, at: initial.location)
    }
    // `get { self[ThemeKey.self] }` (or `return self[…]`): the key type's `defaultValue`.
    let read: ExpressionSyntax
    switch declaration.getter?.first?.kind {
    case .expression(let value)?, .returnValue(let value?)?: read = value
    default: return nil
    }
    guard case .subscriptAccess(let base, let arguments) = read.kind,
      case .selfReference = base.kind,
      case .member(let keyExpression, "self")? = arguments.first?.value.kind,
      case .identifier(let keyType) = keyExpression.kind
    else { return nil }
    return staticMember(keyType, "defaultValue", in: context, at: declaration.location)
  }

  /// Runs a control's built-in action.
  func perform(_ action: NativeAction, at location: SourcePosition) -> Value {
    switch action {
    case .toggle(.unknown(let text)):
      // A Toggle bound to an unknown model's flag: on, off, as the explored state assumes.
      assignUnknown(text, .bool(!assumption(text, at: location)), at: location)
      return .void
    case .toggle(let reference):
      let current = read(reference)
      if case .placeholder(let text) = current, text != "…" {
        // A binding whose getter reads an unknown (`Binding(get: { AppSettings.isOn }, set:
        // …)`): its flag is as the explored state assumes, and the setter writes the other.
        write(reference, .bool(!assumption(text, at: location)), at: location)
        return .void
      }
      guard case .bool(let flag) = current else {
        report(.wrongValue, "A Toggle's binding is not a Bool; the tap is skipped.", at: location)
        return .void
      }
      write(reference, .bool(!flag), at: location)
    case .assign(let reference, let value):
      write(reference, value, at: location)
    case .step(let reference, let delta, let lower, let upper):
      let current = read(reference)
      guard let number = current.number else {
        report(.wrongValue, "A Stepper's value is not a number; the tap is skipped.", at: location)
        return .void
      }
      var next = number + delta
      if let lower { next = max(lower, next) }
      if let upper { next = min(upper, next) }
      guard next != number else { return .void }
      if case .int = current {
        write(reference, .int(Int(saturating: next)), at: location)
      } else {
        write(reference, .double(next), at: location)
      }
    case .perform(let value):
      return callValue(
        value, [], in: Context(scope: Scope(parent: nil), owner: nil, identity: "action"),
        at: location)
    case .sequence(let actions):
      for action in actions { _ = perform(action, at: location) }
    case .append(let reference, let value):
      guard case .array(let elements) = read(reference) else {
        report(.wrongValue, "A navigation path is not an array; the tap is skipped.", at: location)
        return .void
      }
      write(reference, .array(elements + [value]), at: location)
    case .removeLast(let reference):
      guard case .array(let elements) = read(reference), !elements.isEmpty else { return .void }
      write(reference, .array(elements.dropLast()), at: location)
    case .receive(let action, let sent):
      return callHandler(action, old: sent, new: sent, at: location)
    case .changeUnknown(let text, let action):
      let old = assumption(text, at: location)
      assignUnknown(text, .bool(!old), at: location)
      return callHandler(action, old: .bool(old), new: .bool(!old), at: location)
    case .systemAnimated(let action):
      guard transactions.isEmpty else { return perform(action, at: location) }
      transactions.append((Evaluator.systemAnimation, nextTransaction, nil))
      nextTransaction += 1
      defer { transactions.removeLast() }
      return perform(action, at: location)
    }
    return .void
  }

  /// What `watch` watches now: its expression read again where it was written (the store holds
  /// the state after a tap), else the value the views were built with.
  func watchedValue(of watch: ChangeWatch) -> Value {
    guard let expression = watch.expression, let context = watch.context else {
      return watch.value
    }
    return evaluate(expression, in: context)
  }

  /// Calls an `.onChange` or `.onReceive` action with what it takes of `old` and `new`.
  private func callHandler(_ action: Value, old: Value, new: Value, at location: SourcePosition)
    -> Value
  {
    callValue(
      action,
      Evaluator.changeArguments(for: action, old: old, new: new).map {
        Value.Argument(label: nil, value: $0, location: location)
      }, in: Context(scope: Scope(parent: nil), owner: nil, identity: "action"), at: location)
  }

  /// What an `.onChange` action is given: nothing (`{ … }`), the new value (`{ newValue in }`,
  /// iOS 14's form) or the old and new values (`{ old, new in }`).
  static func changeArguments(for action: Value, old: Value, new: Value) -> [Value] {
    let count: Int
    switch action {
    case .closure(let closure): count = closure.parameters.count
    case .function(let function): count = function.declaration.parameters.count
    default: count = 0
    }
    switch count {
    case 0: return []
    case 1: return [new]
    default: return [old, new]
    }
  }

  // MARK: Objects

  /// A new object of class `type`, its stored properties set from their declared initial values.
  /// In view code an object made at the same place again is the same object (a `#Preview`'s
  /// `Model()` is made once, as SwiftUI runs a preview once); in actions every one is new.
  func allocateObject(
    _ type: TypeDeclaration, at location: SourcePosition, arguments: [Value.Argument] = []
  )
    -> String
  {
    let site = "\(type.name)@\(location.line):\(location.column)"
    var ordinal = (store.allocationCounts[site] ?? 0) + 1
    if isRunningAction && staticsInProgress.isEmpty {
      while store.objects[site + "#\(ordinal)"] != nil { ordinal += 1 }
    }
    store.allocationCounts[site] = ordinal
    let id = site + "#\(ordinal)"
    store.touchObject(id)
    if store.objects[id] != nil { return id }
    store.objects[id] = ObjectValue(type: type.name, properties: [:])
    // An object made once for the scene (a `@StateObject`, a singleton) is not made again in
    // later evaluations, which start from the state it is in: what its making reported belongs
    // to the scene, as a `@State` initial value's problems do.
    let reported = diagnostics.count
    defer {
      if !isRunningAction { keepAsInitialization(diagnostics[reported...]) }
    }
    let owner = Owner(type: type, properties: [:], isRoot: false, objectID: id)
    let initializer = self.initializer(of: type, for: arguments)
    var remaining = initializer == nil ? arguments : []
    let context = Context(scope: Scope(parent: nil), owner: owner, identity: id)
    func fill(leavingUnset: Bool) {
      for variable in type.variables
      where variable.getter == nil && !variable.isStatic
        && store.objects[id]?.properties[variable.name] == nil
      {
        var value: Value
        if let index = remaining.firstIndex(where: { $0.label == variable.name }) {
          value = remaining.remove(at: index).value
        } else if let initial = variable.initialValue {
          value = evaluateStoredValue(initial, in: context, named: variable.name)
        } else if variable.type?.isOptional == true {
          value = Value.none
        } else if leavingUnset {
          continue
        } else {
          value = SceneProgram.zeroValue(for: variable.type)
        }
        // Converted before the store is written: converting may run app code (an implicit
        // `.shared` or `.init(…)`) that reads the store.
        let converted = convert(value, to: variable.type, at: variable.location)
        store.objects[id]?.properties[variable.name] = converted
      }
    }
    // Declared values first, then the initialiser's body, as Swift initialises a class.
    fill(leavingUnset: initializer != nil)
    if let initializer {
      runInitializer(initializer, of: owner, arguments: arguments, identity: id, at: location)
      fill(leavingUnset: false)
    }
    for extra in remaining {
      report(
        .unknownMember,
        "'\(type.name)' has no stored property \(extra.label.map { "'\($0)'" } ?? "for this unlabelled argument") and no initialiser takes it; it is ignored.",
        at: extra.location)
    }
    return id
  }

  // MARK: References

  /// The value a binding refers to now.
  func read(_ reference: Reference) -> Value {
    switch reference {
    case .slot(let key): return store.slot(key) ?? Value.none
    case .property(let object, let name):
      store.touchObject(object)
      return store.objects[object]?.properties[name] ?? Value.none
    case .member(let base, let name):
      return member(
        read(base), name, in: Context(scope: Scope(parent: nil), owner: nil, identity: ""),
        at: .start)
    case .element(let base, let index):
      guard case .array(let elements) = read(base), elements.indices.contains(index) else {
        return Value.none
      }
      return elements[index]
    case .animated(let base, _): return read(base)
    case .constant(let value): return value
    case .computed(let get, _):
      return callValue(
        get, [], in: Context(scope: Scope(parent: nil), owner: nil, identity: ""), at: .start)
    case .unknown(let text):
      if let written = writtenUnknown(text) { return written }
      // A Toggle bound to `$policy.allowsAccess` shows the assumption a tap decided: reading it
      // keeps it in the state, as `assumption` does.
      let key = Evaluator.assumptionKey(text)
      guard let assumed = store.slot(key) else { return .placeholder(text) }
      store.touch(key, info: Evaluator.assumptionInfo(text))
      return assumed
    }
  }

  /// The binding to member `name` of what `reference` refers to: a model object's property, or a
  /// member inside a value.
  func project(_ reference: Reference, _ name: String) -> Reference {
    // `binding.wrappedValue` is the bound value itself (`isPresented.wrappedValue = false`).
    if name == "wrappedValue" { return reference }
    if case .unknown(let text) = reference {
      return .unknown(Evaluator.unknownMember(text, name))
    }
    switch read(reference) {
    case .object(let id): return .property(object: id, name: name)
    case .placeholder(let text) where text != "…":
      // `$vm.sheetGuide` where `@State var vm = StartPageVM()` holds another file's model: a
      // member of an unknown, as `$model.showPoll` of an environment model is.
      return .unknown(Evaluator.unknownMember(text, name))
    default: return .member(reference, name)
    }
  }

  /// Writes through a binding (an action's change, recorded with its transaction).
  /// Whether the slot `key` holds a Bool: declared so, or holding one now.
  private func isBoolSlot(_ key: String, declared: TypeReference?) -> Bool {
    if let declared { return declared.text == "Bool" }
    if case .bool? = store.slot(key) { return true }
    return false
  }

  func write(_ reference: Reference, _ value: Value, at location: SourcePosition) {
    switch reference {
    case .slot(let key):
      let declared = store.info[key]?.type
      setSlot(key, convert(value, to: declared, at: location), at: location)
    case .property(let object, let name):
      setProperty(object, name, value, at: location)
    case .member(let base, let name):
      switch read(base) {
      case .object(let id): setProperty(id, name, value, at: location)
      case .instance(var instance):
        instance.properties[name] = value
        write(base, .instance(instance), at: location)
      case .placeholder(let text) where text != "…":
        assignUnknown(Evaluator.unknownMember(text, name), value, at: location)
      default:
        report(
          .stateWriteSkipped,
          "Cannot change '\(name)' through this binding; the change is skipped.",
          at: location)
      }
    case .element(let base, let index):
      guard case .array(var elements) = read(base), elements.indices.contains(index) else {
        report(
          .stateWriteSkipped, "This element no longer exists; the change is skipped.", at: location)
        return
      }
      elements[index] = value
      write(base, .array(elements), at: location)
    case .animated(let base, let animation):
      // A binding with an animation changes its value in a transaction of its own.
      transactions.append((animation, nextTransaction, nil))
      nextTransaction += 1
      write(base, value, at: location)
      transactions.removeLast()
    case .constant:
      report(
        .constantBinding, "This binding is '.constant(…)'; writing to it changes nothing.",
        at: location)
    case .computed(_, let set):
      _ = callValue(
        set, [Value.Argument(label: nil, value: value, location: location)],
        in: Context(scope: Scope(parent: nil), owner: nil, identity: ""), at: location)
    case .unknown(let text):
      assignUnknown(text, value, at: location)
    }
  }

  /// Changes a `@State` slot inside an action, recording the transaction's animation.
  func setSlot(_ key: String, _ value: Value, at location: SourcePosition) {
    guard isRunningAction else {
      report(
        .stateChangeInView,
        "State changes in view code are ignored; '\(store.displayName(key))' changes only in actions.",
        at: location)
      return
    }
    var value = value
    // An unknown written into Bool state (`isConnected = service.isConnected`) is the value the
    // explored state assumes for it, as the Bool it is in Swift.
    if case .placeholder(let text) = value, isBoolSlot(key, declared: store.info[key]?.type) {
      value = .bool(assumption(text, at: location))
    }
    record(store.displayName(key), value, previous: store.slot(key), at: location)
    store.setSlot(key, value)
  }

  /// Changes a model object's property; outside actions (in view code) it is ignored with a warning.
  func setProperty(_ object: String, _ name: String, _ value: Value, at location: SourcePosition) {
    let type = store.objects[object]?.type ?? "object"
    guard isRunningAction else {
      report(
        .stateChangeInView,
        "Changing '\(type).\(name)' in view code is ignored; models change only in actions.",
        at: location)
      return
    }
    let typeDeclaration = syntax.type(named: type)
    let declaration = typeDeclaration?.variables.first { $0.name == name && !$0.isStatic }
    let converted = convert(value, to: declaration?.type, at: location)
    guard let typeDeclaration, declaration?.willSet != nil || declaration?.didSet != nil else {
      record(
        "\(type).\(name)", converted, previous: store.objects[object]?.properties[name],
        at: location)
      store.objects[object]?.properties[name] = converted
      return
    }
    // A model's observers run whoever assigns: its own methods, a view, a binding.
    let owner = Owner(type: typeDeclaration, properties: [:], isRoot: false, objectID: object)
    assignObserved(
      declaration, of: owner, key: object + "." + name, newValue: converted,
      current: store.objects[object]?.properties[name] ?? .none, at: location
    ) {
      record(
        "\(type).\(name)", converted, previous: store.objects[object]?.properties[name],
        at: location)
      store.objects[object]?.properties[name] = converted
    }
  }

  /// Records a change with the innermost open transaction (Docs/Motion.md §5).
  private func record(
    _ name: String, _ value: Value, previous: Value?, at location: SourcePosition
  ) {
    // What it was before the action first changed it (for `runLater`'s "puts back" rule).
    if valuesBeforeAction[name] == nil { valuesBeforeAction[name] = (previous ?? .none).literal }
    let transaction = transactions.last
    let number = transaction?.number ?? 0
    willChange(inTransaction: number)
    let animation = transaction?.animation ?? nil
    changes.append(
      StateChange(
        name: name, value: value.literal, animation: animation, isAnimated: animation != nil,
        transaction: number, animationSource: transaction?.written))
  }
}

extension Evaluator {
  /// Whether `expression` is an implicit member (`.grid`, `.degrees(90)`, `.spring.delay(1)`):
  /// a value whose type Swift takes from context.
  static func isImplicitMember(_ expression: ExpressionSyntax) -> Bool {
    switch expression.kind {
    case .implicitMember: return true
    case .call(let callee, _): return isImplicitMember(callee)
    case .member(let base, _): return isImplicitMember(base)
    default: return false
    }
  }
}
