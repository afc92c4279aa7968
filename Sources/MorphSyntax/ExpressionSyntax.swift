import MorphDiagnostics

/// An expression in the syntax tree, with the location of its first token.
package struct ExpressionSyntax: Sendable {
  /// The kinds of expression the scene language understands.
  package indirect enum Kind: Sendable {
    /// A name: a variable, a type, a function (`isExpanded`, `Color`, `withAnimation`).
    case identifier(String)
    /// `self`.
    case selfReference
    /// An integer literal.
    case integer(Int)
    /// A floating-point literal.
    case float(Double)
    /// `true` or `false`.
    case boolean(Bool)
    /// `nil`.
    case nilLiteral
    /// A string literal with interpolations.
    case string([StringPart])
    /// `[a, b, c]`.
    case array([ExpressionSyntax])
    /// `[k: v, …]`.
    case dictionary([(ExpressionSyntax, ExpressionSyntax)])
    /// `.name` with no base (`.bouncy`, `.capsule`, `.top`).
    case implicitMember(String)
    /// `base.name`.
    case member(ExpressionSyntax, String)
    /// `callee(arguments)` including trailing closures (labelled as written, the first one
    /// unlabelled).
    case call(ExpressionSyntax, [Argument])
    /// `base[arguments]`.
    case subscriptAccess(ExpressionSyntax, [Argument])
    /// `{ a, b in … }` or `{ … $0 … }`.
    case closure(Closure)
    /// A prefix operator: `!x`, `-x`.
    case prefix(String, ExpressionSyntax)
    /// A binary operator: `a + b`, `a == b`, `a && b`, `0..<n`, `a ?? b`.
    case binary(String, ExpressionSyntax, ExpressionSyntax)
    /// `c ? a : b`.
    case ternary(ExpressionSyntax, ExpressionSyntax, ExpressionSyntax)
    /// `\.self`, `\.id`, `\Item.name`: the path components.
    case keyPath([String])
    /// `#available(…)`: always true in the simulator.
    case available
    /// `(a, b)` or `(label: a)` with more than one element or a label.
    case tuple([Argument])
    /// `x!`.
    case forceUnwrap(ExpressionSyntax)
    /// `x?` in an optional chain.
    case optionalChain(ExpressionSyntax)
    /// `$0`, `$1`, or `$name` (a binding to `name`).
    case dollar(String)
    /// `x as T`, `x as? T`, `x is T` (the type is kept as written).
    case cast(ExpressionSyntax, String, String)
    /// An `if` or `switch` used as an expression: the chosen branch's value.
    case statement(Statement)
    /// An expression the simulator does not evaluate (`#selector(…)`, an assignment inside an
    /// expression), described as written; it evaluates to a placeholder with a warning.
    case unsupported(String)
  }

  /// A piece of a string literal.
  package enum StringPart: Sendable {
    /// Literal text.
    case text(String)
    /// An interpolated expression.
    case interpolation(ExpressionSyntax)
  }

  /// An argument of a call: an optional label and a value.
  package struct Argument: Sendable {
    /// The label, or nil.
    package let label: String?
    /// The value.
    package let value: ExpressionSyntax

    /// Creates an argument.
    package init(label: String?, value: ExpressionSyntax) {
      self.label = label
      self.value = value
    }
  }

  /// A closure literal: its parameter names and body.
  package struct Closure: Sendable {
    /// The named parameters (empty when it uses `$0` or takes none).
    package let parameters: [String]
    /// The statements.
    package let body: [Statement]

    /// Creates a closure.
    package init(parameters: [String], body: [Statement]) {
      self.parameters = parameters
      self.body = body
    }
  }

  /// What kind of expression this is.
  package let kind: Kind
  /// Where it starts.
  package let location: SourcePosition
  /// The offset just past its last token (trivia excluded), in the program's offsets; nil for an
  /// expression the frontend made rather than read.
  package var endOffset: Int?

  /// Creates an expression.
  package init(_ kind: Kind, at location: SourcePosition) {
    self.kind = kind
    self.location = location
  }

  /// Whether it is a string literal (interpolated or not) or `true`/`false`: a value whose type
  /// Swift knows without context, so a parameter of another type cannot take it.
  package var isStringOrBoolLiteral: Bool {
    switch kind {
    case .string, .boolean: return true
    default: return false
    }
  }
}
