import MorphMotion

/// `.animation(_:value:)` on a view: SwiftUI gives the changes inside the view this animation
/// (nil: none, they jump) when the watched value differs between the two states, in place of the
/// transaction's; the deprecated `.animation(_:)` without a value gives it to every change.
public struct ImplicitAnimation: Hashable, Sendable {
  /// The animation; nil is `.animation(nil, value:)`.
  public let animation: MorphAnimation?
  /// The watched value as text (`true`, `2`, `"Inbox"`); nil for the deprecated form, which
  /// watches everything.
  public let watched: String?
  /// The identity of the view the modifier is on: the same modifier in two states.
  public let owner: String

  /// An implicit animation of `animation` watching `watched`, written on the view `owner`.
  public init(animation: MorphAnimation?, watched: String?, owner: String) {
    self.animation = animation
    self.watched = watched
    self.owner = owner
  }
}
