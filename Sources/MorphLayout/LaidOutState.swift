import MorphCore
import MorphDiagnostics
import MorphFrame
import MorphViewTree

/// One state of a scene, laid out: what it draws at rest — a frame of the model the timeline
/// samples and the renderer draws — and what only layout and the timeline need besides
/// (Docs/Timeline.md).
public struct LaidOutState: Hashable, Sendable {
  /// Everything this state draws, at rest (time 0): the frame its transitions start and end on.
  public var atRest: FrameState
  /// How each glass element was declared and slides, in the order of `glass`.
  public var glassPlacements: [GlassPlacement]
  /// How content items enter, leave and change, by key; an item not here has
  /// `ContentMotion.standard`.
  public var contentMotion: [String: ContentMotion]
  /// Warnings found while laying out (union mismatches…).
  public var diagnostics: [Diagnostic]

  /// A laid-out state: what it draws at rest and the facts of layout beside it.
  public init(
    atRest: FrameState, glassPlacements: [GlassPlacement],
    contentMotion: [String: ContentMotion] = [:], diagnostics: [Diagnostic] = []
  ) {
    self.atRest = atRest
    self.glassPlacements = glassPlacements
    self.contentMotion = contentMotion
    self.diagnostics = diagnostics
  }

  /// The canvas size in points.
  public var canvas: Size { atRest.canvas }
  /// Glass elements in drawing order, as drawn at rest.
  public var glass: [GlassFrame] { atRest.glass }
  /// Content items in drawing order.
  public var content: [ContentFrame] { atRest.content }
  /// Everything in drawing order.
  public var items: [FrameItem] { atRest.items }
  /// Glass containers in tree order.
  public var containers: [ContainerFrame] { atRest.containers }
  /// Union groups formed in this state (each at full strength).
  public var unions: [UnionFrame] { atRest.unions }

  /// The glass element with this key, else the one with this glassEffectID (as
  /// `FrameState.element(_:)`: the same lookup).
  public func element(_ key: String) -> GlassFrame? {
    atRest.element(key)
  }

  /// The placement facts of the glass element with this key, else the one with this
  /// glassEffectID (the lookup of `element(_:)`).
  public func placement(ofGlass key: String) -> GlassPlacement? {
    atRest.index(ofGlass: key).map { glassPlacements[$0] }
  }

  /// Each glass element with its placement facts, in drawing order.
  package var placedGlass: [PlacedGlass] {
    zip(glass, glassPlacements).map { PlacedGlass(element: $0, placement: $1) }
  }

  /// How the content item with `key` enters, leaves and changes.
  public func motion(ofContent key: String) -> ContentMotion {
    contentMotion[key] ?? .standard
  }
}
