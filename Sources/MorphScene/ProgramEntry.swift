import MorphDiagnostics

/// A view or `#Preview` of a program that uses Liquid Glass, as `check --list` shows it.
package struct ProgramEntry: Sendable {
  /// A view type, or a preview.
  package enum Kind: String, Sendable {
    /// A `struct … : View`.
    case view
    /// A `#Preview` (or a `PreviewProvider`).
    case preview
  }

  /// What it is.
  package let kind: Kind
  /// The view's type name, or the preview's title ("" for an untitled preview).
  package let name: String
  /// For a preview, the view it shows (nil when it shows none of the program's views).
  package let shows: String?
  /// Where it is declared.
  package let location: SourcePosition
  /// The glass APIs it reaches, directly or through helpers, sorted.
  package let glassAPIs: [String]
  /// The declared helpers it reaches glass through, in order (empty when it names glass itself).
  package let glassRoute: [String]
}
