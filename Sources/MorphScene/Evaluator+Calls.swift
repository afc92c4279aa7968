import Foundation
import MorphCore
import MorphDiagnostics
import MorphMotion
import MorphSyntax
import MorphViewTree

extension Evaluator {
  /// Free functions the simulator implements itself.
  static let builtinFunctions: Set<String> = [
    "withAnimation", "min", "max", "abs", "round", "floor", "ceil", "sqrt", "print", "Double",
    "Int", "CGFloat", "Float", "String", "Bool", "Array", "zip", "stride", "UUID", "Date",
    "withTransaction", "debugPrint", "Set", "Task", "sin", "cos", "tan", "atan2", "pow", "exp",
    "log", "Dictionary", "hypot", "asin", "acos", "atan", "log2", "log10", "fmod",
    "NSLocalizedString",
  ]
  /// The C math library's one-argument functions apps call (Foundation re-exports them).
  static let unaryMathFunctions: [String: @Sendable (Double) -> Double] = [
    "round": { $0.rounded() }, "floor": { $0.rounded(.down) }, "ceil": { $0.rounded(.up) },
    "sqrt": { $0.squareRoot() }, "sin": { Foundation.sin($0) }, "cos": { Foundation.cos($0) },
    "tan": { Foundation.tan($0) }, "exp": { Foundation.exp($0) }, "log": { Foundation.log($0) },
    "asin": { Foundation.asin($0) }, "acos": { Foundation.acos($0) },
    "atan": { Foundation.atan($0) }, "log2": { Foundation.log2($0) },
    "log10": { Foundation.log10($0) },
  ]
  /// The C math library's two-argument functions apps call.
  static let binaryMathFunctions: [String: @Sendable (Double, Double) -> Double] = [
    "atan2": { Foundation.atan2($0, $1) }, "pow": { Foundation.pow($0, $1) },
    "hypot": { Foundation.hypot($0, $1) }, "fmod": { Foundation.fmod($0, $1) },
  ]
  /// Methods of `Color` itself (anything else called on a colour is a view modifier).
  static let colorMethods: Set<String> = [
    "opacity", "mix", "gradient", "resolve", "exposureAdjust", "init",
  ]
  /// The modules a name can be qualified with to mean SwiftUI's own declaration: `SwiftUI`, and
  /// `SwiftUICore`, where the iOS 26 SDK declares `View`, `Color` and `GlassEffectContainer`.
  static let swiftUIModules: Set<String> = ["SwiftUI", "SwiftUICore"]

  /// The modifiers whose arguments decide what a view is as much as an `if` does: whether (and
  /// which) glass it has, and whether it takes taps (`.disabled(vm.isBusy || !canSend)`).
  static let decidingModifiers: Set<String> = ["glassEffect", "buttonStyle", "disabled"]

  /// Methods that change the value they are called on.
  static let mutatingMethods: Set<String> = [
    "toggle", "append", "insert", "remove", "removeAll", "removeLast", "removeFirst", "popLast",
    "shuffle", "sort", "reverse",
  ]

  /// A call expression.
  func call(
    _ callee: ExpressionSyntax, _ argumentExpressions: [ExpressionSyntax.Argument],
    in context: Context,
    at location: SourcePosition
  ) -> Value {
    if let draw = randomDraw(callee, argumentExpressions, in: context, at: location) {
      return draw
    }
    // The glass a view has, and whether it takes taps, decide what shows as much as an `if`
    // does: an unknown condition in `.glassEffect(isSelected ? .regular : .identity)` or
    // `.disabled(vm.isBusy || !canSend)` is explored both ways, each unknown operand on its
    // own, as in a view's conditions (elsewhere a ternary on an unknown takes the false branch).
    let decides: Bool
    if case .member(_, let name) = callee.kind {
      decides = Evaluator.decidingModifiers.contains(name)
    } else {
      decides = false
    }
    if decides { conditionDepth += 1 }
    let arguments = argumentExpressions.map {
      Value.Argument(
        label: $0.label, value: evaluate($0.value, in: context), location: $0.value.location,
        end: $0.value.endOffset)
    }
    if decides { conditionDepth -= 1 }
    // `.onChange(of: x)`: the rule keeps `x` to read it again after a tap.
    if case .member(_, "onChange") = callee.kind,
      let watched = argumentExpressions.first(where: { $0.label == "of" })?.value
    {
      watchedExpressions[watched.location] = watched
    }
    for argument in argumentExpressions where argument.value.isStringOrBoolLiteral {
      literalArgumentOffsets.insert(argument.value.location.offset)
    }
    switch callee.kind {
    case .identifier(let name):
      if Evaluator.builtinFunctions.contains(name), lookupShadow(name, in: context) == nil {
        return builtinFunction(name, arguments, in: context, at: location)
      }
      // Inside the app's `extension View { func glassEffect(cornerRadius:) }`, a call to
      // `glassEffect(.regular, in: …)` that none of its own overloads takes is SwiftUI's (or
      // another type's method of that name, as Swift resolves it).
      if let receiver = context.receiver, let owner = context.owner,
        case let own = owner.type.functions.filter({ $0.name == name && !$0.isStatic }),
        !own.isEmpty, own.allSatisfy({ Evaluator.score($0, for: arguments) == nil })
      {
        return builtinMethod(receiver, name, arguments, in: context, at: location)
          ?? unknownCall(name, arguments, in: context, at: location)
      }
      let value = lookup(name, in: context, at: callee.location) ?? .placeholder(name)
      if case .placeholder = value {
        // Inside a `View` extension method, `padding()` is `self.padding()`.
        if let receiver = context.receiver {
          return memberCall(receiver, name, arguments, in: context, at: location)
            ?? unknownCall(name, arguments, in: context, at: location)
        }
        return unknownCall(name, arguments, in: context, at: location)
      }
      // Inside a `View` extension method, `otherHelper()` is `self.otherHelper()`: the same view.
      if case .function(var function) = value, function.receiver == nil,
        let receiver = context.receiver, let owner = context.owner, function.owner === owner
      {
        function.receiver = receiver
        return callValue(.function(function), arguments, in: context, at: location)
      }
      return callValue(value, arguments, in: context, at: location)
    case .member(let baseExpression, let name):
      if name == "sink",
        let cancellable = publishedSink(baseExpression, arguments, in: context, at: location)
      {
        return cancellable
      }
      let base: Value
      // `SwiftUI.GlassEffectContainer { … }`: the module's own type, past any the app declares.
      if case .identifier(let module) = baseExpression.kind,
        Evaluator.swiftUIModules.contains(module), context.scope.lookup(module) == nil
      {
        return constructBuiltin(name, arguments, in: context, at: location)
      }
      // `StatusEditor.AccessoryView(…)`: a nested type named through the type that holds it.
      if let typeName = qualifiedType(baseExpression, name, in: context) {
        return construct(typeName, arguments, in: context, at: location)
      }
      // `self.init(title: title, width: 60)` in a convenience initialiser: the initialiser it
      // delegates to runs on the same instance.
      if case .selfReference = baseExpression.kind, name == "init", let owner = context.owner,
        owner.isInitializing
      {
        return delegateInitializer(of: owner, arguments, in: context, at: location)
      }
      if case .selfReference = baseExpression.kind, let receiver = context.receiver {
        return memberCall(receiver, name, arguments, in: context, at: location)
          ?? unknownCall(name, arguments, in: context, at: location)
      }
      if case .selfReference = baseExpression.kind, let owner = context.owner {
        base = member(of: owner, name, in: context, at: callee.location) ?? .placeholder(name)
        if case .placeholder = base {
          return unknownCall(name, arguments, in: context, at: location)
        }
        return callValue(base, arguments, in: context, at: location)
      }
      // `.environment(model)` and friends: what the content reads while it is built (views are
      // built eagerly here, so the values are in place before the content evaluates).
      let provided = environmentEntries(name, arguments)
      environment += provided
      base = evaluate(baseExpression, in: context)
      environment.removeLast(provided.count)
      // `pendingOpen?.cancel()` with nothing pending: the call is skipped and makes nil.
      if case .none = base, Evaluator.isOptionalChain(baseExpression) { return Value.none }
      if !provided.isEmpty, case .view = base { return base }
      // `Color.red.frame(…)`: a colour used as a view takes view modifiers.
      // The app's own extensions come first (`extension View { func toast(…) }` on
      // `Color.clear`), as Swift's lookup finds them.
      if Evaluator.isColor(base), !Evaluator.colorMethods.contains(name),
        let node = views(from: base, at: baseExpression.location, identity: context.identity).first
      {
        if let result = extensionCall(base, name, arguments, in: context, at: location) {
          return result
        }
        return .view(
          ModifierFactory(self).apply(name, arguments, to: node, in: context, at: location))
      }
      // `store.isExpanded.toggle()` on an app model the scene does not have: flips the unknown.
      if name == "toggle", arguments.isEmpty, isRunningAction, case .placeholder(let text) = base {
        assignUnknown(text, .bool(!assumption(text, at: location)), at: location)
        return .void
      }
      if Evaluator.mutatingMethods.contains(name), isMutable(base) {
        return callMutating(baseExpression, base, name, arguments, in: context, at: location)
      }
      if let result = memberCall(base, name, arguments, in: context, at: location) {
        return result
      }
      if case .placeholder(let text) = base {
        return unknownCall(
          Evaluator.unknownMember(text, name), arguments, in: context, at: location)
      }
      if let method = declaredMethod(of: base, named: name) {
        return callValue(method, arguments, in: context, at: location)
      }
      return callValue(
        member(base, name, in: context, at: callee.location), arguments, in: context, at: location)
    default:
      let function = evaluate(callee, in: context)
      // `onOpen?()` with no handler: nothing is called.
      if case .none = function, Evaluator.isOptionalChain(callee) { return Value.none }
      return callValue(function, arguments, in: context, at: location)
    }
  }

  /// What key path `path` (`\.name`, `\.owner.name`, `\.self`) reads from `root`.
  func value(_ root: Value, at path: [String], at location: SourcePosition) -> Value {
    var value = root
    for component in path where component != "self" {
      value = member(
        value, component, in: Context(scope: Scope(parent: nil), owner: nil, identity: ""),
        at: location)
    }
    return value
  }

  /// Whether a value is a colour (`Color.red`, `Color("Brand")`, `Color(red:green:blue:)`), which
  /// takes view modifiers as a view.
  static func isColor(_ value: Value) -> Bool {
    switch value {
    case .color: return true
    case .symbol(let symbol): return symbol.type == "Color"
    default: return false
    }
  }

  /// A local that hides a builtin function's name.
  private func lookupShadow(_ name: String, in context: Context) -> Value? {
    if let value = context.scope.lookup(name) { return value }
    if let owner = context.owner, owner.type.functions.contains(where: { $0.name == name }) {
      return .void
    }
    if syntax.functions.contains(where: { $0.name == name }) { return .void }
    return nil
  }

  private func isMutable(_ value: Value) -> Bool {
    switch value {
    case .bool, .array: return true
    default: return false
    }
  }

  /// The calls that run a closure later, on the main queue or a background one
  /// (`DispatchQueue.global(qos: .userInitiated).async { … }` loading what the view shows), whose
  /// state changes the simulator makes at once.
  static let laterOnAQueue: Set<String> = [
    "DispatchQueue.main.async", "DispatchQueue.main.asyncAfter",
    "DispatchQueue.global.async", "DispatchQueue.global.asyncAfter",
  ]

  /// Foundation's notification-name types, made from a string (`Notification.Name("Sync")`).
  static let notificationNameTypes: Set<String> = ["Notification.Name", "NSNotification.Name"]

  /// The calls that run their closure on the main actor, in order with the code around them.
  static let onTheMainActor: Set<String> = ["MainActor.run", "MainActor.assumeIsolated"]

  /// Calling something the scene does not declare: in an action it is app code and is skipped with
  /// a note; in view code an unknown view is built from any content closure.
  func unknownCall(
    _ name: String, _ arguments: [Value.Argument], in context: Context, at location: SourcePosition
  ) -> Value {
    // `GlassButtonStyle()` is the style `.glass` names (SwiftUI's static members are these).
    if let member = Evaluator.buttonStyleTypes[name], arguments.isEmpty {
      return .symbol(Value.Symbol(type: nil, steps: [.init(name: member, arguments: nil)]))
    }
    // Keeping a subscription (`.store(in: &cancellables)`) changes nothing the views show.
    if name == Evaluator.cancellableStore { return .void }
    // `Notification.Name("Sync")` is Foundation's name for a string, not app code: the string.
    if Evaluator.notificationNameTypes.contains(name), arguments.count == 1,
      let text = arguments[0].value.stringValue
    {
      return .string(text)
    }
    if isRunningAction, name == "NotificationCenter.default.post",
      let posted = arguments.first(where: { $0.label == "name" }) ?? arguments.first
    {
      // Delivered at once to the views that receive it (`SceneProgram.deliverNotifications`),
      // as NotificationCenter delivers on the poster's thread before `post` returns.
      postedNotifications.append(
        Evaluator.notificationName(writtenText(of: posted) ?? posted.value.interpolated))
      return .void
    }
    if isRunningAction, Evaluator.onTheMainActor.contains(name),
      let body = arguments.last(where: { isCallable($0.value) })?.value
    {
      // `await MainActor.run { isReady = true }` in a task: the body runs, in order.
      return callValue(body, [], in: context, at: location)
    }
    if isRunningAction, Evaluator.laterOnAQueue.contains(name),
      let body = arguments.last(where: { isCallable($0.value) })?.value
    {
      return runLater(body, in: context, at: location)
    }
    if !isRunningAction, Evaluator.laterOnAQueue.contains(name) {
      // Sent from view code (`let _ = syncLabel()` in a body): it runs after this update, so it
      // changes nothing the update shows, and it is not a view.
      report(
        .skippedCall,
        "This closure is sent to a queue while the view is drawn; it runs after the update, and the simulator skips it.",
        at: location)
      return .void
    }
    if isRunningAction {
      report(
        .skippedCall, "Skipped '\(name)(…)': it is app code the simulator cannot run.", at: location
      )
      if let dot = name.lastIndex(of: "."), dot > name.startIndex {
        unknownsCalled.append(String(name[..<dot]))
      }
      // What it returns is an unknown named for the call, not nothing: assigned to a flag the
      // views read (`authorized = try await center.requestAuthorization(…)`), it is explored
      // both ways under that name rather than as `()`.
      return .placeholder(name)
    }
    if storedValueDepth > 0, name.first?.isUppercase == true {
      report(
        .unknownInput,
        "'\(name)' is not declared in this scene (it lives in another file or module); an unknown stands in for the value it makes.",
        at: location)
      return .placeholder(name)
    }
    // A method or function (`badgeService.earnedBadges()`, `L10n.localized(…)`) makes a value of
    // the app's, not a view: an unknown that conditions, collections and text read as one. A
    // type's name with content (`ErrorView(error:)`, `Card { … }`) is a view the scene lacks.
    let callee = name.split(separator: ".").last.map(String.init) ?? name
    // A closure given to a sequence's method (`toolCalls.contains { $0.isActive }`) is a
    // predicate or transform, not content: the call is the method's unknown result.
    let buildsContent =
      !Evaluator.sequenceMethods.contains(callee)
      && arguments.contains {
        if case .closure(let closure) = $0.value { return closure.parameters.isEmpty }
        return false
      }
    let isLocalValue =
      localValueCall == location && callee.first?.isUppercase == true && !callee.hasSuffix("View")
    if isLocalValue, !buildsContent {
      report(
        .unknownInput,
        "'\(name)' is not declared in this scene (it lives in another file or module); an unknown stands in for the value it makes.",
        at: location)
      return .placeholder(name)
    }
    if callee.first?.isLowercase == true, !buildsContent {
      report(
        .unknownInput,
        "'\(name)(…)' is not declared in this scene (it lives in another file, module or service); an unknown stands in for what it returns.",
        at: location)
      guard Evaluator.sequenceMethods.contains(callee) else { return .placeholder(name) }
      return .placeholder(name + Evaluator.closureHint(arguments))
    }
    return .view(ViewFactory(self).unknownView(name, arguments, in: context, at: location))
  }

  /// Calls a value with arguments.
  func callValue(
    _ value: Value, _ arguments: [Value.Argument], in context: Context, at location: SourcePosition
  ) -> Value {
    switch value {
    case .function(let function):
      return call(function, arguments: arguments, at: location, caller: context.identity)
    case .closure(let closure):
      return call(closure, arguments: arguments.map(\.value), at: location)
    case .native(let action):
      return perform(action, at: location)
    case .type(let name):
      return construct(name, arguments, in: context, at: location)
    case .symbol(var symbol):
      if let last = symbol.steps.indices.last, symbol.steps[last].arguments == nil {
        symbol.steps[last].arguments = arguments
      } else {
        symbol.steps.append(.init(name: "callAsFunction", arguments: arguments))
      }
      return .symbol(symbol)
    case .placeholder(let name):
      return unknownCall(name, arguments, in: context, at: location)
    case .keyPath(let path) where arguments.count == 1:
      // `items.map(\.name)`: a key path used as a function reads its path from the argument.
      return self.value(arguments[0].value, at: path, at: location)
    case .view(let node):
      report(
        .unsupportedExpression, "A view cannot be called like a function; it is used as it is.",
        at: location)
      return .view(node)
    case .binding(let reference):
      // `$policy.enableAccess.coalesce(false)`: a projection is not callable, so this is a
      // method an app's extension adds to `Binding` — taken to return the binding it is
      // called on, as such helpers (defaults, clamps, conversions) do.
      guard let (base, method) = reference.splittingLastMember else { fallthrough }
      report(
        .assumedHelper,
        "'\(method)(…)' on a Binding is not SwiftUI's (an extension in another file); the binding it is called on is used.",
        at: location, severity: .note)
      return .binding(base)
    default:
      report(
        .unsupportedExpression,
        "\(value.kindName.prefix(1).uppercased() + value.kindName.dropFirst()) cannot be called; a placeholder is used.",
        at: location)
      return .placeholder("call")
    }
  }

  /// `arguments` labelled by `declaration`'s parameters in order when none has a label and
  /// they are as many: a function passed by name (`ForEach(tags, id: \.self, content: makeRow)`
  /// with `func makeRow(tag:)`) is called without its labels, which compiled Swift never
  /// leaves off a direct call.
  static func positional(_ arguments: [Value.Argument], for declaration: FunctionDeclaration)
    -> [Value.Argument]
  {
    let parameters = declaration.parameters
    guard !arguments.isEmpty, arguments.count == parameters.count,
      arguments.allSatisfy({ $0.label == nil }), parameters.contains(where: { $0.label != nil })
    else { return arguments }
    return zip(arguments, parameters).map { argument, parameter in
      Value.Argument(
        label: parameter.label, value: argument.value, location: argument.location,
        end: argument.end)
    }
  }

  /// Calls a function declared in the scene, binding arguments to parameters by label and order.
  func call(
    _ function: FunctionValue, arguments: [Value.Argument], at location: SourcePosition,
    caller: String = ""
  )
    -> Value
  {
    let declaration =
      function.overloads.count > 1
      ? Evaluator.overload(function.overloads, for: arguments) : function.declaration
    guard callDepth < Evaluator.maximumCallDepth else {
      // Recursion that ends on a value the scene does not know (`gcd(b, a % b)` of unknowns,
      // whose `b == 0` is assumed false) is the assumption's doing: a warning, not an error.
      report(
        .nestingTooDeep,
        hasAssumed
          ? "Calls nest more than \(Evaluator.maximumCallDepth) levels deep in '\(declaration.name)', whose recursion ends on values this scene does not know; a placeholder stands in for its result."
          : "Calls nest more than \(Evaluator.maximumCallDepth) levels deep; does '\(declaration.name)' call itself without end?",
        at: location, severity: hasAssumed ? .warning : nil)
      return .placeholder(declaration.name)
    }
    // A function that builds views counts against the view budget like a view instance: a
    // builder calling itself twice per level would otherwise build 2^depth views unchecked.
    if declaration.buildsViews, !spendViewBudget(1, at: location) {
      return .placeholder(declaration.name)
    }
    callDepth += 1
    defer { callDepth -= 1 }
    // A function passed by name (`content: makeRow`) is called without its labels.
    let scope = bindParameters(
      of: declaration, to: Evaluator.positional(arguments, for: declaration),
      defaultsOwner: function.owner, at: location)
    let context = Context(
      scope: scope, owner: function.owner,
      identity: caller + "/" + "\(declaration.name)@\(key(location))",
      receiver: function.receiver)
    return run(declaration.body, in: context, declaredType: declaration.returnType)
  }

  /// A scope with `declaration`'s parameters bound to `arguments` by label and order (an
  /// unlabelled trailing closure goes to a function-typed parameter), defaults evaluated for the
  /// rest; a missing argument is a placeholder, an extra one is reported and ignored.
  func bindParameters(
    of declaration: FunctionDeclaration, to arguments: [Value.Argument], defaultsOwner: Owner?,
    at location: SourcePosition
  ) -> Scope {
    let scope = Scope(parent: nil)
    var remaining = arguments
    let callee =
      declaration.name == "init" ? "this initialiser" : "the call to '\(declaration.name)'"
    for parameter in declaration.parameters {
      if let index = remaining.firstIndex(where: { $0.label == parameter.label }) {
        scope.declare(
          parameter.name,
          convert(remaining.remove(at: index).value, to: parameter.type, at: location))
      } else if let index = remaining.firstIndex(where: { $0.label == nil && isClosure($0.value) }),
        parameter.type?.baseName == "Function"
      {
        scope.declare(parameter.name, remaining.remove(at: index).value)
      } else if let defaultValue = parameter.defaultValue,
        isInputLeftNil(parameter.type, defaultValue, of: defaultsOwner),
        declaration.name == "init"
      {
        scope.declare(parameter.name, optionalInput(parameter.name, at: defaultValue.location))
      } else if let defaultValue = parameter.defaultValue {
        // Typed as the parameter, as an argument is: `session: Session = .shared` is
        // `Session.shared`.
        let value = evaluate(
          defaultValue,
          in: Context(scope: Scope(parent: nil), owner: defaultsOwner, identity: "default"))
        scope.declare(
          parameter.name, convert(value, to: parameter.type, at: defaultValue.location))
      } else {
        report(
          .unknownArgument,
          "Missing argument '\(parameter.label ?? parameter.name)' in \(callee); a placeholder is used.",
          at: location)
        scope.declare(parameter.name, .placeholder(parameter.name))
      }
    }
    for extra in remaining {
      report(
        .unknownArgument,
        "'\(declaration.name)' has no parameter \(extra.label.map { "'\($0):'" } ?? "for this argument"); it is ignored.",
        at: extra.location)
    }
    return scope
  }

  /// Whether a value of `type` that starts as `initial` is an optional input of the simulated
  /// view, made on its own, that its parent may set: an initialiser's `onDismiss: (() -> Void)?
  /// = nil`, or a stored `var selection: Item? = nil` its memberwise initialiser takes.
  func isInputLeftNil(_ type: TypeReference?, _ initial: ExpressionSyntax, of owner: Owner?)
    -> Bool
  {
    guard rootIsAlone, owner?.isRoot == true, type?.isOptional == true,
      case .nilLiteral = initial.kind
    else { return false }
    return true
  }

  /// An optional input of the simulated view that its parent may set: an unknown named for it,
  /// explored as nil and as set where it decides what shows, with a note.
  func optionalInput(_ name: String, at location: SourcePosition) -> Value {
    report(
      .unknownInput,
      "'\(name)' is an optional a parent may pass (it defaults to nil); it is an unknown, and where it decides what shows it is explored as nil and as set.",
      at: location)
    return .placeholder(name)
  }

  private func isClosure(_ value: Value) -> Bool {
    switch value {
    case .closure, .function: return true
    default: return false
    }
  }

  /// Calls a closure; parameters bind by name, or as `$0`, `$1`.
  func call(_ closure: ClosureValue, arguments: [Value], at location: SourcePosition) -> Value {
    guard callDepth < Evaluator.maximumCallDepth else {
      report(
        .nestingTooDeep, "Closures nest more than \(Evaluator.maximumCallDepth) levels deep here.",
        at: location)
      return .placeholder("closure")
    }
    callDepth += 1
    defer { callDepth -= 1 }
    let scope = Scope(parent: closure.scope)
    if closure.parameters.count > 1 && arguments.count == 1 {
      bind(names: closure.parameters, to: arguments[0], in: scope)
    } else {
      for (name, argument) in zip(closure.parameters, arguments) where name != "_" {
        scope.declare(name, argument)
      }
    }
    for (index, argument) in arguments.enumerated() { scope.declare("$\(index)", argument) }
    var context = Context(scope: scope, owner: closure.owner, identity: closure.identity)
    context.receiver = closure.receiver
    return run(closure.body, in: context, declaredType: nil)
  }

  /// `Type(arguments)`: scene types, builtin views and builtin values.
  func construct(
    _ name: String, _ arguments: [Value.Argument], in context: Context, at location: SourcePosition
  ) -> Value {
    if let type = syntax.type(named: name) {
      if type.kind == .enumeration {
        guard let raw = arguments.first(where: { $0.label == "rawValue" })?.value else {
          report(
            .unsupportedExpression, "Enums are created with '\(name)(rawValue:)' or '.caseName'.",
            at: location)
          return Value.none
        }
        for enumCase in type.cases
        where rawValue(of: Value.EnumValue(type: name, name: enumCase.name)).isEqual(to: raw) {
          return .enumCase(Value.EnumValue(type: name, name: enumCase.name))
        }
        return Value.none
      }
      if type.kind == .classType {
        return .object(allocateObject(type, at: location, arguments: arguments))
      }
      // The simulated view created in the #Preview uses the explored state; any other view's
      // @State lives under its identity (its place in the tree) — an instance of the simulated
      // view's type inside its own body too, as SwiftUI gives every instance its own state.
      let identity = context.identity + "/" + key(location)
      var isRoot = type.isView && type.name == root.name && rootBodiesOpen == 0
      if isRoot {
        if let first = rootInstanceIdentity { isRoot = first == identity }
        rootInstanceIdentity = rootInstanceIdentity ?? identity
      }
      let owner = Owner(
        type: type, properties: [:], isRoot: isRoot,
        stateKey: type.hasViewBody ? (isRoot ? store.rootKey : identity) : nil)
      let initializer = self.initializer(of: type, for: arguments)
      if initializer == nil {
        assignMemberwise(arguments, to: owner, of: type, at: location)
      }
      if type.hasViewBody { initializeEnvironmentProperties(of: owner, at: location) }
      if let initializer {
        // Declared initial values are set before an initialiser's body runs, as in Swift.
        fillDeclaredValues(of: owner, identity: identity, context: context, reportMissing: false)
        runInitializer(
          initializer, of: owner, arguments: arguments, identity: identity, at: location)
      }
      fillDeclaredValues(
        of: owner, identity: identity, context: context, reportMissing: true, at: location,
        afterInitializer: initializer != nil)
      if type.hasViewBody {
        var inner = context
        inner.identity = identity
        return .view(body(of: type, owner: owner, context: inner, location: location))
      }
      if type.inheritedTypes.contains(where: Evaluator.shapeProtocols.contains) {
        return .view(
          ViewNode(
            kind: .shape(builtinOutline(of: owner, at: location) ?? .custom(name: name)),
            identity: context.identity + "/" + key(location), location: location))
      }
      // `struct MapLayer: UIViewRepresentable`: a view UIKit or AppKit draws, which SwiftUI
      // gives the space it offers (its `sizeThatFits` aside) and whose modifiers still apply.
      if let kind = type.inheritedTypes.first(where: Evaluator.representableProtocols.contains) {
        report(
          .unsupportedView,
          "'\(name)' is drawn by UIKit or AppKit (a \(kind)), not simulated; a plain placeholder fills the space it is offered.",
          at: location)
        return .view(
          ViewNode(
            kind: .unknown(name: name), identity: context.identity + "/" + key(location),
            location: location))
      }
      return .instance(Value.InstanceValue(type: name, properties: owner.properties))
    }
    return constructBuiltin(name, arguments, in: context, at: location)
  }

  /// The standard library's methods of sequences and collections that take a closure to test or
  /// transform elements (`contains(where:)`, `filter`, `sorted(by:)`, …).
  static let sequenceMethods: Set<String> = [
    "contains", "allSatisfy", "first", "firstIndex", "last", "lastIndex", "filter", "map",
    "compactMap", "flatMap", "sorted", "min", "max", "reduce", "drop", "prefix", "split",
    "count", "forEach", "removeAll", "partition", "sort",
  ]

  /// What tells apart two calls of one sequence method with different closures, for naming
  /// their unknown results: the names the closures mention (`(.completed, .webSearch, type)` for
  /// `contains { $0.type == .webSearch && $0.status != .completed }`), at most four.
  static func closureHint(_ arguments: [Value.Argument]) -> String {
    var scan = NameScan()
    for argument in arguments {
      if case .closure(let closure) = argument.value { scan.scan(closure.body) }
    }
    let names = scan.names.filter { Int($0) == nil }.sorted()
    guard !names.isEmpty else { return "" }
    return "(" + names.prefix(4).joined(separator: ", ") + ")"
  }

  /// The protocols of views drawn by UIKit or AppKit inside SwiftUI.
  static let representableProtocols: Set<String> = [
    "UIViewRepresentable", "UIViewControllerRepresentable", "NSViewRepresentable",
    "NSViewControllerRepresentable",
  ]

  /// `SwiftUI.Name(arguments)`, or `Name(arguments)` where the app declares no `Name`: SwiftUI's
  /// view or value (an app's own `GlassEffectContainer` wrapper reaches SwiftUI's this way).
  func constructBuiltin(
    _ name: String, _ arguments: [Value.Argument], in context: Context, at location: SourcePosition
  ) -> Value {
    // `Binding(get: { … }, set: { … })`, or with trailing closures `Binding { … } set: { … }`
    // (the getter unlabelled): a binding that runs app code to read and write.
    if name == "Binding",
      let get = arguments.first(where: { $0.label == "get" || $0.label == nil })?.value,
      let set = arguments.first(where: { $0.label == "set" })?.value,
      isCallable(get), isCallable(set)
    {
      return .binding(.computed(get: get, set: set))
    }
    if Evaluator.wrapperTypes.contains(name) {
      // `State(initialValue: 1)`, `Bindable(model)`: kept as made, for an initialiser's `_x = …`.
      return .symbol(Value.Symbol(type: name, steps: [.init(name: "init", arguments: arguments)]))
    }
    if ViewFactory.isBuiltinView(name) {
      return ViewFactory(self).make(name, arguments, in: context, at: location)
    }
    return constructBuiltinValue(name, arguments, in: context, at: location)
  }

  /// SwiftUI's button style types by the static member that names each (`.glass` is
  /// `GlassButtonStyle()`).
  static let buttonStyleTypes: [String: String] = [
    "GlassButtonStyle": "glass", "GlassProminentButtonStyle": "glassProminent",
    "BorderedButtonStyle": "bordered", "BorderedProminentButtonStyle": "borderedProminent",
    "PlainButtonStyle": "plain", "BorderlessButtonStyle": "borderless",
    "DefaultButtonStyle": "automatic",
  ]

  /// The memberwise initialiser: arguments by property name, trailing closures for the
  /// closure-typed properties left (`content`); an argument no property takes is reported.
  private func assignMemberwise(
    _ arguments: [Value.Argument], to owner: Owner, of type: TypeDeclaration,
    at location: SourcePosition
  ) {
    if !type.initializers.isEmpty {
      report(
        .unknownArgument,
        "No initialiser of '\(type.name)' takes these arguments; they are matched to its properties by name.",
        at: location)
    }
    var remaining = arguments
    for variable in type.variables where variable.getter == nil && !variable.isStatic {
      if let index = remaining.firstIndex(where: { $0.label == variable.name }) {
        let argument = remaining.remove(at: index)
        owner.properties[variable.name] = bindingArgument(
          convert(built(argument, for: variable), to: variable.type, at: location),
          for: variable)
      }
    }
    // Trailing closures fill the remaining closure-typed properties (`content`).
    for variable in type.variables
    where variable.getter == nil && !variable.isStatic && owner.properties[variable.name] == nil {
      if variable.type?.baseName == "Function" || variable.type?.baseName == "Content"
        || variable.attributes.contains("ViewBuilder"),
        let index = remaining.firstIndex(where: { $0.label == nil })
      {
        owner.properties[variable.name] = built(remaining.remove(at: index), for: variable)
      }
    }
    for extra in remaining {
      report(
        .unknownMember,
        "'\(type.name)' has no property \(extra.label.map { "'\($0)'" } ?? "for this unlabelled argument"); it is ignored.",
        at: extra.location)
    }
  }

  /// What a memberwise argument stores: a closure given for a property that is not a function
  /// (`@ViewBuilder var content: Content`) is called, as Swift's memberwise initialiser calls
  /// the builder closure it takes and stores the views it builds.
  private func built(_ argument: Value.Argument, for variable: VariableDeclaration) -> Value {
    guard case .closure(let closure) = argument.value, variable.type?.baseName != "Function"
    else { return argument.value }
    return call(closure, arguments: [], at: argument.location)
  }

  /// Stored properties not set yet take their declared values: a namespace, the initial value,
  /// nil for an optional; the rest become placeholders, reported when `reportMissing`.
  private func fillDeclaredValues(
    of owner: Owner, identity: String, context: Context, reportMissing: Bool,
    at location: SourcePosition = .start, afterInitializer: Bool = false
  ) {
    let type = owner.type
    for variable in type.variables
    where variable.getter == nil && !variable.isStatic && owner.properties[variable.name] == nil
      && !variable.isStateLike && !variable.isEnvironment
    {
      if variable.attributes.contains("Namespace") {
        owner.properties[variable.name] = .namespace(
          owner.isRoot
            ? variable.name
            : type.name + "." + variable.name + Evaluator.instanceSuffix(identity))
      } else if let initial = variable.initialValue {
        owner.properties[variable.name] = convert(
          evaluateStoredValue(
            initial,
            in: Context(scope: Scope(parent: nil), owner: owner, identity: context.identity),
            named: variable.name),
          to: variable.type, at: initial.location)
      } else if variable.type?.isOptional == true {
        // `Value.none` (Swift's nil in the scene), not `Optional.none`, which would delete the entry.
        owner.properties[variable.name] = Value.none
      } else if variable.attributes.contains(where: Evaluator.storeQueryWrappers.contains) {
        // `@Query var keys: [APIKey]`: the store fills it, never an argument; an unknown.
        owner.properties[variable.name] = .placeholder(variable.name)
      } else if reportMissing {
        report(
          .missingArgument,
          afterInitializer
            ? "The initialiser of '\(type.name)' does not set '\(variable.name)' in a way the simulator follows; a placeholder is used."
            : "Missing argument '\(variable.name)' to create '\(type.name)'; a placeholder is used.",
          at: location)
        owner.properties[variable.name] = .placeholder(variable.name)
      }
    }
  }

  /// `Color(red:green:blue:)`, `Spring(…)`, `GridItem(…)` and other non-view values.
  private func constructBuiltinValue(
    _ name: String, _ arguments: [Value.Argument], in context: Context, at location: SourcePosition
  ) -> Value {
    switch name {
    case "Color":
      return .color(colorFromInitializer(arguments, at: location))
    case "Int", "Double", "CGFloat", "Float", "String", "Bool":
      return builtinFunction(name, arguments, in: context, at: location)
    case "UUID":
      return .string("UUID-\(location.line)-\(location.column)")
    case "Date":
      return .placeholder("Date")
    case "Locale" where arguments.first?.label == "identifier":
      guard let identifier = arguments.first?.value.stringValue else {
        return .placeholder("Locale")
      }
      return Evaluator.locale(identifier: identifier)
    case "URL":
      // `URL(string: "https://…")`, `URL(fileURLWithPath: path)`: kept as its text (a link's
      // destination, a file name to show); nothing is fetched.
      guard let text = arguments.first?.value.stringValue else {
        return .placeholder("URL")
      }
      return .string(text)
    case "AnyView", "AnyShape",
      "AnyShapeStyle" where arguments.count == 1:
      // Type erasure changes what the compiler knows, not what is drawn.
      return arguments[0].value
    default:
      return .symbol(Value.Symbol(type: name, steps: [.init(name: "init", arguments: arguments)]))
    }
  }

  /// Free functions: `withAnimation`, numeric helpers and conversions.
  func builtinFunction(
    _ name: String, _ arguments: [Value.Argument], in context: Context, at location: SourcePosition
  ) -> Value {
    let numbers = arguments.compactMap { $0.value.number }
    let allInts = arguments.allSatisfy {
      if case .int = $0.value { return true } else { return false }
    }
    switch name {
    case "withAnimation", "withTransaction":
      return withAnimation(arguments, at: location)
    case "Task":
      // Work a Task does later (network, disk) cannot be simulated; the state changes in it are,
      // at once, with awaited calls skipped.
      guard let body = arguments.first(where: { isCallable($0.value) })?.value else { return .void }
      if context.owner?.isInitializing == true, !isRunningAction {
        // A model's `init()` that starts loading (`Task { defer { isLoading = false }; … }`):
        // the app shows what it has once the task is done, so the task runs with the
        // initialiser, its awaited calls skipped.
        report(
          .skippedCall,
          "This Task runs with the initialiser, as if it had finished; the awaited calls it makes are skipped.",
          at: location, severity: .note)
        return callValue(body, [], in: context, at: location)
      }
      guard isRunningAction else {
        report(.skippedCall, "A Task in view code is not run.", at: location)
        return .void
      }
      report(
        .skippedCall,
        "This Task runs at once, in the tap's transaction; the awaited calls it makes are skipped.",
        at: location)
      return callValue(body, [], in: context, at: location)
    case "min", "max":
      guard numbers.count >= 2 else { break }
      let result = name == "min" ? numbers.min() ?? 0 : numbers.max() ?? 0
      return allInts ? .int(Int(saturating: result)) : .double(result)
    case "abs":
      guard let value = numbers.first else { break }
      return allInts ? .int(Int(saturating: abs(value))) : .double(abs(value))
    case _ where Evaluator.unaryMathFunctions[name] != nil:
      guard let value = numbers.first, let function = Evaluator.unaryMathFunctions[name] else {
        break
      }
      return .double(function(value))
    case _ where Evaluator.binaryMathFunctions[name] != nil:
      guard numbers.count == 2, let function = Evaluator.binaryMathFunctions[name] else { break }
      return .double(function(numbers[0], numbers[1]))
    case "print", "debugPrint":
      return .void
    case "NSLocalizedString":
      // Foundation's lookup of a key in the app's strings files, which are not read: the key
      // itself, what Foundation returns for a key it does not find.
      return arguments.first?.value.stringValue.map { .string($0) } ?? .placeholder(name)
    case "Double", "CGFloat", "Float":
      if let value = numbers.first { return .double(value) }
      if case .string(let text)? = arguments.first?.value {
        return Double(text).map { .double($0) } ?? Value.none
      }
    case "Int":
      if let value = numbers.first, value.isFinite, abs(value) < 9.2e18 { return .int(Int(value)) }
      if case .string(let text)? = arguments.first?.value {
        return Int(text).map { .int($0) } ?? Value.none
      }
    case "String":
      if let format = arguments.first, format.label == "format", let text = format.value.stringValue
      {
        let values = arguments.dropFirst().map(\.value)
        if let result = Evaluator.formatted(text, Array(values)) { return .string(result) }
        report(
          .unsupportedValue,
          "This format is not one the simulator fills (numeric %d, %f, %e, %g, %x with their flags, one number each); the values are shown as they are.",
          at: location)
        return .string(([text] + values.map(\.interpolated)).joined(separator: " "))
      }
      if let first = arguments.first { return .string(first.value.interpolated) }
      return .string("")
    case "Bool":
      if let first = arguments.first { return first.value }
    case "Array", "Set":
      if let repeated = arguments.first(where: { $0.label == "repeating" })?.value,
        let count = arguments.first(where: { $0.label == "count" })?.value.number
      {
        let requested = Int(saturating: count)
        let capped = min(max(0, requested), Evaluator.maximumElements)
        if requested > capped {
          report(
            .elementLimit,
            "Only \(Evaluator.maximumElements) of \(requested) repeated elements are simulated.",
            at: location)
        }
        return .array(Array(repeating: repeated, count: capped))
      }
      if let first = arguments.first { return .array(sequence(from: first.value, at: location)) }
      return .array([])
    case "Dictionary":
      return dictionary(arguments, in: context, at: location)
    case "zip":
      guard arguments.count == 2 else { break }
      let a = sequence(from: arguments[0].value, at: location)
      let b = sequence(from: arguments[1].value, at: location)
      return .array(zip(a, b).map { .tuple([(label: nil, value: $0), (label: nil, value: $1)]) })
    case "stride":
      let from = arguments.first { $0.label == "from" }?.value.number
      let to = arguments.first { $0.label == "to" || $0.label == "through" }
      let by = arguments.first { $0.label == "by" }?.value.number
      guard let from, let end = to?.value.number, let by, by != 0 else { break }
      var values: [Value] = []
      var current = from
      let inclusive = to?.label == "through"
      while (by > 0
        ? (inclusive ? current <= end : current < end)
        : (inclusive ? current >= end : current > end)) && values.count <= Evaluator.maximumElements
      {
        values.append(allInts ? .int(Int(saturating: current)) : .double(current))
        current += by
      }
      return .array(values)
    case "UUID":
      return .string("UUID-\(location.line)-\(location.column)")
    case "Date":
      return .placeholder("Date")
    case "AnyView", "AnyShape",
      "AnyShapeStyle" where arguments.count == 1:
      // Type erasure changes what the compiler knows, not what is drawn.
      return arguments[0].value
    default:
      break
    }
    // `max(0, proxy.size.width - 20)`, `Double(model.count)`: an unknown in makes an unknown out,
    // as arithmetic on one does; where the unknown came from was said where it was read.
    if arguments.contains(where: { $0.value.isPlaceholder }) {
      return .placeholder(
        name + "(" + arguments.map(\.value.unknownText).joined(separator: ", ") + ")")
    }
    report(
      .unsupportedExpression,
      "'\(name)' is called with arguments the simulator does not understand; a placeholder is used.",
      at: location)
    return .placeholder(name)
  }

  /// `withAnimation(animation) { body }`: runs the body as one transaction (Docs/Motion.md §5).
  private func withAnimation(_ arguments: [Value.Argument], at location: SourcePosition) -> Value {
    guard let body = arguments.first(where: { $0.label == nil && isClosure($0.value) }) else {
      report(
        .noAction, "'withAnimation' needs a closure with the state changes to animate.",
        at: location
      )
      return .void
    }
    var animation: MorphAnimation? = .default
    var written: String?
    if let first = arguments.first, first.label == nil, !isClosure(first.value) {
      if case .none = first.value {
        animation = nil
      } else {
        animation = self.animation(from: first.value, at: first.location) ?? .default
        written = first.end.flatMap { sources?.text(from: first.location.offset, to: $0) }
      }
    }
    guard isRunningAction else {
      report(
        .constantBinding,
        "'withAnimation' in view code runs nothing; it belongs in a button's action.",
        at: location)
      return .void
    }
    let context = Context(scope: Scope(parent: nil), owner: nil, identity: "action")
    transactions.append((animation, nextTransaction, written))
    nextTransaction += 1
    let result = callValue(body.value, [], in: context, at: location)
    transactions.removeLast()
    // `completion:` runs once the animation is done, outside its transaction (SwiftUI's
    // `withAnimation(_:completionCriteria:_:completion:)`): work that runs later (`runLater`).
    if let completion = arguments.first(where: {
      $0.label == "completion" && isClosure($0.value)
    }) {
      _ = runLater(completion.value, in: context, at: completion.location)
    }
    return result
  }

  /// A binding argument as written: `$flag` as it is, `.constant(x)` (an implicit member of
  /// `Binding`) as a binding that never changes; anything else unchanged.
  static func writtenBinding(_ value: Value) -> Value {
    if case .symbol(let symbol) = value, symbol.head == "constant",
      let argument = symbol.steps.first?.arguments?.first?.value
    {
      return .binding(.constant(argument))
    }
    return value
  }

  /// An argument for a `@Binding` property: `.constant(x)` becomes a binding that never changes,
  /// and so does a plain value.
  func bindingArgument(_ value: Value, for variable: VariableDeclaration) -> Value {
    guard variable.attributes.contains("Binding") else { return value }
    let written = Evaluator.writtenBinding(value)
    if case .binding = written { return written }
    return .binding(.constant(value))
  }

  /// The environment entries a modifier provides to its content: `.environment(model)` and
  /// `.environmentObject(model)` by the object's type, `.environment(\.key, value)` by key.
  func environmentEntries(_ name: String, _ arguments: [Value.Argument])
    -> [(key: String, value: Value)]
  {
    switch name {
    case "environment", "environmentObject":
      if arguments.count == 2, case .keyPath(let path) = arguments[0].value, let last = path.last {
        return [("key:" + last, arguments[1].value)]
      }
      if arguments.count == 1, case .object(let id) = arguments[0].value,
        let type = store.objects[id]?.type
      {
        return [("type:" + type, arguments[0].value)]
      }
      return []
    case "buttonStyle":
      guard var style = arguments.first?.value else { return [] }
      if case .symbol(let symbol) = style, symbol.steps.count == 1,
        let resolved = staticStyle(symbol.head, arguments: symbol.steps[0].arguments)
      {
        style = resolved
      }
      guard case .instance(let instance) = style, let type = syntax.type(named: instance.type),
        type.inheritedTypes.contains(where: { $0 == "ButtonStyle" || $0 == "PrimitiveButtonStyle" })
      else { return [] }
      return [("custom:buttonStyle", style)]
    default:
      return []
    }
  }

  /// `.buttonStyle(.glassy)` or `.buttonStyle(.glassy(tint: .red))` where a scene declares
  /// `extension ButtonStyle where Self == Glassy { static var glassy: Glassy { … } }` or a
  /// `static func glassy(tint:)`.
  private func staticStyle(_ name: String, arguments: [Value.Argument]?) -> Value? {
    staticExtensionMember(
      name, arguments: arguments, of: ["ButtonStyle", "PrimitiveButtonStyle"])
  }

  /// The value of a static property an app's extension adds to one of SwiftUI's types
  /// (`extension Animation { static var smoothSpring: Animation { … } }`, `extension Color {
  /// static let textPrimary = Color(red: …) }`), if any declares `name`; with `arguments`, what
  /// its static function of that name returns (`extension ButtonStyle where Self == Pill {
  /// static func pill(tint: Color = .blue) -> Pill }`, called as `.pill()`). A stored one is
  /// made once (a value read while it is being made is a placeholder, as for the app's own
  /// types); a computed one or a function runs under the call-depth limit.
  func staticExtensionMember(
    _ name: String, arguments: [Value.Argument]? = nil, of typeNames: [String],
    at location: SourcePosition = .start
  ) -> Value? {
    for typeName in typeNames {
      guard let extensionType = syntax.builtinExtensions[typeName] else { continue }
      let owner = Owner(type: extensionType, properties: [:], isRoot: false)
      if let arguments {
        let functions = extensionType.functions.filter { $0.name == name && $0.isStatic }
        guard let first = functions.first,
          !functions.allSatisfy({ Evaluator.score($0, for: arguments) == nil })
        else { continue }
        return call(
          FunctionValue(declaration: first, owner: owner, overloads: functions),
          arguments: arguments, at: location)
      }
      guard
        let variable = extensionType.variables.first(where: { $0.name == name && $0.isStatic })
      else { continue }
      if let getter = variable.getter {
        return callGetter(
          getter, named: name, owner: owner, declaredType: variable.type, at: location)
      }
      if let initial = variable.initialValue {
        return staticStoredValue(
          typeName + "." + name, variable.type, initial, owner: owner, at: location)
      }
    }
    return nil
  }

  /// A custom `ButtonStyle`'s `makeBody(configuration:)` around a button's label: the
  /// configuration's `label` is the label, `isPressed` whether a finger is down on the button
  /// (`pressedKey`'s slot; false at rest), and `trigger()` (for a `PrimitiveButtonStyle`) runs the
  /// button's action.
  func styledLabel(
    _ label: ViewNode, style: Value, action: Value, role: String?, pressedKey: String?,
    at location: SourcePosition
  ) -> ViewNode {
    guard case .instance(let instance) = style, let type = syntax.type(named: instance.type),
      let makeBody = type.functions.first(where: { $0.name == "makeBody" })
    else { return label }
    let isPressed = pressedKey.flatMap { store.slot($0) } ?? .bool(false)
    let configuration = Value.instance(
      Value.InstanceValue(
        type: "ButtonStyleConfiguration",
        properties: [
          "label": .view(label), "isPressed": isPressed,
          "role": role.map {
            .symbol(Value.Symbol(type: nil, steps: [.init(name: $0, arguments: nil)]))
          }
            ?? Value.none,
          "trigger": .native(.perform(action)),
        ]))
    let owner = Owner(
      type: type, properties: instance.properties, isRoot: false,
      stateKey: label.identity + "/" + type.name)
    // A `Button` built inside the style's own body (`Button(action: configuration.trigger) {
    // … }`, a common `PrimitiveButtonStyle`) is not styled by it again: SwiftUI shows such
    // styles without recursing, so the style applies only around the label it was given.
    environment.append(("custom:buttonStyle", Value.none))
    styledLabelIdentities.append(label.identity)
    defer { styledLabelIdentities.removeLast() }
    let result = call(
      FunctionValue(declaration: makeBody, owner: owner),
      arguments: [Value.Argument(label: "configuration", value: configuration, location: location)],
      at: location, caller: label.identity)
    environment.removeLast()
    return ViewNode(
      kind: .group, children: views(from: result, at: location, identity: label.identity),
      identity: label.identity, location: location)
  }

  /// The state slot holding whether a finger is down on the button labelled `label` (its
  /// label's identity), when its custom style reads `configuration.isPressed`; nil when the style
  /// never reads it (pressing then changes nothing on screen, so it is not explored).
  func pressedKey(style: Value, label: String) -> String? {
    guard case .instance(let instance) = style, let type = syntax.type(named: instance.type),
      let makeBody = type.functions.first(where: { $0.name == "makeBody" })
    else { return nil }
    let reads =
      stylesReadingPressed[type.name]
      ?? {
        var scan = NameScan()
        scan.scan(makeBody.body)
        return scan.names.contains("isPressed")
      }()
    stylesReadingPressed[type.name] = reads
    guard reads else { return nil }
    let key = "pressed#" + label
    let info = StateStore.SlotInfo(
      property: "isPressed", ownerType: type.name,
      type: TypeReference(text: "Bool", baseName: "Bool", isOptional: false), isTopLevel: false)
    if store.slot(key) == nil { store.setSlot(key, .bool(false), info: info) }
    store.touch(key, info: info)
    return key
  }

  /// Every `Label` in `node` built by a custom `LabelStyle`'s `makeBody(configuration:)`: the
  /// configuration's `title` is the label's text and `icon` its symbol.
  func styledLabels(
    in node: ViewNode, style: Value.InstanceValue, at location: SourcePosition
  ) -> ViewNode {
    guard let type = syntax.type(named: style.type),
      let makeBody = type.functions.first(where: { $0.name == "makeBody" })
    else { return node }
    guard case .label(let title, let systemImage) = node.kind else {
      var result = node
      result.children = node.children.map { styledLabels(in: $0, style: style, at: location) }
      return result
    }
    let configuration = Value.instance(
      Value.InstanceValue(
        type: "LabelStyleConfiguration",
        properties: [
          "title": .view(
            ViewNode(kind: .text(title), identity: node.identity + "/title", location: location)),
          "icon": .view(
            ViewNode(
              kind: .symbol(systemImage), identity: node.identity + "/icon", location: location)),
        ]))
    let owner = Owner(
      type: type, properties: style.properties, isRoot: false,
      stateKey: node.identity + "/" + type.name)
    let result = call(
      FunctionValue(declaration: makeBody, owner: owner),
      arguments: [Value.Argument(label: "configuration", value: configuration, location: location)],
      at: location, caller: node.identity)
    return ViewNode(
      kind: .group, children: views(from: result, at: location, identity: node.identity),
      modifiers: node.modifiers, identity: node.identity, location: node.location)
  }

  /// The overload Swift would call: every argument label names a parameter (in order), every
  /// parameter without a default gets an argument, and argument kinds fit the parameter types
  /// (an Int for `Int`, a String for `String`, …); ties go to the first declared.
  static func overload(_ candidates: [FunctionDeclaration], for arguments: [Value.Argument])
    -> FunctionDeclaration
  {
    func score(_ function: FunctionDeclaration) -> Int {
      Evaluator.score(function, for: arguments) ?? -1_000
    }
    var best = candidates[0]
    var bestScore = score(best)
    for candidate in candidates.dropFirst() {
      let value = score(candidate)
      if value > bestScore {
        best = candidate
        bestScore = value
      }
    }
    return best
  }

  /// How well `arguments` fit `function`'s parameters (higher is better), or nil when Swift
  /// could not call it with them: an argument whose label names no later parameter (an
  /// unlabelled closure may be a trailing closure for a function-typed one), or a parameter
  /// without a default left without an argument.
  static func score(_ function: FunctionDeclaration, for arguments: [Value.Argument]) -> Int? {
    var parameters = function.parameters[...]
    var total = 0
    for argument in arguments {
      let isClosure: Bool
      switch argument.value {
      case .closure, .function: isClosure = true
      default: isClosure = false
      }
      guard
        let index = parameters.firstIndex(where: { $0.label == argument.label })
          ?? (argument.label == nil && isClosure
            ? parameters.firstIndex(where: { $0.type?.baseName == "Function" }) : nil)
      else { return nil }
      // Skipped parameters must have defaults.
      if parameters[parameters.startIndex..<index].contains(where: { $0.defaultValue == nil }) {
        return nil
      }
      total += kindMatch(argument.value, parameters[index].type?.baseName)
      parameters = parameters[(index + 1)...]
    }
    if parameters.contains(where: { $0.defaultValue == nil }) { return nil }
    return total - parameters.count
  }

  /// Whether every overload in `functions` that takes `arguments` takes each of them only as an
  /// Optional parameter, none of them nil: SwiftUI's overload of the same name, taking the
  /// values as they are, is the better match.
  static func onlyByOptionalPromotion(
    _ functions: [FunctionDeclaration], _ arguments: [Value.Argument]
  ) -> Bool {
    guard !arguments.isEmpty,
      !arguments.contains(where: {
        if case .none = $0.value { return true }
        return false
      })
    else { return false }
    let takers = functions.filter { score($0, for: arguments) != nil }
    return !takers.isEmpty
      && takers.allSatisfy { function in
        arguments.allSatisfy { argument in
          function.parameters.first { $0.label == argument.label }?.type?.isOptional == true
        }
      }
  }

  /// 2 when a value's kind is the parameter's type, 0 when unknown, −2 when it clearly is not.
  private static func kindMatch(_ value: Value, _ type: String?) -> Int {
    guard let type else { return 0 }
    switch (value, type) {
    case (.int, "Int"), (.double, "Double"), (.double, "CGFloat"), (.int, "CGFloat"),
      (.int, "Double"), (.string, "String"), (.bool, "Bool"), (.array, "Array"),
      (.closure, "Function"), (.function, "Function"):
      return 2
    case (.enumCase(let enumValue), _): return enumValue.type == type ? 2 : -2
    case (.instance(let instance), _): return instance.type == type ? 2 : -2
    case (.int, _), (.double, _), (.string, _), (.bool, _):
      return ["Int", "Double", "CGFloat", "Float", "String", "Bool"].contains(type) ? -2 : 0
    default: return 0
    }
  }

  /// A method or computed property from an extension of a SwiftUI type (`extension View`), with
  /// `self` the value it is used on; nil when no extension declares `name`.
  func builtinExtensionMember(
    _ typeName: String, _ base: Value, _ name: String, arguments: [Value.Argument]?,
    in context: Context, at location: SourcePosition
  ) -> Value? {
    guard let extensionType = syntax.builtinExtensions[typeName] else { return nil }
    let functions = extensionType.functions.filter { $0.name == name && !$0.isStatic }
    let variable = extensionType.variables.first { $0.name == name && !$0.isStatic }
    guard !functions.isEmpty || variable != nil else { return nil }
    var base = base
    // In a `View` extension a colour is `self` as a view: `overlay { … }` there is a modifier.
    if typeName == "View", Evaluator.isColor(base),
      let node = views(from: base, at: location, identity: context.identity).first
    {
      base = .view(node)
    }
    let owner = Owner(type: extensionType, properties: [:], isRoot: false)
    if let arguments, let first = functions.first {
      // Swift calls SwiftUI's own modifier when none of the app's methods of that name takes
      // these arguments: a wrapper `glassEffect(cornerRadius:)` leaves `glassEffect(_:in:)` as is,
      // and `refreshable(binding:action:)` leaves `refreshable { … }`.
      if functions.allSatisfy({ Evaluator.score($0, for: arguments) == nil }) {
        return nil
      }
      // Swift ranks an overload that takes an argument as it is above one that must wrap it in
      // an Optional: the app's `buttonStyle(_ style: (some PrimitiveButtonStyle)?)`, calling
      // `self.buttonStyle(style)` with the unwrapped style, calls SwiftUI's, not itself.
      if Evaluator.onlyByOptionalPromotion(functions, arguments) { return nil }
      return call(
        FunctionValue(declaration: first, owner: owner, overloads: functions, receiver: base),
        arguments: arguments, at: location, caller: context.identity)
    }
    if arguments == nil, let variable, let getter = variable.getter {
      var inner = Context(
        scope: Scope(parent: nil), owner: owner, identity: context.identity + "/" + name)
      inner.receiver = base
      return run(getter, in: inner, declaredType: variable.type)
    }
    return nil
  }

  /// Whether a value can be called as an action (a closure or function).
  func isCallable(_ value: Value) -> Bool {
    switch value {
    case .closure, .function, .native: return true
    default: return false
    }
  }

  /// `.modifier(MyModifier())`: the modifier's `body(content:)` with `content` the view.
  func applyCustomModifier(
    _ value: Value, to node: ViewNode, in context: Context, at location: SourcePosition
  ) -> ViewNode {
    guard case .instance(let instance) = value, let type = syntax.type(named: instance.type),
      let function = type.functions.first(where: { $0.name == "body" })
    else {
      report(
        .unsupportedModifier,
        "'.modifier(…)' needs a ViewModifier declared in this scene; it is ignored.", at: location)
      return node
    }
    let owner = Owner(
      type: type, properties: instance.properties, isRoot: false,
      stateKey: node.identity + "/" + type.name)
    for variable in type.variables where variable.isStateLike && !variable.isStatic {
      _ = stateSlot(variable, of: owner, at: variable.location)
    }
    let result = call(
      FunctionValue(declaration: function, owner: owner),
      arguments: [Value.Argument(label: "content", value: .view(node), location: location)],
      at: location, caller: node.identity)
    return views(from: result, at: location, identity: node.identity).first ?? node
  }

  /// `base.name(arguments)` for builtin values: a scene's extension of the SwiftUI type first
  /// (`extension View { func card() }`), then the builtin methods and modifiers.
  func memberCall(
    _ base: Value, _ name: String, _ arguments: [Value.Argument], in context: Context,
    at location: SourcePosition
  ) -> Value? {
    if let result = extensionCall(base, name, arguments, in: context, at: location) {
      return result
    }
    return builtinMethod(base, name, arguments, in: context, at: location)
  }

  /// `base.name(arguments)` from the app's extensions of the SwiftUI types `base` is, most
  /// specific first; nil when none declares it.
  func extensionCall(
    _ base: Value, _ name: String, _ arguments: [Value.Argument], in context: Context,
    at location: SourcePosition
  ) -> Value? {
    for typeName in extensionTypes(of: base) {
      if let result = builtinExtensionMember(
        typeName, base, name, arguments: arguments, in: context, at: location)
      {
        return result
      }
    }
    return nil
  }

  /// The method `name` of an instance, object or enum case of a declared type. A call names the
  /// method even where a stored property has the same base name, as Swift's overloads do
  /// (`style.tint(.blue)` beside `private var tint: Color?`).
  func declaredMethod(of base: Value, named name: String) -> Value? {
    let owner: Owner
    switch base {
    case .instance(let instance):
      guard let type = syntax.type(named: instance.type) else { return nil }
      owner = Owner(type: type, properties: instance.properties, isRoot: false)
    case .object(let id):
      guard let typeName = store.objects[id]?.type, let type = syntax.type(named: typeName)
      else { return nil }
      owner = Owner(type: type, properties: [:], isRoot: false, objectID: id)
    case .enumCase(let enumValue):
      guard let type = syntax.type(named: enumValue.type) else { return nil }
      owner = Owner(type: type, properties: [:], isRoot: false, enumValue: enumValue)
    default:
      return nil
    }
    let functions = owner.type.functions.filter { $0.name == name && !$0.isStatic }
    guard let function = functions.first else { return nil }
    return .function(FunctionValue(declaration: function, owner: owner, overloads: functions))
  }

  /// The SwiftUI types a value is, most specific first, for finding extension members.
  func extensionTypes(of value: Value) -> [String] {
    switch value {
    case .view(let node):
      switch node.kind {
      case .text: return ["Text", "View"]
      case .symbol, .image: return ["Image", "View"]
      case .shape: return ["Shape", "View"]
      case .button: return ["Button", "View"]
      case .label: return ["Label", "View"]
      case .toggle: return ["Toggle", "View"]
      case .scroll: return ["ScrollView", "View"]
      default: return ["View"]
      }
    // `Color.red` is a symbol until it is resolved; both are a Color, a ShapeStyle and a View.
    case .color: return ["Color", "ShapeStyle", "View"]
    case .symbol(let symbol) where symbol.type == "Color": return ["Color", "ShapeStyle", "View"]
    case .animation: return ["Animation"]
    // A design system's helpers on numbers and strings (`extension Double { func clamped(…) }`).
    // Lengths written as whole numbers are `.int` here, so an Int also reaches CGFloat's.
    case .double: return ["Double", "CGFloat", "Float"]
    case .int: return ["Int", "CGFloat", "Double"]
    case .string: return ["String"]
    default: return []
    }
  }

  /// What tells one instance of a view from another in names: the `ForEach` element IDs on its path
  /// and where it is created (`[2]@64:21`), so each instance's `@Namespace` is its own, as in
  /// SwiftUI.
  static func instanceSuffix(_ identity: String) -> String {
    // Byte scan: identities grow with nesting, and this runs for every instance made (a
    // view nested 64 deep in a loop spent a fifth of its time walking Characters here).
    let bytes = Array(identity.utf8)
    var elements: [UInt8] = []
    var depth = 0
    var start = 0
    for (index, byte) in bytes.enumerated() {
      if byte == UInt8(ascii: "[") {
        depth += 1
        if depth == 1 { start = index }
      } else if byte == UInt8(ascii: "]"), depth > 0 {
        depth -= 1
        if depth == 0 { elements += bytes[start...index] }
      }
    }
    let slash = bytes.lastIndex(of: UInt8(ascii: "/")).map { $0 + 1 } ?? 0
    return String(decoding: elements, as: UTF8.self) + "@"
      + String(decoding: bytes[slash...], as: UTF8.self)
  }
}

extension Evaluator {
  /// `Dictionary(uniqueKeysWithValues:)`, `Dictionary(_:uniquingKeysWith:)` and
  /// `Dictionary(grouping:by:)`, as the key–value pairs a dictionary literal makes (a later pair
  /// for the same key replaces the earlier, as `uniquingKeysWith: { $1 }` does). Pairs from an
  /// unknown are an unknown dictionary.
  func dictionary(_ arguments: [Value.Argument], in context: Context, at location: SourcePosition)
    -> Value
  {
    guard let source = arguments.first?.value else { return .array([]) }
    if source.isPlaceholder { return source }
    let elements = sequence(from: source, at: location)
    var keys: [Value] = []
    var values: [Value] = []
    func insert(_ key: Value, _ value: Value) {
      if let index = keys.firstIndex(where: { $0.isEqual(to: key) }) {
        values[index] = value
      } else {
        keys.append(key)
        values.append(value)
      }
    }
    if arguments.first?.label == "grouping",
      let keyOf = arguments.first(where: { $0.label == "by" })?.value, isCallable(keyOf)
    {
      for element in elements {
        let key = callValue(
          keyOf, [Value.Argument(label: nil, value: element, location: location)], in: context,
          at: location)
        var group: [Value] = []
        if let index = keys.firstIndex(where: { $0.isEqual(to: key) }),
          case .array(let earlier) = values[index]
        {
          group = earlier
        }
        insert(key, .array(group + [element]))
      }
    } else {
      for case .tuple(let parts) in elements where parts.count == 2 {
        insert(parts[0].value, parts[1].value)
      }
    }
    return .array(
      zip(keys, values).map { .tuple([(label: nil, value: $0), (label: nil, value: $1)]) })
  }
}

extension Evaluator {
  /// A closure sent to the main queue from an action (`DispatchQueue.main.asyncAfter(deadline:
  /// .now() + 1.5) { … }`). A splash that moves on by itself, or a fake network delay, changes
  /// state the app means to reach: it runs at once, in the action. One that only puts back what
  /// its action just set — each value it writes is the one from before the action (a "Copied"
  /// checkmark cleared after 1.2 s) — is feedback that shows until then: the state it would reset
  /// is kept, so that feedback is a state of its own. One that moves past the action's values
  /// (a menu hidden at once and shown again when navigation settles) runs.
  func runLater(_ body: Value, in context: Context, at location: SourcePosition) -> Value {
    let before = checkpoint()
    let earlierChanges = changes
    let earlierSteps = actionSteps
    let written = Set(earlierChanges.map(\.name))
    let result = callValue(body, [], in: context, at: location)
    let added = changes.dropFirst(earlierChanges.count)
    if !added.isEmpty,
      added.allSatisfy({ written.contains($0.name) && valuesBeforeAction[$0.name] == $0.value })
    {
      // The work it took still counts against the budget.
      let spent = evaluationSteps
      restore(before)
      evaluationSteps = spent
      changes = earlierChanges
      actionSteps = earlierSteps
      report(
        .approximation,
        "This closure runs later and only puts back what its action set; the state before it is kept, as the app shows it until then.",
        at: location)
      return .void
    }
    report(
      .approximation,
      "This closure runs at once, in the action's transaction; the delay before it is not simulated.",
      at: location)
    return result
  }
}
