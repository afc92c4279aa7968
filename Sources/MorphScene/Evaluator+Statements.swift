import MorphCore
import MorphDiagnostics
import MorphSyntax
import MorphViewTree

extension Evaluator {
  /// How a run of statements ended.
  enum ControlFlow {
    case normal
    case returned(Value)
    /// At a `break` (`continues` false) or `continue` (true): the enclosing blocks end up to
    /// the loop (or, for `break`, the `switch`) it belongs to.
    case exitLoop(continues: Bool)

    /// Whether the enclosing block ends here too (a `return`, `break` or `continue`).
    var leavesBlock: Bool {
      if case .normal = self { return false }
      return true
    }

    /// Whether a `switch` whose case ended this way ends the blocks around it too: a `break`
    /// ends only the switch.
    var leavesSwitch: Bool {
      switch self {
      case .normal, .exitLoop(continues: false): return false
      case .returned, .exitLoop(continues: true): return true
      }
    }
  }

  /// Runs `statements` in a new scope as a view builder and returns the views they produce.
  func buildViews(_ statements: [Statement], in context: Context) -> [ViewNode] {
    var inner = context
    inner.scope = Scope(parent: context.scope)
    var collected: [Value] = []
    if case .returned(let value) = execute(statements, in: inner, collected: &collected) {
      collected = [value]
    }
    return collected.flatMap {
      views(from: $0, at: statements.first?.location ?? .start, identity: context.identity)
    }
  }

  /// Runs a function or getter body and returns its result: the `return` value, else the value of
  /// a single expression, else the views it builds (as a group).
  func run(_ statements: [Statement], in context: Context, declaredType: TypeReference?) -> Value {
    var inner = context
    inner.scope = Scope(parent: context.scope)
    var collected: [Value] = []
    let result: Value
    if case .returned(let value) = execute(statements, in: inner, collected: &collected) {
      result = value
    } else if collected.count == 1 {
      result = collected[0]
    } else if collected.isEmpty {
      // A builder that built nothing (`if` false, no `else`) is still a view: SwiftUI's optional
      // content, which takes modifiers and shows nothing.
      result =
        declaredType?.baseName == "View"
        ? .view(
          ViewNode(
            kind: .empty,
            identity: context.identity + "/" + key(statements.first?.location ?? .start),
            location: statements.first?.location ?? .start))
        : .void
    } else {
      let location = statements.first?.location ?? .start
      let children = collected.flatMap { views(from: $0, at: location, identity: context.identity) }
      result = .view(
        ViewNode(
          kind: .group, children: children,
          identity: context.identity + "/" + key(location), location: location))
    }
    return convert(result, to: declaredType, at: statements.first?.location ?? .start)
  }

  /// Runs statements in `context.scope`, appending expression values to `collected`.
  func execute(_ statements: [Statement], in context: Context, collected: inout [Value])
    -> ControlFlow
  {
    // `defer` blocks met so far, run as this block is left however it is left (after a
    // `return`'s value is worked out, as in Swift), the last one first.
    var deferred: [[Statement]] = []
    defer {
      for body in deferred.reversed() {
        var ignored: [Value] = []
        _ = execute(body, in: context, collected: &ignored)
      }
    }
    for statement in statements {
      guard step(at: statement.location) else { return .normal }
      switch statement.kind {
      case .deferred(let body):
        deferred.append(body)

      case .expression(let expression):
        let value = evaluate(expression, in: context)
        if case .void = value { continue }
        collected.append(value)

      case .variable(let declaration) where declaration.isStateLike:
        declarePreviewState(declaration, in: context)

      case .variable(let declaration):
        declareLocal(declaration, in: context)

      case .assignment(let target, let op, let valueExpression):
        assign(target, op: op, valueExpression, in: context)

      case .conditional(let conditions, let body, let otherwise):
        let flow = runConditional(conditions, body, otherwise, in: context, collected: &collected)
        if flow.leavesBlock { return flow }

      case .guarded(let conditions, let otherwise):
        if !evaluateConditions(conditions, in: context) {
          var inner = context
          inner.scope = Scope(parent: context.scope)
          let flow = execute(otherwise, in: inner, collected: &collected)
          // Swift requires a guard's `else` to leave the scope; one that does not ends it too.
          return flow.leavesBlock ? flow : .returned(.void)
        }

      case .switchOver(let subjectExpression, let cases):
        let flow = runSwitch(
          subjectExpression, cases, in: context, collected: &collected, at: statement.location)
        if flow.leavesSwitch { return flow }

      case .forIn(let name, let sequenceExpression, let body):
        let flow = runForIn(name, sequenceExpression, body, in: context, collected: &collected)
        if case .returned = flow { return flow }

      case .whileLoop(let conditions, let body, let checksFirst, let awaits):
        let flow = runLoop(
          conditions, body, checksFirst: checksFirst, awaits: awaits, in: context,
          collected: &collected, at: statement.location)
        if case .returned = flow { return flow }

      case .exitLoop(let continues):
        return .exitLoop(continues: continues)

      case .returnValue(let expression):
        return .returned(expression.map { evaluate($0, in: context) } ?? .void)

      case .function(let declaration):
        context.scope.declare(
          declaration.name, .function(FunctionValue(declaration: declaration, owner: context.owner))
        )
      }
    }
    return .normal
  }

  /// `if conditions { … } else { … }` (a `do` block has no conditions): the branch the
  /// conditions choose, in a scope of its own with the conditions' bindings.
  func runConditional(
    _ conditions: [Statement.Condition], _ body: [Statement], _ otherwise: [Statement]?,
    in context: Context, collected: inout [Value]
  ) -> ControlFlow {
    if conditions.isEmpty { return execute(body, in: context, collected: &collected) }
    var inner = context
    inner.scope = Scope(parent: context.scope)
    if evaluateConditions(conditions, in: inner) {
      return execute(body, in: inner, collected: &collected)
    }
    guard let otherwise else { return .normal }
    inner.scope = Scope(parent: context.scope)
    return execute(otherwise, in: inner, collected: &collected)
  }

  /// `@Previewable @State var isOn = false` in a #Preview: a slot of the preview's own.
  func declarePreviewState(_ declaration: VariableDeclaration, in context: Context) {
    let key = "Preview#" + declaration.name
    if store.slot(key) == nil {
      var value = declaration.initialValue.map { evaluate($0, in: context) } ?? Value.none
      value = convert(value, to: declaration.type, at: declaration.location)
      store.setSlot(key, value)
    }
    store.touch(
      key,
      info: StateStore.SlotInfo(
        property: declaration.name, ownerType: "Preview", type: declaration.type,
        isTopLevel: true))
    context.scope.declareAlias(declaration.name, .slot(key))
    context.scope.declare("$" + declaration.name, .binding(.slot(key)))
  }

  /// `let x = …` / `var x: T { … }` in a body: declared in `context.scope`.
  func declareLocal(_ declaration: VariableDeclaration, in context: Context) {
    var value: Value = .none
    if let initial = declaration.initialValue {
      if case .call = initial.kind { localValueCall = initial.location }
      value = convert(evaluate(initial, in: context), to: declaration.type, at: initial.location)
      localValueCall = nil
      // An unknown made by a type of another file is named for the local, as a stored
      // property's is (`policy.cardMaterial`, not `MaterialPolicy.cardMaterial`).
      if case .placeholder(let text) = value, text.first?.isUppercase == true {
        value = .placeholder(declaration.name)
      }
    } else if let getter = declaration.getter {
      value = run(getter, in: context, declaredType: declaration.type)
    }
    context.scope.declare(declaration.name, value)
  }

  /// `switch subject { … }`: the first case that matches runs (with its `where`), or, over an
  /// unknown (a model's state from another file), each case in turn as explored states.
  func runSwitch(
    _ subjectExpression: ExpressionSyntax, _ cases: [Statement.SwitchCase], in context: Context,
    collected: inout [Value], at location: SourcePosition
  ) -> ControlFlow {
    var subject = evaluate(subjectExpression, in: context)
    if case .tuple(let parts) = subject {
      subject = .tuple(assumingCases(of: parts, in: cases, at: subjectExpression.location))
    }
    if case .placeholder(let text) = subject, text != "…", !cases.isEmpty {
      let switchCase = cases[assumedCase(text, of: cases.count, at: subjectExpression.location)]
      var inner = context
      inner.scope = Scope(parent: context.scope)
      for pattern in switchCase.patterns { bindAsUnknown(pattern, in: inner.scope) }
      return execute(switchCase.body, in: inner, collected: &collected)
    }
    for switchCase in cases {
      var inner = context
      inner.scope = Scope(parent: context.scope)
      let isMatch =
        switchCase.patterns.isEmpty
        || switchCase.patterns.contains { matches($0, subject, in: inner) }
      guard isMatch else { continue }
      // `case … where condition`: the bindings of the pattern are in scope.
      if let guardCondition = switchCase.guardCondition,
        !truth(of: evaluate(guardCondition, in: inner), at: guardCondition.location)
      {
        continue
      }
      return execute(switchCase.body, in: inner, collected: &collected)
    }
    report(
      .noContent, "No case of this switch matches \(subject.literal); nothing is produced.",
      at: location)
    return .normal
  }

  /// `for name in sequence { … }`, with `break` and `continue`.
  func runForIn(
    _ name: String, _ sequenceExpression: ExpressionSyntax, _ body: [Statement],
    in context: Context, collected: inout [Value]
  ) -> ControlFlow {
    let elements = sequence(
      from: evaluate(sequenceExpression, in: context), at: sequenceExpression.location)
    for element in elements {
      var inner = context
      inner.scope = Scope(parent: context.scope)
      bind(names: name.split(separator: ",").map(String.init), to: element, in: inner.scope)
      let flow = execute(body, in: inner, collected: &collected)
      if case .returned = flow { return flow }
      if case .exitLoop(continues: false) = flow { break }
    }
    return .normal
  }

  /// A `while` or `repeat`-`while` loop, run as Swift runs it up to `maximumElements` passes (a
  /// located warning then). A loop that awaits between passes (`while !Task.isCancelled { try
  /// await Task.sleep(…); isExpanded.toggle() }`) makes its passes over time: one pass runs
  /// each time its event does (exploring runs the event again for the next), with a note.
  func runLoop(
    _ conditions: [Statement.Condition], _ body: [Statement], checksFirst: Bool, awaits: Bool,
    in context: Context, collected: inout [Value], at location: SourcePosition
  ) -> ControlFlow {
    var passes = 0
    while true {
      var inner = context
      inner.scope = Scope(parent: context.scope)
      if checksFirst || passes > 0 {
        guard evaluateConditions(conditions, in: inner) else { return .normal }
      }
      if awaits, passes == 1 {
        report(
          .approximation,
          "This loop waits between passes; one pass runs each time the event that starts it does (tap it again for the next pass).",
          at: location, severity: .note)
        return .normal
      }
      guard passes < Evaluator.maximumElements else {
        report(
          .elementLimit,
          "This loop ran \(Evaluator.maximumElements) passes without ending; the simulator stops it there.",
          at: location)
        return .normal
      }
      passes += 1
      let flow = execute(body, in: inner, collected: &collected)
      if case .returned = flow { return flow }
      if case .exitLoop(continues: false) = flow { return .normal }
    }
  }

  /// Declares loop or closure names for an element (two names destructure a pair).
  func bind(names: [String], to element: Value, in scope: Scope) {
    if names.count > 1, case .tuple(let parts) = element {
      for (name, part) in zip(names, parts) where name != "_" { scope.declare(name, part.value) }
    } else if let name = names.first, name != "_" {
      scope.declare(name, element)
    }
  }

  /// Whether every condition holds; bindings are declared in `context.scope`.
  func evaluateConditions(_ conditions: [Statement.Condition], in context: Context) -> Bool {
    for condition in conditions {
      switch condition {
      case .expression(let expression):
        conditionDepth += 1
        defer { conditionDepth -= 1 }
        let value = evaluate(expression, in: context)
        guard truth(of: value, at: expression.location) else { return false }
      case .binding(let name, let expression, let location):
        let value =
          expression.map { evaluate($0, in: context) } ?? lookup(name, in: context, at: .start)
          ?? Value.none
        if case .none = value { return false }
        // `if let error = store.lastError` of an unknown: present, and explored absent (the
        // same unknown as `store.lastError != nil`).
        if case .placeholder(let text) = value,
          assumption(text + " == nil", at: expression?.location ?? location)
        {
          return false
        }
        context.scope.declare(name, value)
      case .pattern(let pattern, let expression):
        guard matches(pattern, evaluate(expression, in: context), in: context) else { return false }
      }
    }
    return true
  }

  /// A Bool from a value, warning (and answering false) for anything else.
  func truth(of value: Value, at location: SourcePosition) -> Bool {
    switch value {
    case .bool(let flag): return flag
    case .symbol(let symbol) where symbol.type == nil && symbol.steps.count > 1:
      // `source.features.providesHome` where `source` is `.demo`, a static member another
      // file declares: a member of an unknown, as unknown as a placeholder's.
      return truth(of: .placeholder(value.unknownText), at: location)
    case .placeholder(let text):
      // Outside a view's conditions (a ternary, an argument) an unknown is taken as false, an
      // assumption too — except in a tap's action, where what it decides is what the tap does
      // (`count < limit ? text + digit : nil`): there it is an assumption the tap is explored
      // under both ways, as an `if`'s is.
      hasAssumed = true
      return (conditionDepth > 0 || isRunningAction) && assumption(text, at: location)
    default:
      report(
        .wrongValue, "Expected a Bool here, found \(value.kindName); treated as false.",
        at: location)
      return false
    }
  }

  /// A switch's tuple subject with each unknown element (`(style, isOn, shape)` where `shape`
  /// comes from another file) replaced by the case the explored state assumes for it: the
  /// enum cases the switch's patterns name at that place, each explored as a state of its own.
  func assumingCases(
    of parts: [(label: String?, value: Value)], in cases: [Statement.SwitchCase],
    at location: SourcePosition
  ) -> [(label: String?, value: Value)] {
    parts.enumerated().map { index, part in
      guard case .placeholder(let text) = part.value, text != "…" else { return part }
      var names: [String] = []
      var arity: [String: Int] = [:]
      for switchCase in cases {
        for case .tuple(let elements) in switchCase.patterns where index < elements.count {
          guard case .value(let expression, let subpatterns) = elements[index],
            case .implicitMember(let name) = expression.kind
          else { continue }
          if arity[name] == nil { names.append(name) }
          arity[name] = max(arity[name] ?? 0, subpatterns.count)
        }
      }
      guard !names.isEmpty else { return part }
      let name = names[assumedCase(text, of: names.count, at: location)]
      let associated = (0..<(arity[name] ?? 0)).map { Value.placeholder("\(text).\(name).\($0)") }
      return (part.label, .enumCase(Value.EnumValue(type: "", name: name, associated: associated)))
    }
  }

  /// Whether `value` matches `pattern`, declaring bound names in `context.scope`.
  func matches(_ pattern: Statement.Pattern, _ value: Value, in context: Context) -> Bool {
    switch pattern {
    case .wildcard:
      return true
    case .tuple(let elements):
      guard case .tuple(let parts) = value, parts.count == elements.count else { return false }
      return zip(elements, parts).allSatisfy { matches($0, $1.value, in: context) }
    case .binding(let name):
      context.scope.declare(name, value)
      return true
    case .value(let expression, let subpatterns):
      if case .implicitMember(let name) = expression.kind {
        switch value {
        case .enumCase(let enumValue):
          guard enumValue.name == name else { return false }
          for (sub, associated) in zip(subpatterns, enumValue.associated)
          where !matches(sub, associated, in: context) {
            return false
          }
          return true
        case .symbol(let symbol):
          // A case of an enum another file declares (`.roundedRect(cornerRadius: 16)`): its
          // arguments are the associated values, in order; one not written is an unknown.
          guard symbol.head == name else { return false }
          let associated = symbol.steps.first?.arguments?.map(\.value) ?? []
          for (index, sub) in subpatterns.enumerated() {
            let part = index < associated.count ? associated[index] : .placeholder(name)
            if !matches(sub, part, in: context) { return false }
          }
          return true
        case .none:
          return name == "none"
        default:
          break
        }
        if name == "some", let first = subpatterns.first {
          return matches(first, value, in: context)
        }
      }
      let expected = evaluate(expression, in: context)
      if case .range(let lower, let upper) = expected, case .int(let number) = value {
        return number >= lower && number < upper
      }
      return expected.isEqual(to: value)
    }
  }

  /// The elements of something iterable (arrays, ranges), capped at `maximumElements`.
  func sequence(from value: Value, at location: SourcePosition) -> [Value] {
    var elements: [Value]
    switch value {
    case .array(let values): elements = values
    case .range(let lower, let upper):
      guard upper > lower else { return [] }
      let (count, overflow) = upper.subtractingReportingOverflow(lower)
      let total = overflow ? Int.max : count
      if total > Evaluator.maximumElements {
        report(
          .wrongValue,
          "Only the first \(Evaluator.maximumElements) of \(total) elements are simulated.",
          at: location)
      }
      elements = (0..<min(total, Evaluator.maximumElements)).map { Value.int(lower + $0) }
    case .placeholder(let text) where text != "…":
      // A collection reached through an element of itself (`folder.children[0].children`: a
      // tree the scene does not have, walked by a recursive function) is empty below its first
      // level: three stand-ins a level would make a walk of depth d cost 3^d calls.
      if Evaluator.isNestedInItself(text) {
        report(
          .unknownInput,
          "'\(Evaluator.sharingStandIns(text))' is a collection inside an element of the same unknown collection (a tree this scene does not have); levels below the first are taken as empty, so a walk through it ends.",
          at: location)
        return []
      }
      // An unknown collection (a model's items from another file) shows a few stand-ins, each an
      // unknown itself, so the views made per element — often the glass — are there.
      report(
        .unknownInput,
        "'\(text)' is not known to this scene; \(Evaluator.standInCount) stand-in elements are shown for it.",
        at: location)
      return (0..<Evaluator.standInCount).map { .placeholder("\(text)[\($0)]") }
    case .placeholder: return []
    case .none: return []
    default:
      report(
        .wrongValue,
        "Expected a collection or range to iterate, found \(value.kindName); nothing is produced.",
        at: location)
      return []
    }
    if elements.count > Evaluator.maximumElements {
      report(
        .elementLimit,
        "Only the first \(Evaluator.maximumElements) of \(elements.count) elements are simulated.",
        at: location)
      elements = Array(elements.prefix(Evaluator.maximumElements))
    }
    return spendViewBudget(elements, at: location)
  }

  /// Whether the unknown collection `name` is reached through a stand-in element of the
  /// collection its last member names (`store.folders[0].children[1].children`: `children` of an
  /// element of `…children`).
  static func isNestedInItself(_ name: String) -> Bool {
    guard let dot = name.lastIndex(of: "."), dot > name.startIndex else { return false }
    let member = name[name.index(after: dot)...]
    guard !member.isEmpty, !member.contains("[") else { return false }
    let path = name[..<dot]
    return path.contains("." + member + "[") || path.hasPrefix(member + "[")
  }

  /// A structural key for a source location: its site name (`Button#3`, `StructuralSite`), or
  /// `line:column` for a place no token starts at (inside a string interpolation).
  func key(_ location: SourcePosition) -> String {
    syntax.siteNames[location.offset] ?? "\(location.line):\(location.column)"
  }
}

extension Evaluator {
  /// The views a builder value stands for: views, colours and gradients as views, arrays
  /// flattened; anything else is reported and dropped.
  func views(from value: Value, at location: SourcePosition, identity: String) -> [ViewNode] {
    switch value {
    case .view(let node): return [node]
    case .array(let elements):
      return elements.flatMap { views(from: $0, at: location, identity: identity) }
    case .color(let color):
      return [
        ViewNode(
          kind: .paint(.color(color)), identity: identity + "/" + key(location),
          location: location)
      ]
    case .paint(let paint):
      return [
        ViewNode(
          kind: .paint(paint), identity: identity + "/" + key(location),
          location: location)
      ]
    case .symbol(let symbol):
      if let paint = paint(from: value, at: location) {
        return [
          ViewNode(
            kind: .paint(paint), identity: identity + "/" + key(location),
            location: location)
        ]
      }
      report(.wrongValue, "'.\(symbol.head)' is not a view; it is ignored.", at: location)
      return []
    case .placeholder(let name):
      return [
        ViewNode(
          kind: .unknown(name: name), identity: identity + "/" + key(location),
          location: location)
      ]
    case .void, .none:
      return []
    default:
      report(
        .wrongValue,
        "\(value.kindName.prefix(1).uppercased() + value.kindName.dropFirst()) is not a view; it is ignored.",
        at: location)
      return []
    }
  }
}
