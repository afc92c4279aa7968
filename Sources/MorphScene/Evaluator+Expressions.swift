import Foundation
import MorphCore
import MorphDiagnostics
import MorphMotion
import MorphSyntax
import MorphViewTree

extension Evaluator {
  /// Type names the simulator knows without a declaration in the scene.
  static let builtinTypes = SourceSyntax.systemTypeNames

  /// Evaluates an expression; failures become diagnostics and placeholders.
  func evaluate(_ expression: ExpressionSyntax, in context: Context) -> Value {
    guard step(at: expression.location) else { return .placeholder("…") }
    let location = expression.location
    switch expression.kind {
    case .integer(let value): return .int(value)
    case .float(let value): return .double(value)
    case .boolean(let value): return .bool(value)
    case .nilLiteral: return Value.none
    case .available: return .bool(true)
    case .string(let parts):
      var text = ""
      for part in parts {
        switch part {
        case .text(let piece): text += piece
        case .interpolation(let inner): text += evaluate(inner, in: context).interpolated
        }
      }
      return .string(text)
    case .array(let elements):
      return .array(elements.map { evaluate($0, in: context) })
    case .dictionary(let pairs):
      return .array(
        pairs.map {
          .tuple([
            (label: "key", value: evaluate($0.0, in: context)),
            (label: "value", value: evaluate($0.1, in: context)),
          ])
        })
    case .identifier(let name):
      if let reference = context.scope.alias(name) { return read(reference) }
      if let value = lookup(name, in: context, at: location) { return value }
      return unknownName(name, at: location)
    case .selfReference:
      if let receiver = context.receiver { return receiver }
      if let owner = context.owner {
        if let id = owner.objectID { return .object(id) }
        if let enumValue = owner.enumValue { return .enumCase(enumValue) }
        if owner.isRoot { return .type(owner.type.name) }
        return .instance(Value.InstanceValue(type: owner.type.name, properties: owner.properties))
      }
      return .placeholder("self")
    case .implicitMember(let name):
      return .symbol(Value.Symbol(type: nil, steps: [.init(name: name, arguments: nil)]))
    case .member(let baseExpression, let name):
      if Evaluator.mayBeSystemQuestion(baseExpression), let path = Evaluator.dottedPath(expression),
        let known = Evaluator.systemAnswers[path]
      {
        return known.value
      }
      // Inside an app's `extension UIDevice { static var … }`, `current.userInterfaceIdiom` is
      // `UIDevice.current.userInterfaceIdiom` (Swift's implicit `Self.` in a static member).
      if let owner = context.owner, Evaluator.systemRoots.contains(owner.type.name),
        let path = Evaluator.dottedPath(expression),
        let first = path.split(separator: ".").first, context.scope.lookup(String(first)) == nil,
        let known = Evaluator.systemAnswers[owner.type.name + "." + path]
      {
        return known.value
      }
      // `EntityKind?.none` (a picker's "All" tag): Optional's own `none`, which is nil.
      if name == "none", case .optionalChain(let wrapped) = baseExpression.kind,
        case .identifier(let type) = wrapped.kind, type.first?.isUppercase == true
      {
        return Value.none
      }
      if case .selfReference = baseExpression.kind, let owner = context.owner {
        if let value = member(of: owner, name, in: context, at: location) { return value }
        report(
          .unknownMember, "'\(owner.type.name)' has no member '\(name)'; a placeholder is used.",
          at: location)
        return .placeholder(name)
      }
      // `SwiftUI.Color.red`: the module's name qualifies the type after it.
      if case .identifier(let module) = baseExpression.kind,
        Evaluator.swiftUIModules.contains(module), context.scope.lookup(module) == nil
      {
        return evaluate(ExpressionSyntax(.identifier(name), at: location), in: context)
      }
      if let typeName = qualifiedType(baseExpression, name, in: context) {
        return .type(typeName)
      }
      let base = evaluate(baseExpression, in: context)
      // `draft?.title`: a nil before `?` ends the whole chain with nil, as in Swift.
      if case .none = base, Evaluator.isOptionalChain(baseExpression) { return Value.none }
      return member(base, name, in: context, at: location)
    case .call(let callee, let arguments):
      return call(callee, arguments, in: context, at: location)
    case .subscriptAccess(let baseExpression, let arguments):
      let base = evaluate(baseExpression, in: context)
      guard let first = arguments.first else { return .placeholder("subscript") }
      return subscriptValue(
        base, evaluate(first.value, in: context), at: location,
        named: Evaluator.dottedPath(baseExpression) ?? "…")
    case .closure(let closure):
      return .closure(
        ClosureValue(
          parameters: closure.parameters, body: closure.body, scope: context.scope,
          owner: context.owner, location: location, identity: context.identity,
          receiver: context.receiver))
    case .prefix(let op, let operandExpression):
      let operand = evaluate(operandExpression, in: context)
      switch (op, operand) {
      case ("!", .bool(let value)): return .bool(!value)
      case ("-", .int(let value)): return checkedArithmetic("-", 0, value, at: location)
      case ("-", .double(let value)): return .double(-value)
      case ("!", .placeholder(let text)): return .placeholder("!" + text)
      case (_, .placeholder): return operand
      case ("-", .symbol(let symbol)) where symbol.type == nil:
        // `-.layoutPadding`: a number an extension in another file declares, negated — as
        // unknown as the member itself.
        return .placeholder("-" + operand.unknownText)
      default:
        report(
          .unsupportedOperator, "'\(op)' cannot be applied to \(operand.kindName).", at: location)
        return .placeholder(op)
      }
    case .binary(let op, let leftExpression, let rightExpression):
      return binary(op, leftExpression, rightExpression, in: context, at: location)
    case .ternary(let condition, let whenTrue, let whenFalse):
      let chosen =
        truth(of: evaluate(condition, in: context), at: condition.location) ? whenTrue : whenFalse
      return evaluate(chosen, in: context)
    case .keyPath(let path):
      return .keyPath(path)
    case .tuple(let elements):
      return .tuple(elements.map { (label: $0.label, value: evaluate($0.value, in: context)) })
    case .forceUnwrap(let inner), .optionalChain(let inner):
      return evaluate(inner, in: context)
    case .cast(let inner, _, _):
      return evaluate(inner, in: context)
    case .statement(let statement):
      return run([statement], in: context, declaredType: nil)
    case .unsupported(let text):
      // The frontend reported it where it was written.
      return .placeholder(text)
    case .dollar(let name):
      if let value = context.scope.lookup("$" + name) { return value }
      if Int(name) != nil { return .placeholder("$" + name) }
      if let binding = projectedValue(name, in: context) { return binding }
      // `$store` of an app model the scene does not have (already reported where it was
      // declared), also through a local `@Bindable var store = store`: a binding into that
      // unknown.
      if case .placeholder(let text)? = context.scope.lookup(name) {
        return .binding(.unknown(text))
      }
      if context.scope.lookup(name) == nil,
        case .placeholder(let text)? = lookup(
          name, in: context, at: location)
      {
        return .binding(.unknown(text))
      }
      report(
        .bindingRequired,
        "'$\(name)' is not a binding: '\(name)' is not a @State, @Binding, @Bindable or model property here; a placeholder is used.",
        at: location)
      return .placeholder("$" + name)
    }
  }

  /// What the system answers on the simulated device (an iPhone 16 Pro, the default canvas:
  /// MorphLayout's `DevicePreset`), for the questions app code asks of it to choose its layout;
  /// implicit members (`.phone`) by their name.
  static let systemAnswers: [String: SystemAnswer] = [
    "UIDevice.current.userInterfaceIdiom": .member("phone"),
    "UIDevice.current.orientation": .member("portrait"),
    "UIDevice.current.systemName": .text("iOS"), "UIDevice.current.systemVersion": .text("26.0"),
    "UIDevice.current.model": .text("iPhone"), "UIDevice.current.name": .text("iPhone"),
    "UIScreen.main.bounds.width": .number(402), "UIScreen.main.bounds.height": .number(874),
    "UIScreen.main.bounds.size.width": .number(402),
    "UIScreen.main.bounds.size.height": .number(874), "UIScreen.main.scale": .number(3),
    "ProcessInfo.processInfo.isiOSAppOnMac": .flag(false),
    "ProcessInfo.processInfo.isMacCatalystApp": .flag(false),
    // An app launched from the home screen: no launch arguments after its own name and no
    // environment variables (the flags apps check for UI tests and screenshots are absent), in
    // US English.
    "ProcessInfo.processInfo.arguments": .texts(["App"]),
    "ProcessInfo.processInfo.environment": .texts([]),
    "Locale.preferredLanguages": .texts(["en-US"]),
    // Its members (`identifier`, `language.languageCode`, …) are read from the instance.
    "Locale.current": .locale("en_US"), "Locale.autoupdatingCurrent": .locale("en_US"),
    // A view's task is cancelled when the view goes away; while it shows, it is not.
    "Task.isCancelled": .flag(false),
    // Views are built and their actions run on the main thread (`if !Thread.isMainThread {
    // Task { @MainActor in self.same() } }` re-runs on it; assuming otherwise never ends).
    "Thread.isMainThread": .flag(true),
  ]

  /// The types `systemAnswers` asks about (`UIDevice`, `Locale`, …).
  static let systemRoots = Set(systemAnswers.keys.map { String($0.prefix { $0 != "." }) })

  /// Whether a member of `base` could be one of `systemAnswers`: a chain of names starting at one
  /// of `systemRoots` (checked before any path text is built: member access is a hot path).
  static func mayBeSystemQuestion(_ base: ExpressionSyntax) -> Bool {
    switch base.kind {
    case .member(let inner, _): return mayBeSystemQuestion(inner)
    case .identifier(let name): return systemRoots.contains(name)
    default: return false
    }
  }

  /// One of `systemAnswers`.
  enum SystemAnswer: Sendable {
    case member(String)
    case number(Double)
    case flag(Bool)
    case text(String)
    /// An array of strings (an empty one also stands for an empty dictionary).
    case texts([String])
    /// A `Locale`, by its identifier.
    case locale(String)

    var value: Value {
      switch self {
      case .member(let name):
        .symbol(Value.Symbol(type: nil, steps: [.init(name: name, arguments: nil)]))
      case .number(let number): .double(number)
      case .flag(let flag): .bool(flag)
      case .text(let text): .string(text)
      case .texts(let texts): .array(texts.map { .string($0) })
      case .locale(let identifier): Evaluator.locale(identifier: identifier)
      }
    }
  }

  /// Whether `expression` is a postfix chain with a `?` in it (`a?`, `a?.b`, `a?.b()`): where
  /// the optional before `?` is nil, Swift skips the rest of the chain and makes nil.
  static func isOptionalChain(_ expression: ExpressionSyntax) -> Bool {
    switch expression.kind {
    case .optionalChain: return true
    case .member(let base, _), .call(let base, _), .subscriptAccess(let base, _):
      return isOptionalChain(base)
    default: return false
    }
  }

  /// `UIDevice.current.userInterfaceIdiom` for a chain of names, nil for anything else.
  static func dottedPath(_ expression: ExpressionSyntax) -> String? {
    switch expression.kind {
    case .identifier(let name): return name
    case .member(let base, let name): return dottedPath(base).map { $0 + "." + name }
    default: return nil
    }
  }

  /// The program's type `name` when `base.name` qualifies it with the names of enclosing types
  /// (`StatusEditor.AccessoryView`, `Settings.Row`), declared here or elsewhere: Swift finds a
  /// nested type through its outer type's name, and the program's types are found by their own.
  func qualifiedType(_ base: ExpressionSyntax, _ name: String, in context: Context) -> String? {
    guard name.first?.isUppercase == true, syntax.type(named: name) != nil else { return nil }
    var qualifier = base
    var path = name
    while true {
      switch qualifier.kind {
      case .identifier(let outer):
        guard outer.first?.isUppercase == true, context.scope.lookup(outer) == nil else {
          return nil
        }
        // Two types of one name nested in different types are known by their qualified names.
        path = outer + "." + path
        return syntax.type(named: path) != nil ? path : name
      case .member(let inner, let outer) where outer.first?.isUppercase == true:
        path = outer + "." + path
        qualifier = inner
      default:
        return nil
      }
    }
  }

  /// An unknown name: a warning in view code, a quiet placeholder while running an action (the
  /// call site reports the skip).
  func unknownName(_ name: String, at location: SourcePosition) -> Value {
    if !isRunningAction {
      report(
        .unknownName, "'\(name)' is not declared in this scene; a placeholder stands in for it.",
        at: location)
    }
    return .placeholder(name)
  }

  /// Looks a name up: locals, `self`'s members, globals, types, in that order.
  func lookup(_ name: String, in context: Context, at location: SourcePosition) -> Value? {
    if let value = context.scope.lookup(name) { return value }
    if let owner = context.owner, let value = member(of: owner, name, in: context, at: location) {
      return value
    }
    if let owner = context.owner, let value = ownStatic(name, of: owner, at: location) {
      return value
    }
    if let value = global(name) { return value }
    // `Tab.allCases` inside `struct TabBar<Tab: TabItem>`: the type `Tab` stands for.
    if let owner = context.owner, let type = genericArgument(name, of: owner, in: context) {
      return .type(type)
    }
    // `Self.defaultInsets` inside a type: the type itself.
    if name == "Self", let owner = context.owner, syntax.type(named: owner.type.name) != nil {
      return .type(owner.type.name)
    }
    let functions = syntax.functions.filter { $0.name == name }
    if let function = functions.first {
      return .function(FunctionValue(declaration: function, owner: nil, overloads: functions))
    }
    // A type nested in `self`'s type or one around it comes first, as Swift looks names up.
    if let type = syntax.type(named: name, inside: context.owner?.type.name) {
      return .type(type.name)
    }
    if Evaluator.builtinTypes.contains(name) || Evaluator.wrapperTypes.contains(name)
      || ViewFactory.isBuiltinView(name)
    {
      return .type(name)
    }
    return nil
  }

  /// A static member of the type whose code is running, named without its type: Swift finds
  /// `verticalPadding` inside `static func rowHeight()` of `enum Metrics` (a static context),
  /// and compiled code names a static member bare nowhere else. Nil when the type has none.
  func ownStatic(_ name: String, of owner: Owner, at location: SourcePosition) -> Value? {
    let type = owner.type
    if let function = type.functions.first(where: { $0.name == name && $0.isStatic }) {
      let overloads = type.functions.filter { $0.name == name && $0.isStatic }
      return .function(
        FunctionValue(
          declaration: function, owner: Owner(type: type, properties: [:], isRoot: false),
          overloads: overloads))
    }
    // An enum's own cases and its synthesised `allCases`, bare inside it
    // (`static var selectableCases: [Style] { allCases }`), are its static members too.
    let isEnumStatic =
      type.kind == .enumeration
      && (type.cases.contains { $0.name == name }
        || (name == "allCases" && type.inheritedTypes.contains("CaseIterable")))
    guard isEnumStatic || type.variables.contains(where: { $0.name == name && $0.isStatic })
    else { return nil }
    if syntax.type(named: type.name) != nil {
      return staticMember(
        type.name, name, in: Context(scope: Scope(parent: nil), owner: owner, identity: type.name),
        at: location)
    }
    // A SwiftUI or standard type the app extends (`extension CGFloat`).
    return staticExtensionMember(name, of: [type.name], at: location)
  }

  /// A member of `self`: `@State` slots, stored properties (through bindings and model objects),
  /// computed properties, methods.
  func member(of owner: Owner, _ name: String, in context: Context, at location: SourcePosition)
    -> Value?
  {
    let declaration = owner.type.variables.first { $0.name == name && !$0.isStatic }
    if let declaration, isSlotBacked(declaration, of: owner), declaration.getter == nil {
      return stateSlot(declaration, of: owner, at: location)
    }
    // Inside an enum's members, `rawValue` is `self.rawValue`.
    if declaration == nil, name == "rawValue", let enumValue = owner.enumValue {
      return rawValue(of: enumValue)
    }
    if let id = owner.objectID, declaration?.getter == nil,
      let value = store.objects[id]?.properties[name]
    {
      store.touchObject(id)
      return value
    }
    if let value = owner.properties[name] {
      if case .binding(let reference) = value, declaration?.attributes.contains("Binding") != false
      {
        return read(reference)
      }
      return value
    }
    if let declaration {
      if let getter = declaration.getter {
        guard name != "body" else { return .placeholder("body") }
        return callGetter(
          getter, named: name, owner: owner, declaredType: declaration.type, at: location)
      }
      if declaration.attributes.contains("Namespace") { return .namespace(name) }
      if let key = declaration.environmentKey {
        return environmentValue(declaration, key: key, at: location)
      }
      return storedValue(declaration, of: owner, in: context)
    }
    let functions = owner.type.functions.filter { $0.name == name }
    if let function = functions.first {
      return .function(FunctionValue(declaration: function, owner: owner, overloads: functions))
    }
    return nil
  }

  /// A stored property of `owner` not set yet: its declared initial value; for the simulated
  /// view, an input its parent would pass — an unknown, explored where it decides what shows
  /// (Docs/SceneLanguage.md, "Unknowns") — or nil.
  private func storedValue(
    _ declaration: VariableDeclaration, of owner: Owner, in context: Context
  ) -> Value {
    let name = declaration.name
    // Only a memberwise initialiser takes a stored `var` a parent could set; a declared one
    // that does not set it leaves it nil.
    if let initial = declaration.initialValue, !declaration.isConstant,
      declaration.attributes.isEmpty, owner.type.initializers.isEmpty,
      isInputLeftNil(declaration.type, initial, of: owner)
    {
      let value = optionalInput(name, at: declaration.location)
      owner.properties[name] = value
      return value
    }
    if let initial = declaration.initialValue {
      let value = convert(
        evaluateStoredValue(
          initial,
          in: Context(scope: Scope(parent: nil), owner: owner, identity: context.identity),
          named: name),
        to: declaration.type, at: initial.location)
      owner.properties[name] = value
      return value
    }
    // The simulated view's inputs come from a parent the scene does not have: each is an
    // unknown, explored where it decides what shows (Docs/SceneLanguage.md, "Unknowns").
    if owner.isRoot, !declaration.isStateLike, !declaration.isEnvironment {
      if let type = declaration.type.flatMap({ syntax.type(named: $0.baseName) }),
        type.kind == .enumeration, !type.cases.isEmpty, declaration.type?.isOptional != true
      {
        // An enum of the program (`let tab: AppTab`): each of its cases in turn, a state of
        // its own, as a parent could pass any of them.
        let chosen = type.cases[
          assumedCase(name, of: type.cases.count, at: declaration.location, input: true)]
        let value = Value.enumCase(
          Value.EnumValue(
            type: type.name, name: chosen.name,
            associated: chosen.associatedValues.map { .placeholder(name + "." + $0) }))
        owner.properties[name] = value
        return value
      }
      report(
        .unknownInput,
        "'\(name)' is passed in by a parent view this scene does not have; it is an unknown, and where it decides what shows both cases are explored.",
        at: declaration.location)
      return .placeholder(name)
    }
    return Value.none
  }

  /// `$name` inside `self`: a binding to a `@State` slot, the binding a `@Binding` holds, or — for a
  /// model held by `@Bindable`, `@ObservedObject`, `@StateObject` or `@State` — a binding whose
  /// members are the model's properties.
  func projectedValue(_ name: String, in context: Context) -> Value? {
    guard let owner = context.owner else { return nil }
    let declaration = owner.type.variables.first { $0.name == name && !$0.isStatic }
    if let declaration, isSlotBacked(declaration, of: owner) {
      _ = stateSlot(declaration, of: owner, at: declaration.location)
      return .binding(.slot((owner.stateKey ?? owner.type.name) + "#" + name))
    }
    if let id = owner.objectID, store.objects[id]?.properties[name] != nil {
      return .binding(.property(object: id, name: name))
    }
    switch owner.properties[name] {
    case .binding(let reference)?: return .binding(reference)
    case .object(let id)?: return .binding(.constant(.object(id)))
    default: return nil
    }
  }

  func callGetter(
    _ getter: [Statement], named name: String, owner: Owner, declaredType: TypeReference?,
    at location: SourcePosition
  ) -> Value {
    let property = owner.type.name + "." + name
    // A property already found to recurse without end on assumed values stands for an unknown
    // at once: its getter calling it twice per level would otherwise cost 2^64 calls.
    guard !divergentProperties.contains(property) else { return .placeholder(name) }
    guard callDepth < Evaluator.maximumCallDepth else {
      // Recursion that ends on a value the scene does not know (`safeSunrise` reading
      // `daylightDuration`, which reads `safeSunrise` unless an unknown says otherwise) is the
      // assumption's doing: a warning and an unknown value, not an error.
      if hasAssumed {
        divergentProperties.insert(property)
        report(
          .nestingTooDeep,
          "'\(name)' is defined in terms of itself through values this scene does not know (over \(Evaluator.maximumCallDepth) levels); an unknown value stands in for it.",
          at: location, severity: .warning)
        return .placeholder(name)
      }
      report(
        .nestingTooDeep,
        "Calls nest more than \(Evaluator.maximumCallDepth) levels deep; is a property defined in terms of itself?",
        at: location)
      return .placeholder("…")
    }
    callDepth += 1
    defer { callDepth -= 1 }
    return run(
      getter,
      in: Context(
        scope: Scope(parent: nil), owner: owner,
        identity: owner.type.name + "." + key(location)), declaredType: declaredType)
  }

  /// A component of a CoreGraphics value as written: `size.width` of `CGSize(width: 44, height:
  /// 30)` is 44; of `.zero`, 0. Nil for anything else.
  func geometryComponent(_ symbol: Value.Symbol, _ name: String) -> Value? {
    guard let type = symbol.type, let components = Evaluator.geometryComponents[type],
      components.contains(name), symbol.steps.count == 1
    else { return nil }
    let step = symbol.steps[0]
    if step.name == "zero" { return .double(0) }
    guard step.name == "init" else { return nil }
    guard let value = step.arguments?.first(where: { $0.label == name })?.value else {
      // `EdgeInsets(top: 8)`: an edge not given is 0, as its initialiser's defaults are.
      return type == "EdgeInsets" ? .double(0) : nil
    }
    // Every component is a CGFloat: `CGSize(width: 44, …).width` is 44.0.
    if case .int(let number) = value { return .double(Double(number)) }
    return value
  }

  /// The components of CoreGraphics' value types and SwiftUI's `EdgeInsets`, by type (`CGRect`'s
  /// `x`/`y` are its origin's).
  static let geometryComponents: [String: Set<String>] = [
    "CGSize": ["width", "height"], "CGPoint": ["x", "y"], "CGVector": ["dx", "dy"],
    "CGRect": ["x", "y", "width", "height"],
    "EdgeInsets": ["top", "leading", "bottom", "trailing"],
  ]

  /// The `localizedDescription` of an error whose type gives no `errorDescription` (a
  /// `LocalizedError`'s is read first): Foundation's text for a Swift error bridged to
  /// `NSError`, whose code is an enum case's index in declaration order (exact for enums without
  /// payloads; 1 for other types). The module name Swift puts before the type is not known here
  /// and is left out.
  static func undescribedError(_ type: String, code: Int) -> Value {
    .string("The operation couldn’t be completed. (\(type) error \(code).)")
  }

  /// A member the value's declared type gives (`member(of:…)`); for `localizedDescription`, a
  /// `LocalizedError`'s `errorDescription` where that is not nil. Nil when it gives neither.
  private func declaredMember(
    of owner: Owner, _ name: String, in context: Context, at location: SourcePosition
  ) -> Value? {
    if let value = member(of: owner, name, in: context, at: location) { return value }
    if name == "localizedDescription",
      case .string(let text)? = member(of: owner, "errorDescription", in: context, at: location)
    {
      return .string(text)
    }
    return nil
  }

  /// `base.name`.
  func member(_ base: Value, _ name: String, in context: Context, at location: SourcePosition)
    -> Value
  {
    switch base {
    case .type(let typeName):
      return staticMember(typeName, name, in: context, at: location)
    case .symbol(var symbol):
      if let part = geometryComponent(symbol, name) { return part }
      // SwiftUI's `EditMode.isEditing`: "true if the mode is something other than inactive"
      // (Apple's EditMode documentation).
      if name == "isEditing", symbol.type == nil || symbol.type == "EditMode",
        symbol.steps.count == 1, Evaluator.editModes.contains(symbol.head)
      {
        return .bool(symbol.head != "inactive")
      }
      symbol.steps.append(.init(name: name, arguments: nil))
      return .symbol(symbol)
    case .enumCase(let enumValue):
      if name == "rawValue" { return rawValue(of: enumValue) }
      if name == "hashValue" { return .int(enumValue.name.count) }
      if let type = syntax.type(named: enumValue.type) {
        let owner = Owner(type: type, properties: [:], isRoot: false, enumValue: enumValue)
        if let value = declaredMember(of: owner, name, in: context, at: location) { return value }
      }
      if name == "id" { return base }
      if name == "localizedDescription" {
        let index = syntax.type(named: enumValue.type)?.cases.firstIndex {
          $0.name == enumValue.name
        }
        return Self.undescribedError(enumValue.type, code: index ?? 0)
      }
      report(
        .unknownMember, "'\(enumValue.type)' has no member '\(name)'; a placeholder is used.",
        at: location)
      return .placeholder(name)
    case .instance(let instance):
      if let value = instance.properties[name] { return value }
      if let type = syntax.type(named: instance.type) {
        let owner = Owner(type: type, properties: instance.properties, isRoot: false)
        if let value = declaredMember(of: owner, name, in: context, at: location) { return value }
      }
      if instance.type == "ScrollViewProxy", name == "scrollTo" {
        // The simulator lays a ScrollView's content out whole: there is nothing to scroll.
        report(
          .approximation,
          "Scrolling is not simulated (a ScrollView's content is laid out whole); 'scrollTo' changes nothing shown.",
          at: location)
        return .native(.sequence([]))
      }
      if name == "localizedDescription", syntax.type(named: instance.type) != nil {
        return Self.undescribedError(instance.type, code: 1)
      }
      if syntax.type(named: instance.type) == nil, instance.type.first?.isUppercase == true {
        // A value of another file's type made here (`.init(content: …)`): what it was not
        // given is an unknown of that type, explored where it decides what shows.
        return .placeholder(instance.type + "." + name)
      }
      report(
        .unknownMember, "'\(instance.type)' has no member '\(name)'; a placeholder is used.",
        at: location
      )
      return .placeholder(name)
    case .string(let text):
      switch name {
      case "count": return .int(text.count)
      case "isEmpty": return .bool(text.isEmpty)
      case "capitalized", "localizedCapitalized": return .string(text.capitalized)
      case "localizedUppercase": return .string(text.uppercased())
      case "localizedLowercase": return .string(text.lowercased())
      // A UUID or URL is kept as its text (`UUID()`, `URL(string:)`), which these read back.
      case "uuidString", "absoluteString", "path": return base
      case "lastPathComponent": return .string((text as NSString).lastPathComponent)
      case "pathExtension": return .string((text as NSString).pathExtension)
      case "deletingPathExtension": return .string((text as NSString).deletingPathExtension)
      case "first": return text.first.map { .string(String($0)) } ?? Value.none
      case "last": return text.last.map { .string(String($0)) } ?? Value.none
      case "description": return base
      default: break
      }
    case .array(let elements):
      switch name {
      case "count": return .int(elements.count)
      case "isEmpty": return .bool(elements.isEmpty)
      case "first": return elements.first ?? Value.none
      case "last": return elements.last ?? Value.none
      case "indices": return .range(0, elements.count)
      case "startIndex": return .int(0)
      case "endIndex": return .int(elements.count)
      case "keys", "values":
        // A dictionary (its key–value pairs, in the order written): its keys or its values.
        let label = name == "keys" ? "key" : "value"
        let parts = elements.compactMap { element -> Value? in
          guard case .tuple(let pair) = element, pair.count == 2, pair[0].label == "key" else {
            return nil
          }
          return pair.first { $0.label == label }?.value
        }
        if parts.count == elements.count { return .array(parts) }
      default: break
      }
    case .range(let lower, let upper):
      switch name {
      case "count": return .int(max(0, upper - lower))
      case "lowerBound": return .int(lower)
      case "upperBound": return .int(upper)
      case "isEmpty": return .bool(upper <= lower)
      default: break
      }
    case .tuple(let parts):
      if let index = Int(name), index < parts.count { return parts[index].value }
      if let part = parts.first(where: { $0.label == name }) { return part.value }
      if name == "offset", let first = parts.first { return first.value }
      if name == "element", parts.count > 1 { return parts[1].value }
    case .int(let value):
      if name == "description" { return .string(String(value)) }
      if name == "isMultiple" { return base }
    case .double(let value):
      if name == "description" { return .string(Value.swiftDescription(value)) }
    case .bool(let value):
      if name == "description" { return .string(value ? "true" : "false") }
    case .color(let color):
      return member(
        .symbol(Value.Symbol(type: "Color", steps: [])), name, in: context, at: location
      ).withBaseColor(color)
    case .animation:
      return .symbol(Value.Symbol(type: "Animation", steps: [.init(name: name, arguments: nil)]))
        .withBase(base)
    case .none:
      return Value.none
    case .placeholder(let text):
      let member = Evaluator.unknownMember(text, name)
      // `error.localizedDescription`: a String every value has (Foundation's), never nil — a
      // stand-in that says what it stands for, not an unknown whose presence is explored.
      if Evaluator.textMembers.contains(name), !text.isEmpty, text != "…" {
        return writtenUnknown(member) ?? .string(member)
      }
      return writtenUnknown(member) ?? .placeholder(member)
    case .binding(let reference):
      if name == "wrappedValue" { return read(reference) }
      return .binding(project(reference, name))
    case .object(let id):
      store.touchObject(id)
      if let value = store.objects[id]?.properties[name] { return value }
      if let typeName = store.objects[id]?.type, let type = syntax.type(named: typeName) {
        let owner = Owner(type: type, properties: [:], isRoot: false, objectID: id)
        if let value = member(of: owner, name, in: context, at: location) { return value }
      }
      report(
        .unknownMember,
        "'\(store.objects[id]?.type ?? id)' has no member '\(name)'; a placeholder is used.",
        at: location)
      return .placeholder(name)
    case .namespace:
      if name == "id" { return base }
    case .view:
      for typeName in extensionTypes(of: base) {
        if let value = builtinExtensionMember(
          typeName, base, name, arguments: nil, in: context, at: location)
        {
          return value
        }
      }
      report(.unknownMember, "'.\(name)' on a view is not simulated; it is ignored.", at: location)
      return base
    default:
      break
    }
    // A computed property of the app's extension of the value's type (`extension Double { var
    // degrees: Double { … } }`).
    for typeName in extensionTypes(of: base) {
      if let value = builtinExtensionMember(
        typeName, base, name, arguments: nil, in: context, at: location)
      {
        return value
      }
    }
    report(
      .unknownMember,
      "\(base.kindName.prefix(1).uppercased() + base.kindName.dropFirst()) has no member '\(name)' the simulator knows; a placeholder is used.",
      at: location)
    return .placeholder(name)
  }

  /// `value` read as a static member of `other`'s number type when it is an implicit member
  /// (`.pi`, `.zero`, `.infinity`, a design token of an `extension CGFloat`) that names a
  /// number there; else `value` as it is.
  func numericMember(
    _ value: Value, beside other: Value, in context: Context, at location: SourcePosition
  ) -> Value {
    guard case .symbol(let symbol) = value, symbol.type == nil, symbol.steps.count == 1,
      symbol.steps[0].arguments == nil, other.number != nil
    else { return value }
    let typeName: String
    if case .int = other { typeName = "Int" } else { typeName = "Double" }
    let member = staticMember(typeName, symbol.head, in: context, at: location)
    return member.number != nil ? member : value
  }

  /// Members that are a non-optional `String` on any value that has them: `Error`'s
  /// `localizedDescription` (not `description`, which app models often declare as optional).
  static let textMembers: Set<String> = ["localizedDescription"]

  /// `Type.member`: enum cases, `allCases`, static properties, and builtin symbols.
  func staticMember(
    _ typeName: String, _ name: String, in context: Context, at location: SourcePosition
  ) -> Value {
    // `Model.self` (`@Environment(Model.self)`, `.modelContainer(for: Item.self)`): the type.
    if name == "self" { return .type(typeName) }
    if let type = syntax.type(named: typeName) {
      if type.kind == .enumeration {
        if name == "allCases" {
          return .array(
            type.cases.map { .enumCase(Value.EnumValue(type: type.name, name: $0.name)) })
        }
        if type.cases.contains(where: { $0.name == name }) {
          return .enumCase(Value.EnumValue(type: type.name, name: name))
        }
      }
      if let declaration = type.variables.first(where: { $0.name == name && $0.isStatic }) {
        let owner = Owner(type: type, properties: [:], isRoot: false)
        if let getter = declaration.getter {
          return callGetter(
            getter, named: name, owner: owner, declaredType: declaration.type, at: location)
        }
        if let initial = declaration.initialValue {
          return staticStoredValue(
            typeName + "." + name, declaration.type, initial, owner: owner, at: location)
        }
      }
      if let function = type.functions.first(where: { $0.name == name && $0.isStatic }) {
        return .function(
          FunctionValue(
            declaration: function, owner: Owner(type: type, properties: [:], isRoot: false)))
      }
      if type.isView || type.kind == .structure, name == "init" { return .type(typeName) }
      // A nested type, under its own name or the qualified one it was given beside another of
      // that name (`Tokens.Color`).
      if let nested = type.nestedTypes.first(where: {
        $0.name == name || $0.name == type.name + "." + name
      }) {
        return .type(nested.name)
      }
      report(
        .unknownMember, "'\(typeName)' has no static member '\(name)'; a placeholder is used.",
        at: location)
      return .placeholder(typeName + "." + name)
    }
    switch (typeName, name) {
    case ("Double", "pi"), ("CGFloat", "pi"), ("Float", "pi"): return .double(Double.pi)
    case ("Double", "infinity"), ("CGFloat", "infinity"), ("Float", "infinity"):
      return .double(.infinity)
    case ("Int", "max"): return .int(Int.max)
    case ("Int", "min"): return .int(Int.min)
    case ("Int", "zero"): return .int(0)
    case ("Double", "zero"), ("CGFloat", "zero"): return .double(0)
    default:
      // `Color.textPrimary`, `CGFloat.cardPadding`: a static property of the app's extension of
      // a SwiftUI or standard type.
      if let declared = staticExtensionMember(name, of: [typeName], at: location) {
        return declared
      }
      // `UIDevice.supportsLiquidGlass` from an extension in a file not loaded: an unknown of the
      // app's, explored where it decides what shows (UIKit's device types have no implicit
      // members a symbol could stand for).
      if Evaluator.deviceTypes.contains(typeName) {
        return .placeholder(typeName + "." + name)
      }
      return .symbol(Value.Symbol(type: typeName, steps: [.init(name: name, arguments: nil)]))
    }
  }

  /// UIKit's device types, which app code extends with its own questions (`extension UIDevice {
  /// static var hasDynamicIsland: Bool }`); `systemAnswers` holds what the system answers.
  static let deviceTypes: Set<String> = ["UIDevice", "UIScreen"]

  /// An enum case's raw value: explicit, else the name (String raw type), else its index (Int).
  func rawValue(of enumValue: Value.EnumValue) -> Value {
    guard let type = syntax.type(named: enumValue.type),
      let index = type.cases.firstIndex(where: { $0.name == enumValue.name })
    else {
      return .string(enumValue.name)
    }
    if let raw = type.cases[index].rawValue {
      return evaluate(raw, in: Context(scope: Scope(parent: nil), owner: nil, identity: type.name))
    }
    let rawType = type.inheritedTypes.first ?? "String"
    if rawType == "Int" {
      // Implicit Int raw values count up from the last explicit one.
      var next = 0
      for (position, enumCase) in type.cases.enumerated() {
        if let raw = enumCase.rawValue,
          case .int(let value) = evaluate(
            raw, in: Context(scope: Scope(parent: nil), owner: nil, identity: type.name))
        {
          next = value
        }
        if position == index { return .int(next) }
        next += 1
      }
    }
    return .string(enumValue.name)
  }

  /// `base[index]`.
  func subscriptValue(
    _ base: Value, _ index: Value, at location: SourcePosition,
    named name: @autoclosure () -> String = "…"
  ) -> Value {
    switch (base, index) {
    case (.array(let elements), .range(let lower, let upper)):
      let from = min(max(0, lower), elements.count)
      let to = min(max(from, upper), elements.count)
      return .array(Array(elements[from..<to]))
    case (.array(let elements), .int(let position)):
      guard elements.indices.contains(position) else {
        report(
          .indexOutOfRange,
          "Index \(position) is outside the array's \(elements.count) elements; a placeholder is used.",
          at: location)
        return .placeholder("element")
      }
      return elements[position]
    case (.array(let pairs), _):
      for pair in pairs {
        if case .tuple(let parts) = pair, parts.count == 2, parts[0].value.isEqual(to: index) {
          return parts[1].value
        }
      }
      // An unknown key (`tags[tagID]`, the ID a parent passes): what it finds is unknown too,
      // so `if let tag = tags[tagID]` is explored found and not found.
      if case .placeholder(let key) = index, key != "…" {
        return .placeholder(name() + "[" + key + "]")
      }
      return Value.none
    case (.placeholder, _):
      return base
    default:
      report(
        .wrongValue,
        "\(base.kindName) cannot be subscripted with \(index.kindName); a placeholder is used.",
        at: location)
      return .placeholder("element")
    }
  }

  /// `a && b`, `a || b`, short-circuiting as Swift does. In a view's condition or a tap's action
  /// each unknown operand is an assumption of its own (explored as states, `truth(of:at:)`).
  /// Elsewhere — an argument, a stored value — an unknown operand keeps the result unknown,
  /// named by the whole expression (`isHighlighted || isSelected`), so a child view whose
  /// condition reads it explores both ways instead of taking false.
  func logical(
    _ op: String, _ left: Value, at leftLocation: SourcePosition,
    _ rightExpression: ExpressionSyntax, in context: Context
  ) -> Value {
    // The operand value that decides the result without the other: true for `||`.
    let deciding = op == "||"
    let explores = conditionDepth > 0 || isRunningAction
    if explores || !left.isPlaceholder {
      if truth(of: left, at: leftLocation) == deciding { return .bool(deciding) }
      let right = evaluate(rightExpression, in: context)
      if !explores, case .placeholder = right { return right }
      return .bool(truth(of: right, at: rightExpression.location))
    }
    let right = evaluate(rightExpression, in: context)
    if left.isCutShort || right.isCutShort { return .placeholder("…") }
    switch right {
    case .bool(let flag):
      return flag == deciding ? .bool(deciding) : left
    case .placeholder:
      return .placeholder(
        [Evaluator.operandText(left), op, Evaluator.operandText(right)].joined(separator: " "))
    default:
      return .bool(truth(of: right, at: rightExpression.location))
    }
  }

  /// SwiftUI's `EditMode` cases.
  static let editModes: Set<String> = ["active", "inactive", "transient"]

  /// The unknown and the Bool of a comparison between them (`model.isOn == true`), in either
  /// order; nil for any other pair.
  static func unknownBesideBool(_ left: Value, _ right: Value) -> (Value, Bool)? {
    switch (left, right) {
    case (.placeholder(let text), .bool(let flag)) where text != "…": (left, flag)
    case (.bool(let flag), .placeholder(let text)) where text != "…": (right, flag)
    default: nil
    }
  }

  /// An unknown's name as an operand of `&&`/`||`: a leading `!` negates a whole unknown's name
  /// (`!vm.service == nil`, as `assumption` reads it), so inside a larger one it would negate
  /// the whole (`!vm.service == nil && vm.items.isEmpty` read as `!(… && …)`); it is written
  /// `vm.service != nil`, or parenthesised, instead.
  static func operandText(_ value: Value) -> String {
    let text = value.unknownText
    guard text.hasPrefix("!"), text.contains(" ") else { return text }
    let inner = text.dropFirst()
    let absent = " == nil"
    if inner.hasSuffix(absent), !inner.dropLast(absent.count).contains(" ") {
      return inner.dropLast(absent.count) + " != nil"
    }
    return "(!(" + inner + "))"
  }

  /// Binary operators: arithmetic, comparison, logic, ranges and `??`.
  func binary(
    _ op: String, _ leftExpression: ExpressionSyntax, _ rightExpression: ExpressionSyntax,
    in context: Context,
    at location: SourcePosition
  ) -> Value {
    var left = evaluate(leftExpression, in: context)
    switch op {
    case "&&", "||":
      return logical(op, left, at: leftExpression.location, rightExpression, in: context)
    case "??":
      if case .none = left { return evaluate(rightExpression, in: context) }
      return left
    default:
      break
    }
    var right = evaluate(rightExpression, in: context)
    // `Double(i) / 8 * 2 * .pi`: an implicit member beside a number is a static member of the
    // number's type (`Double.pi`), as Swift infers it from the other operand.
    (left, right) = (
      numericMember(left, beside: right, in: context, at: leftExpression.location),
      numericMember(right, beside: left, in: context, at: rightExpression.location)
    )
    // Work cut short (the step budget) is no unknown to compare or explore.
    if left.isCutShort || right.isCutShort { return .placeholder("…") }
    if op == "==" || op == "!=", let (unknown, flag) = Evaluator.unknownBesideBool(left, right) {
      // `policy.allowsLiveTV == true` is the unknown `policy.allowsLiveTV` itself (or its
      // negation), so a Toggle bound to it and the `if` comparing it read one unknown.
      return (op == "==") == flag ? unknown : .placeholder("!" + unknown.unknownText)
    }
    if Evaluator.comparisonOperators.contains(op), left.isPlaceholder || right.isPlaceholder {
      // `model.count > 0`, `selection != nil`: an unknown condition, named by what it compares
      // (`!=` as the negation of `==`, so both spellings are one unknown).
      let text = [left.unknownText, op == "!=" ? "==" : op, right.unknownText].joined(
        separator: " ")
      return .placeholder(op == "!=" ? "!" + text : text)
    }
    if case .placeholder = left { return left }
    if case .placeholder = right { return right }
    switch op {
    case "==": return .bool(left.isEqual(to: right))
    case "!=": return .bool(!left.isEqual(to: right))
    case "===": return .bool(left.isEqual(to: right))
    case "!==": return .bool(!left.isEqual(to: right))
    case "..."
    where left.number != nil && right.number != nil
      && (left.isDouble || right.isDouble):
      // `0.0...1.0`: a ClosedRange<Double> (a slider's bounds), read through its bounds.
      return Evaluator.closedRange(left.number ?? 0, right.number ?? 0)
    case "..<", "...":
      guard case .int(let lower) = left, case .int(let upper) = right else {
        report(
          .wrongValue, "Ranges need whole numbers; found \(left.kindName) and \(right.kindName).",
          at: location)
        return .range(0, 0)
      }
      if op == "..." && upper == Int.max {
        report(
          .runtimeTrap,
          "The range \(lower)...\(upper) ends past Int.max; Swift stops the app here.",
          at: location)
        return .placeholder(op)
      }
      guard lower <= (op == "..." ? upper + 1 : upper) else {
        report(
          .runtimeTrap,
          "The range \(lower)\(op)\(upper) has its lower bound above its upper bound; Swift stops the app here.",
          at: location)
        return .placeholder(op)
      }
      return .range(lower, op == "..." ? upper + 1 : upper)
    default:
      break
    }
    switch (left, right) {
    case (.int(let a), .int(let b))
    where op == "/" && b != 0 && b != -1 && a % b != 0
      && Evaluator.isLiteralArithmetic(leftExpression)
      && Evaluator.isLiteralArithmetic(rightExpression):
      // `Color(red: 2 / 255, …)`, `.opacity(1 / 3)`: literals alone take the type the context
      // asks for, and app code divides literals where a CGFloat or Double is asked for; a
      // declared `Int` truncates it back (`convert`), as Swift's integer division would.
      return .double(Double(a) / Double(b))
    case (.int(let a), .int(let b)):
      switch op {
      case "+", "-", "*", "/", "%":
        return checkedArithmetic(op, a, b, at: location)
      case "<": return .bool(a < b)
      case ">": return .bool(a > b)
      case "<=": return .bool(a <= b)
      case ">=": return .bool(a >= b)
      default: break
      }
    case (.int, .double), (.double, .int), (.double, .double):
      let a = left.number ?? 0
      let b = right.number ?? 0
      switch op {
      case "+": return .double(a + b)
      case "-": return .double(a - b)
      case "*": return .double(a * b)
      case "/": return .double(a / b)
      case "%": return .double(a.truncatingRemainder(dividingBy: b))
      case "<": return .bool(a < b)
      case ">": return .bool(a > b)
      case "<=": return .bool(a <= b)
      case ">=": return .bool(a >= b)
      default: break
      }
    case (.string(let a), .string(let b)):
      switch op {
      case "+":
        guard a.utf8.count + b.utf8.count <= Evaluator.maximumStringLength else {
          report(
            .resourceLimit,
            "This string would be longer than \(Evaluator.maximumStringLength) bytes, the simulator's limit.",
            at: location)
          return .placeholder(op)
        }
        return .string(a + b)
      case "<": return .bool(a < b)
      case ">": return .bool(a > b)
      case "<=": return .bool(a <= b)
      case ">=": return .bool(a >= b)
      default: break
      }
    case (.array(let a), .array(let b)) where op == "+":
      guard a.count + b.count <= Evaluator.maximumCollectionCount else {
        report(
          .resourceLimit,
          "This array would have \(a.count + b.count) elements; the simulator stops at \(Evaluator.maximumCollectionCount).",
          at: location)
        return .placeholder(op)
      }
      return .array(a + b)
    case (.bool(let a), .bool(let b)):
      switch op {
      case "&": return .bool(a && b)
      case "|": return .bool(a || b)
      case "^": return .bool(a != b)
      default: break
      }
    default:
      break
    }
    if op == "+" || op == "-", left.isImplicitNow, right.number != nil {
      // `.now() + 1.5`, a deadline (DispatchTime or Date): the clock is not simulated, so it is
      // a time the simulator does not know, not an error in the code.
      return .placeholder("now \(op) \(right.interpolated)")
    }
    report(
      .unsupportedOperator,
      "'\(op)' between \(left.kindName) and \(right.kindName) is not supported; a placeholder is used.",
      at: location)
    return .placeholder(op)
  }
}

extension Evaluator {
  /// Whether an expression is made of number literals alone (`255`, `-1`, `(2 + 1) * 4`), whose
  /// type Swift takes from the context rather than defaulting to `Int`.
  static func isLiteralArithmetic(_ expression: ExpressionSyntax) -> Bool {
    switch expression.kind {
    case .integer, .float: return true
    case .prefix(let op, let operand):
      return (op == "-" || op == "+") && isLiteralArithmetic(operand)
    case .binary(let op, let left, let right):
      return ["+", "-", "*", "/"].contains(op) && isLiteralArithmetic(left)
        && isLiteralArithmetic(right)
    default: return false
    }
  }

  /// `a op b` for Ints as Swift computes it, except that where Swift traps (overflow, division or
  /// remainder by zero, `Int.min / -1`) it is an error at `location` and a placeholder.
  func checkedArithmetic(_ op: String, _ a: Int, _ b: Int, at location: SourcePosition) -> Value {
    let result: (partialValue: Int, overflow: Bool)
    switch op {
    case "+": result = a.addingReportingOverflow(b)
    case "-": result = a.subtractingReportingOverflow(b)
    case "*": result = a.multipliedReportingOverflow(by: b)
    case "/", "%":
      guard b != 0 else {
        report(
          .runtimeTrap,
          "\(op == "/" ? "Division" : "Remainder") by zero: \(a) \(op) 0; Swift stops the app here.",
          at: location)
        return .placeholder(op)
      }
      result =
        op == "/" ? a.dividedReportingOverflow(by: b) : a.remainderReportingOverflow(dividingBy: b)
    default:
      return .placeholder(op)
    }
    guard !result.overflow else {
      report(
        .runtimeTrap,
        "Arithmetic overflow: \(a) \(op) \(b) does not fit in an Int; Swift stops the app here.",
        at: location)
      return .placeholder(op)
    }
    return .int(result.partialValue)
  }
}

extension Value {
  /// The text of a string value; nil for anything else.
  var stringValue: String? {
    if case .string(let text) = self { return text } else { return nil }
  }

  /// The member an implicit member names (`.whitespaces`); nil for anything else.
  var implicitMemberName: String? {
    guard case .symbol(let symbol) = self, symbol.type == nil, symbol.steps.count == 1 else {
      return nil
    }
    return symbol.head
  }

  /// The value as a Double, for Int and Double.
  var number: Double? {
    switch self {
    case .int(let value): return Double(value)
    case .double(let value): return value
    default: return nil
    }
  }

  /// A symbol chain continuing from a concrete colour (`Color(red:…).opacity(0.5)`).
  func withBaseColor(_ color: Color) -> Value {
    guard case .symbol(var symbol) = self else { return self }
    symbol.steps.insert(
      .init(
        name: "__color",
        arguments: [Value.Argument(label: nil, value: .color(color), location: .start)]), at: 0)
    return .symbol(symbol)
  }

  /// A symbol chain continuing from a concrete value (a `MorphAnimation` with `.delay(…)` after it).
  func withBase(_ base: Value) -> Value {
    guard case .symbol(var symbol) = self else { return self }
    symbol.steps.insert(
      .init(
        name: "__value", arguments: [Value.Argument(label: nil, value: base, location: .start)]),
      at: 0)
    return .symbol(symbol)
  }

  /// Whether this is the implicit `.now` or `.now()` of `DispatchTime` or `Date`.
  var isImplicitNow: Bool {
    guard case .symbol(let symbol) = self, symbol.type == nil, symbol.steps.count == 1 else {
      return false
    }
    return symbol.steps[0].name == "now"
  }
}
