import MorphDiagnostics
import MorphSyntax

/// The view types whose `body` contains an instance of themselves with no condition on the way
/// — directly, through their own helper properties and functions, or through other views
/// (`A` shows `B`, `B` shows `A`). Swift compiles such a view (its `body` type names the view's
/// type, not its own opaque type), but SwiftUI builds it without end the moment it is shown and
/// the app dies of a stack overflow; the simulator says so at once instead of evaluating 64
/// levels of a tree that grows with everything beside the inner instance.
///
/// Only what is certain counts: a path through an `if`, `switch`, `guard`, ternary, loop,
/// `ForEach`, lazy container, sheet or any closure the view does not show at once is a
/// condition, and so is a view's own content argument (`Card { A() }` shows it only if `Card`
/// does).
struct SelfContainment {
  /// One view type that contains itself.
  struct Cycle: Equatable {
    /// The instance in the type's own body (or its helpers) that starts the cycle.
    let location: SourcePosition
    /// The view types on the way back to the type, the type first and last (`A → B → A`).
    let path: [String]
  }

  /// The view containers whose content closures are all shown with their container.
  static let eagerContainers: Set<String> = [
    "VStack", "HStack", "ZStack", "Group", "GlassEffectContainer", "ScrollView",
    "NavigationStack", "NavigationView", "GeometryReader", "ScrollViewReader", "ViewThatFits",
  ]
  /// The modifiers whose view closures are shown with the view they modify.
  static let eagerModifiers: Set<String> = ["overlay", "background", "mask", "safeAreaInset"]

  private let syntax: SourceSyntax
  /// Each view type's unconditional instances of view types, in source order.
  private var edges: [String: [(type: String, location: SourcePosition)]] = [:]

  /// The cycles of `syntax`'s view types, by the name of each type on one.
  static func cycles(in syntax: SourceSyntax) -> [String: Cycle] {
    var analysis = SelfContainment(syntax: syntax)
    for view in syntax.views { analysis.edges[view.name] = analysis.instances(in: view) }
    var cycles: [String: Cycle] = [:]
    for view in syntax.views {
      if let cycle = analysis.cycle(from: view.name) { cycles[view.name] = cycle }
    }
    return cycles
  }

  private init(syntax: SourceSyntax) { self.syntax = syntax }

  /// A path from `start` back to itself along unconditional instances (depth-first, each type
  /// visited once), or nil.
  private func cycle(from start: String) -> Cycle? {
    var visited: Set<String> = []
    func search(_ type: String, _ path: [String]) -> [String]? {
      for edge in edges[type] ?? [] {
        if edge.type == start { return path + [start] }
        guard visited.insert(edge.type).inserted else { continue }
        if let found = search(edge.type, path + [edge.type]) { return found }
      }
      return nil
    }
    for edge in edges[start] ?? [] {
      if edge.type == start { return Cycle(location: edge.location, path: [start, start]) }
      guard visited.insert(edge.type).inserted else { continue }
      if let path = search(edge.type, [start, edge.type]) {
        return Cycle(location: edge.location, path: path)
      }
    }
    return nil
  }

  /// The view types `view`'s body shows unconditionally.
  private func instances(in view: TypeDeclaration) -> [(type: String, location: SourcePosition)] {
    guard let body = view.variables.first(where: { $0.name == "body" })?.getter else { return [] }
    var walk = Walk(syntax: syntax, owner: view)
    walk.statements(body)
    return walk.found
  }

  /// One walk over a body and the helpers it reaches.
  private struct Walk {
    let syntax: SourceSyntax
    let owner: TypeDeclaration
    var found: [(type: String, location: SourcePosition)] = []
    /// Helpers already walked (a helper that calls itself is the evaluator's to bound).
    var helpers: Set<String> = []

    init(syntax: SourceSyntax, owner: TypeDeclaration) {
      self.syntax = syntax
      self.owner = owner
    }

    mutating func statements(_ statements: [Statement]) {
      for statement in statements {
        switch statement.kind {
        case .expression(let expression), .returnValue(let expression?):
          self.expression(expression)
        default:
          // Conditions, loops, declarations: nothing certain.
          continue
        }
      }
    }

    mutating func expression(_ expression: ExpressionSyntax) {
      switch expression.kind {
      case .call(let callee, let arguments):
        call(callee, arguments, at: expression.location)
      case .identifier(let name):
        helper(named: name, isCall: false)
      case .member(let base, let name):
        if case .selfReference = base.kind {
          helper(named: name, isCall: false)
        } else {
          self.expression(base)
        }
      default:
        return
      }
    }

    private mutating func call(
      _ callee: ExpressionSyntax, _ arguments: [ExpressionSyntax.Argument],
      at location: SourcePosition
    ) {
      switch callee.kind {
      case .identifier(let name):
        if let type = syntax.type(named: name), type.isView {
          found.append((name, location))
        } else if SelfContainment.eagerContainers.contains(name) {
          closures(arguments) { _ in true }
        } else if name == "Button" {
          // The label closure: `label:`, or the trailing one after `action:`.
          let hasAction = arguments.contains { $0.label == "action" }
          closures(arguments) { $0 == "label" || ($0 == nil && hasAction) }
        } else {
          helper(named: name, isCall: true)
        }
      case .member(let base, let name):
        if case .selfReference = base.kind {
          helper(named: name, isCall: true)
          return
        }
        expression(base)
        if SelfContainment.eagerModifiers.contains(name) {
          closures(arguments) { $0 == nil || $0 == "content" }
          for argument in arguments where argument.label == nil {
            if case .closure = argument.value.kind { continue }
            expression(argument.value)
          }
        }
      default:
        return
      }
    }

    /// Walks the bodies of the closures among `arguments` whose label `shown` accepts.
    private mutating func closures(
      _ arguments: [ExpressionSyntax.Argument], shown: (String?) -> Bool
    ) {
      for argument in arguments where shown(argument.label) {
        if case .closure(let closure) = argument.value.kind { statements(closure.body) }
      }
    }

    /// A computed property or view-building method of the owner, walked once.
    private mutating func helper(named name: String, isCall: Bool) {
      guard helpers.insert(name).inserted else { return }
      if isCall {
        if let function = owner.functions.first(where: { $0.name == name && !$0.isStatic }) {
          statements(function.body)
        }
      } else if let variable = owner.variables.first(where: { $0.name == name && !$0.isStatic }),
        let getter = variable.getter
      {
        statements(getter)
      }
    }
  }
}
