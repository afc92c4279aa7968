import MorphDiagnostics

/// A statement in a body, closure or function, with its location.
package struct Statement: Sendable {
  /// The kinds of statement.
  package indirect enum Kind: Sendable {
    /// An expression on its own: a view in a builder, a call in an action.
    case expression(ExpressionSyntax)
    /// `let x = …` / `var x: T = …`.
    case variable(VariableDeclaration)
    /// `target = value`, `target += value`, … (the operator is kept).
    case assignment(ExpressionSyntax, String, ExpressionSyntax)
    /// `if conditions { … } else …`.
    case conditional([Condition], [Statement], [Statement]?)
    /// `guard conditions else { … }`.
    case guarded([Condition], [Statement])
    /// `switch subject { case …: … }`.
    case switchOver(ExpressionSyntax, [SwitchCase])
    /// `for name in sequence { … }`.
    case forIn(String, ExpressionSyntax, [Statement])
    /// `while conditions { … }`, or `repeat { … } while condition` when `checksFirst` is false;
    /// `awaits` when the body suspends (`await`), so that its passes happen over time.
    case whileLoop([Condition], [Statement], checksFirst: Bool, awaits: Bool)
    /// `break` (`continues` false) or `continue` (true), of the innermost loop — or, for
    /// `break`, of the innermost `switch`.
    case exitLoop(continues: Bool)
    /// `return value`.
    case returnValue(ExpressionSyntax?)
    /// A nested function declaration.
    case function(FunctionDeclaration)
    /// `defer { … }`: runs when the enclosing block is left, the last deferred first.
    case deferred([Statement])
  }

  /// One condition of an `if` or `guard`.
  package enum Condition: Sendable {
    /// A Boolean expression.
    case expression(ExpressionSyntax)
    /// `let name = value` (or `let name` shorthand when value is nil), with where the name is.
    case binding(String, ExpressionSyntax?, at: SourcePosition)
    /// `case pattern = value`.
    case pattern(Pattern, ExpressionSyntax)
  }

  /// A `case` of a `switch`.
  package struct SwitchCase: Sendable {
    /// The patterns; empty for `default`.
    package let patterns: [Pattern]
    /// The `where` condition after the patterns, if any.
    package let guardCondition: ExpressionSyntax?
    /// The statements.
    package let body: [Statement]
    /// Where the case starts.
    package let location: SourcePosition

    /// Creates a case.
    package init(
      patterns: [Pattern], guardCondition: ExpressionSyntax? = nil, body: [Statement],
      location: SourcePosition
    ) {
      self.patterns = patterns
      self.guardCondition = guardCondition
      self.body = body
      self.location = location
    }
  }

  /// A pattern in a `case`.
  package indirect enum Pattern: Sendable {
    /// `_`.
    case wildcard
    /// `let name` / `var name`.
    case binding(String)
    /// An expression compared with `==`, or an enum case (`.expanded`, `.item(let id)`).
    case value(ExpressionSyntax, [Pattern])
    /// `(.regular, true, .rect(let radius))`: a tuple's elements matched in order.
    case tuple([Pattern])
  }

  /// What kind of statement this is.
  package let kind: Kind
  /// Where it starts.
  package let location: SourcePosition

  /// Creates a statement.
  package init(_ kind: Kind, at location: SourcePosition) {
    self.kind = kind
    self.location = location
  }
}
