import MorphCore
import MorphDiagnostics
import MorphFrame
import MorphViewTree

/// One state of a scene, laid out: the canvas and everything drawn on it (Docs/Timeline.md).
public struct LaidOutState: Hashable, Sendable {
  /// The canvas size in points.
  public var canvas: Size
  /// Glass elements in drawing order, as drawn at rest.
  public var glass: [GlassFrame]
  /// How each of `glass` was declared and slides, in the same order.
  public var glassPlacements: [GlassPlacement]
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
  public func element(_ key: String) -> GlassFrame? {
    index(ofGlass: key).map { glass[$0] }
  }

  /// The placement facts of the glass element with this key, else the one with this
  /// glassEffectID (the lookup of `element(_:)`).
  public func placement(ofGlass key: String) -> GlassPlacement? {
    index(ofGlass: key).map { glassPlacements[$0] }
  }

  /// Each glass element with its placement facts, in drawing order.
  package var placedGlass: [PlacedGlass] {
    zip(glass, glassPlacements).map { PlacedGlass(element: $0, placement: $1) }
  }

  private func index(ofGlass key: String) -> Int? {
    glass.firstIndex { $0.key == key } ?? glass.firstIndex { $0.id == key }
  }

  /// How the content item with `key` enters, leaves and changes.
  public func motion(ofContent key: String) -> ContentMotion {
    contentMotion[key] ?? .standard
  }
}
