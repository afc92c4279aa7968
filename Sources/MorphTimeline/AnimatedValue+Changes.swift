import MorphMotion

extension AnimatedValue {
  /// Animates to `target` only when it differs from where the value is already going: a property a
  /// transaction does not change keeps its running animation (SwiftUI animates what changed).
  mutating func animateIfChanged(to target: V, with animation: MorphAnimation?, at time: Double) {
    guard target != self.target else { return }
    animate(to: target, with: animation, at: time)
  }
}
