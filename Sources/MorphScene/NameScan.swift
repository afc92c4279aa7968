import MorphSyntax

/// Every name a piece of code mentions — identifiers, member and implicit-member names, and the
/// type names in its declarations — found by walking it completely (conditions, closures, string
/// interpolations, nested functions). What refers to what across an app's files is read from it.
struct NameScan {
  /// The names found.
  private(set) var names: Set<String> = []
  /// Type-like names (capitalised) found only as the base of a member access (`Theme.spacing`),
  /// never on their own: the code uses a member of the type, not the type.
  var onlyQualifiers: Set<String> { qualifiers.subtracting(bare) }
  /// Members found with their capitalised base, as `Type.member` (`Theme.spacing`).
  private(set) var qualified: Set<String> = []
  /// Names used as the base of a member access.
  private var qualifiers: Set<String> = []
  /// Names found other than as the base of a member access.
  private var bare: Set<String> = []
  /// The argument labels of each `glassEffect` call found (nil for an unlabelled argument), so
  /// that `GlassUse` can tell a call of an app's own `glassEffect` overload from SwiftUI's.
  private(set) var glassEffectCalls: [[String?]] = []
  /// How many `buttonStyle(…)` argument lists the scan is inside: only there does an implicit
  /// `.glass` or `.glassProminent` name SwiftUI's glass button style.
  private var buttonStyleDepth = 0
  /// The implicit members that are SwiftUI's glass only as a button style; elsewhere they are
  /// the app's own (`.shadow(.glass)` with an app's `Elevation.glass`).
  private static let buttonStyleMembers: Set<String> = ["glass", "glassProminent"]

  /// Records a name found other than as the base of a member access.
  private mutating func insert(_ name: String) {
    names.insert(name)
    bare.insert(name)
  }

  /// Scans `statements`.
  mutating func scan(_ statements: [Statement]) {
    for statement in statements { scan(statement) }
  }

  /// Scans a type: its members' bodies, values and types, and its nested types'.
  mutating func scan(_ type: TypeDeclaration) {
    for name in type.inheritedTypes { insert(name) }
    for variable in type.variables { scan(variable) }
    for function in type.functions + type.initializers { scan(function) }
    for enumCase in type.cases { enumCase.rawValue.map { scan($0) } }
    for nested in type.nestedTypes { scan(nested) }
  }

  /// Scans a property: its type, initial value and getter.
  mutating func scan(_ variable: VariableDeclaration) {
    if let type = variable.type { insert(type.baseName) }
    variable.initialValue.map { scan($0) }
    scan(variable.getter ?? [])
    scan(variable.willSet?.body ?? [])
    scan(variable.didSet?.body ?? [])
  }

  /// Scans a function: its parameters' types and defaults, its return type and its body.
  mutating func scan(_ function: FunctionDeclaration) {
    for parameter in function.parameters {
      if let type = parameter.type { insert(type.baseName) }
      parameter.defaultValue.map { scan($0) }
    }
    if let type = function.returnType { insert(type.baseName) }
    scan(function.body)
  }

  private mutating func scan(_ statement: Statement) {
    switch statement.kind {
    case .expression(let value): scan(value)
    case .returnValue(let value): value.map { scan($0) }
    case .variable(let declaration): scan(declaration)
    case .assignment(let target, _, let value):
      scan(target)
      scan(value)
    case .conditional(let conditions, let then, let otherwise):
      scan(conditions)
      scan(then)
      scan(otherwise ?? [])
    case .guarded(let conditions, let otherwise):
      scan(conditions)
      scan(otherwise)
    case .switchOver(let subject, let cases):
      scan(subject)
      for switchCase in cases {
        for pattern in switchCase.patterns { scan(pattern) }
        switchCase.guardCondition.map { scan($0) }
        scan(switchCase.body)
      }
    case .forIn(_, let sequence, let loop):
      scan(sequence)
      scan(loop)
    case .whileLoop(let conditions, let loop, _, _):
      scan(conditions)
      scan(loop)
    case .exitLoop: break
    case .function(let function): scan(function)
    case .deferred(let body): scan(body)
    }
  }

  private mutating func scan(_ conditions: [Statement.Condition]) {
    for condition in conditions {
      switch condition {
      case .expression(let value): scan(value)
      case .binding(let name, let value, _):
        insert(name)
        value.map { scan($0) }
      case .pattern(let pattern, let value):
        scan(pattern)
        scan(value)
      }
    }
  }

  private mutating func scan(_ pattern: Statement.Pattern) {
    switch pattern {
    case .wildcard, .binding: break
    case .value(let value, let inner):
      scan(value)
      for each in inner { scan(each) }
    case .tuple(let elements):
      for each in elements { scan(each) }
    }
  }

  /// Scans an expression.
  mutating func scan(_ expression: ExpressionSyntax) {
    switch expression.kind {
    case .identifier(let name), .dollar(let name):
      insert(name)
    case .implicitMember(let name):
      // Kept apart from identifiers: `.glass` is a style, a `glass` namespace is not.
      if buttonStyleDepth > 0 || !Self.buttonStyleMembers.contains(name) { insert("." + name) }
    case .member(let base, let name):
      insert(name)
      if case .identifier(let type) = base.kind, type.first?.isUppercase == true {
        names.insert(type)
        qualifiers.insert(type)
        qualified.insert(type + "." + name)
      } else {
        scan(base)
      }
    case .prefix(_, let base), .forceUnwrap(let base), .optionalChain(let base):
      scan(base)
    case .cast(let base, _, let type):
      insert(type)
      scan(base)
    case .call(let callee, let arguments):
      scan(callee)
      // `glassEffect(.regular, in: …)` is SwiftUI's even where an app declares a `glassEffect()`
      // of its own that takes nothing (GlassUse): the call with arguments is kept apart.
      if Self.calledName(callee) == "glassEffect" {
        glassEffectCalls.append(arguments.map(\.label))
        if !arguments.isEmpty { insert(GlassUse.glassEffectWithArguments) }
      }
      let styled = Self.isButtonStyle(callee)
      if styled { buttonStyleDepth += 1 }
      for argument in arguments { scan(argument.value) }
      if styled { buttonStyleDepth -= 1 }
    case .subscriptAccess(let callee, let arguments):
      scan(callee)
      for argument in arguments { scan(argument.value) }
    case .closure(let closure): scan(closure.body)
    case .binary(_, let left, let right):
      scan(left)
      scan(right)
    case .ternary(let a, let b, let c):
      scan(a)
      scan(b)
      scan(c)
    case .array(let elements):
      for element in elements { scan(element) }
    case .dictionary(let pairs):
      for (key, value) in pairs {
        scan(key)
        scan(value)
      }
    case .tuple(let elements):
      for element in elements { scan(element.value) }
    case .string(let parts):
      for case .interpolation(let value) in parts { scan(value) }
    case .keyPath(let path): for name in path { insert(name) }
    case .statement(let statement): scan(statement)
    case .selfReference, .integer, .float, .boolean, .nilLiteral, .available, .unsupported: break
    }
  }

  /// The name a call calls: `glassEffect` for `glassEffect(…)` and `view.glassEffect(…)`.
  private static func calledName(_ callee: ExpressionSyntax) -> String? {
    switch callee.kind {
    case .identifier(let name), .member(_, let name): name
    default: nil
    }
  }

  /// Whether `callee` is the `buttonStyle` modifier, with or without its receiver.
  private static func isButtonStyle(_ callee: ExpressionSyntax) -> Bool {
    switch callee.kind {
    case .identifier(let name), .member(_, let name): name == "buttonStyle"
    default: false
    }
  }
}
