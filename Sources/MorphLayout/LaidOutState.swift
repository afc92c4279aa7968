import MorphCore
import MorphDiagnostics
import MorphViewTree

/// One state of a scene, laid out: the canvas and everything drawn on it (Docs/Timeline.md).
public struct LaidOutState: Hashable, Sendable {
  /// One entry of the drawing order.
  public enum Item: Hashable, Sendable {
    /// A content item (index into `content`).
    case content(Int)
    /// A glass element (index into `glass`).
    case glass(Int)
  }

  /// A glass container: its index, spacing and frame.
  public struct Container: Hashable, Sendable {
    /// The container's index in tree order.
    public let index: Int
    /// Its spacing (nil spacing is 0).
    public let spacing: Double
    /// Its frame in canvas points.
    public let frame: Rect
  }

  /// The canvas size in points.
  public var canvas: Size
  /// Glass elements in drawing order.
  public var glass: [GlassElement]
  /// Content items in drawing order.
  public var content: [ContentItem]
  /// Everything in drawing order.
  public var items: [Item]
  /// Glass containers in tree order.
  public var containers: [Container]
  /// Union groups formed in this state.
  public var unions: [UnionShape]
  /// Warnings found while laying out (union mismatches…).
  public var diagnostics: [Diagnostic]

  /// The glass element with this key, else the one with this glassEffectID — the precedence of
  /// `FrameState.element(_:)`, so a name means the same element in both models.
  public func element(_ key: String) -> GlassElement? {
    glass.first { $0.key == key } ?? glass.first { $0.id == key }
  }
}
