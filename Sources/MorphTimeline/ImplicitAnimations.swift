import MorphLayout
import MorphMotion
import MorphViewTree

/// The `.animation(_:value:)` modifiers of two laid-out states, for one transaction: SwiftUI
/// gives the changes inside such a view the modifier's animation when the value it watches
/// differs between the states, in place of the transaction's (Docs/Timeline.md, "Implicit
/// animations").
struct ImplicitAnimations {
  /// The watched value of each modifier (by the identity of the view it is on) in the state before
  /// and the state after.
  private let before: [String: String]
  private let after: [String: String]

  /// The modifiers of `old` and `new`, read from their glass placements and content motions.
  init(old: LaidOutState, new: LaidOutState) {
    before = Self.watched(old)
    after = Self.watched(new)
  }

  private static func watched(_ state: LaidOutState) -> [String: String] {
    var values: [String: String] = [:]
    let implicits =
      state.glassPlacements.compactMap(\.implicitAnimation)
      + state.content.compactMap { state.motion(ofContent: $0.key).implicitAnimation }
    for implicit in implicits {
      if let watched = implicit.watched { values[implicit.owner] = watched }
    }
    return values
  }

  /// The animation of a change inside `implicit` (the innermost modifier around the element, in
  /// the state after for an element that stays or enters, before for one that leaves): the
  /// modifier's where the value it watches changed — or always, for the deprecated form without
  /// a value — else the transaction's.
  func animation(
    _ transaction: MorphAnimation?, under implicit: ImplicitAnimation?, entering: Bool
  ) -> MorphAnimation? {
    guard let implicit else { return transaction }
    guard let watched = implicit.watched else { return implicit.animation }
    let other = entering ? before[implicit.owner] : after[implicit.owner]
    guard let other, other != watched else { return transaction }
    return implicit.animation
  }
}
