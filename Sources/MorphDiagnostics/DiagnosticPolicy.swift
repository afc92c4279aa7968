/// What a user asks of diagnostics by ID: some silenced, some warnings promoted to errors
/// (`--silence ID`, `--warnings-as-errors ID`; `all` promotes every warning).
///
/// Errors are never silenced: a scene with an error cannot be simulated whatever is asked.
public struct DiagnosticPolicy: Hashable, Sendable {
  /// IDs whose warnings and notes are dropped.
  public var silenced: Set<String>
  /// IDs whose warnings become errors; `all` for every warning.
  public var promoted: Set<String>

  /// The word that promotes every warning.
  public static let everything = "all"

  /// Creates a policy.
  public init(silenced: Set<String> = [], promoted: Set<String> = []) {
    self.silenced = silenced
    self.promoted = promoted
  }

  /// The policy that changes nothing.
  public static let standard = DiagnosticPolicy()

  /// `diagnostics` under this policy, in the same order.
  public func apply(to diagnostics: [Diagnostic]) -> [Diagnostic] {
    diagnostics.compactMap { diagnostic in
      let id = diagnostic.id.id
      if diagnostic.severity == .warning,
        promoted.contains(id) || promoted.contains(Self.everything)
      {
        return diagnostic.with(severity: .error)
      }
      if diagnostic.severity != .error, silenced.contains(id) { return nil }
      return diagnostic
    }
  }

  /// Whether `text` names a diagnostic ID a user can silence or promote: one of the catalogue's,
  /// or `all` where `allowingAll`.
  public static func isKnown(_ text: String, allowingAll: Bool) -> Bool {
    DiagnosticID(id: text) != nil || (allowingAll && text == everything)
  }
}
