import MorphViewTree

/// How a laid-out content item enters, leaves and changes: the layout-only facts beside its
/// `ContentFrame` (the timeline reads them; a frame at an instant does not need them).
public struct ContentMotion: Hashable, Sendable {
  /// How the item enters and leaves (`.transition`, with moves resolved to points); nil is
  /// SwiftUI's default, `.opacity`.
  public var transition: ViewTransition?
  /// How a change of what is drawn animates (`.contentTransition`; the default cross-fades).
  public var contentTransition: ContentTransitionKind
  /// The innermost `.animation(_:value:)` around the item, if any.
  package var implicitAnimation: ImplicitAnimation?

  /// SwiftUI's defaults: fade in and out, cross-fade a change.
  public static let standard = ContentMotion()

  /// Creates the motion of an item.
  public init(
    transition: ViewTransition? = nil, contentTransition: ContentTransitionKind = .opacity
  ) {
    self.transition = transition
    self.contentTransition = contentTransition
  }
}
