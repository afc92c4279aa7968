/// A `struct` or `enum` (or the members an `extension` adds to one).
public struct TypeDeclaration: Sendable {
  /// Which kind of type.
  public enum Kind: Sendable {
    /// A struct.
    case structure
    /// An enum.
    case enumeration
  }

  /// One `case` of an enum.
  public struct EnumCase: Sendable {
    /// The case name.
    public let name: String
    /// The raw value, if written.
    public let rawValue: ExpressionSyntax?
    /// Names of associated values (labels or positions), if any.
    public let associatedValues: [String]
    /// Where the case is.
    public let location: SourcePosition
  }

  /// Whether it is a struct or an enum.
  public let kind: Kind
  /// The name.
  public let name: String
  /// The inherited types and protocols (`View`, `String`, `CaseIterable`…).
  public var inheritedTypes: [String]
  /// Stored and computed properties.
  public var variables: [VariableDeclaration]
  /// Methods.
  public var functions: [FunctionDeclaration]
  /// Enum cases in order.
  public var cases: [EnumCase]
  /// Nested types.
  public var nestedTypes: [TypeDeclaration]
  /// Where the declaration starts.
  public let location: SourcePosition

  /// Whether the struct conforms to `View`.
  public var isView: Bool { kind == .structure && inheritedTypes.contains("View") }
}
