import MorphCore
import MorphDiagnostics
import MorphFrame
import MorphViewTree

/// One state of a scene, laid out: the canvas and everything drawn on it (Docs/Timeline.md).
public struct LaidOutState: Hashable, Sendable {
  /// The canvas size in points.
  public var canvas: Size
  /// Glass elements in drawing order.
  public var glass: [GlassElement]
  /// Content items in drawing order.
  public var content: [ContentFrame]
  /// How content items enter, leave and change, by key; an item not here has
  /// `ContentMotion.standard`.
  public var contentMotion: [String: ContentMotion]
  /// Everything in drawing order.
  public var items: [FrameItem]
  /// Glass containers in tree order.
  public var containers: [ContainerFrame]
  /// Union groups formed in this state (each at full strength).
  public var unions: [UnionFrame]
  /// Warnings found while laying out (union mismatches…).
  public var diagnostics: [Diagnostic]

  /// The glass element with this key, else the one with this glassEffectID — the precedence of
  /// `FrameState.element(_:)`, so a name means the same element in both models.
  public func element(_ key: String) -> GlassElement? {
    glass.first { $0.key == key } ?? glass.first { $0.id == key }
  }

  /// How the content item with `key` enters, leaves and changes.
  public func motion(ofContent key: String) -> ContentMotion {
    contentMotion[key] ?? .standard
  }
}
