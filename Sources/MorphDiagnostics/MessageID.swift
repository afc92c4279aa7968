/// The identity of a kind of diagnostic, after swift-syntax's `MessageID(domain:id:)`: what a
/// user writes after `--silence` or `--warnings-as-errors`, and what `check --json` prints as `id`.
///
/// GlassMorph's own IDs are in the `glassmorph` domain and spelled in kebab case
/// (`unsupported-modifier`, `unknown-name`); the Swift parser's are in the `syntax` domain and start
/// with `syntax.` (`syntax.missing-nodes`); `#if` conditions the build configuration cannot decide
/// are in the `if-config` domain.
public struct MessageID: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The domain: `glassmorph`, `syntax` or `if-config`.
  public let domain: String
  /// The ID within the domain, as users write it.
  public let id: String

  /// Creates an identity.
  public init(domain: String, id: String) {
    self.domain = domain
    self.id = id
  }

  /// The ID as users write it.
  public var description: String { id }

  /// Orders by ID.
  public static func < (lhs: MessageID, rhs: MessageID) -> Bool { lhs.id < rhs.id }
}
