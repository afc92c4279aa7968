import MorphFrame

/// A glass element as layout placed it: what is drawn and the facts of its declaration, one
/// row of `LaidOutState`'s two glass tables.
package struct PlacedGlass: Hashable, Sendable {
  /// What is drawn.
  package var element: GlassFrame
  /// How it was declared and how it slides.
  package var placement: GlassPlacement

  /// Pairs a drawn element with its placement facts.
  package init(element: GlassFrame, placement: GlassPlacement) {
    self.element = element
    self.placement = placement
  }
}
