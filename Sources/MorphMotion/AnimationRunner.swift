import Foundation

/// One running animation's evaluation state: the `Animation.Node` it plays and whatever that node
/// needs to remember between evaluations (a fluid spring's integrator, a repeat's iteration).
///
/// `animate(change:time:)` mirrors SwiftUI's `CustomAnimation.animate(value:time:context:)`: given the
/// total change Δ and the local time τ it returns how much of Δ has been travelled, or nil once the
/// animation has finished (the value then snaps to its target).
struct AnimationRunner<V: MorphVectorArithmetic>: Sendable {
  /// What an evaluation reports.
  struct Motion: Sendable {
    /// The offset travelled towards the change, in value units.
    var value: V
    /// Its rate of change for a fixed change, in value units per second.
    var velocity: V
    /// ∂value/∂change (scalar): how much of a moving change is carried along. Curves report their
    /// progress; a fluid spring reports 0 because its offset does not depend on the change directly.
    var gain: Double
  }

  indirect enum State: Sendable {
    case stateless
    case interpolating(InterpolatingSpringCurve, endTime: Double)
    case fluid(FluidSpringIntegrator<V>)
    case wrapped(State)
    case repeating(iteration: Int, start: Double, inner: State)
  }

  let node: MorphAnimation.Node
  var state: State

  init(_ node: MorphAnimation.Node) {
    self.node = node
    self.state = Self.initialState(for: node)
  }

  static func initialState(for node: MorphAnimation.Node) -> State {
    switch node {
    case .fluidSpring(let response, let ratio, let blend):
      return .fluid(
        FluidSpringIntegrator(response: response, dampingRatio: ratio, blendDuration: blend))
    case .interpolatingSpring(let mass, let stiffness, let damping, let initialVelocity):
      let curve = InterpolatingSpringCurve(
        mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
      return .interpolating(curve, endTime: curve.endTime)
    case .curve:
      return .stateless
    case .delay(_, let inner), .speed(_, let inner):
      return .wrapped(initialState(for: inner))
    case .repeating(_, _, let inner):
      return .repeating(iteration: 0, start: 0, inner: initialState(for: inner))
    }
  }

  /// Evaluates at local time `time` for the total change `change`; nil when finished.
  mutating func animate(change: V, time: Double) -> Motion? {
    Self.animate(node, change: change, time: time, state: &state)
  }

  /// Whether the animation has reached its logical end at local time `time` (SwiftUI's
  /// `.logicallyComplete` completion criterion).
  func isLogicallyComplete(at time: Double) -> Bool {
    Self.isLogicallyComplete(node, time: time, state: state)
  }

  /// Records a rendered display frame in every fluid integrator (Docs/Motion.md §6).
  mutating func recordTick() {
    Self.recordTick(&state)
  }

  private static func recordTick(_ state: inout State) {
    switch state {
    case .stateless, .interpolating: return
    case .fluid(var integrator):
      integrator.recordTick()
      state = .fluid(integrator)
    case .wrapped(var inner):
      recordTick(&inner)
      state = .wrapped(inner)
    case .repeating(let iteration, let start, var inner):
      recordTick(&inner)
      state = .repeating(iteration: iteration, start: start, inner: inner)
    }
  }

  private static func animate(
    _ node: MorphAnimation.Node, change: V, time: Double, state: inout State
  )
    -> Motion?
  {
    switch node {
    case .fluidSpring:
      guard case .fluid(var integrator) = state else { return nil }
      let finished = integrator.advance(towards: change, to: time)
      state = .fluid(integrator)
      if finished { return nil }
      return Motion(value: integrator.position, velocity: integrator.velocity, gain: 0)

    case .interpolatingSpring:
      guard case .interpolating(let curve, let endTime) = state, time < endTime else { return nil }
      let progress = curve.value(at: time)
      return Motion(
        value: change.scaled(by: progress), velocity: change.scaled(by: curve.velocity(at: time)),
        gain: progress)

    case .curve(let curve, let duration):
      guard time < duration else { return nil }
      let progress = max(time, 0) / duration
      let eased = curve.value(at: progress)
      return Motion(
        value: change.scaled(by: eased),
        velocity: change.scaled(by: curve.velocity(at: progress) / duration), gain: eased)

    case .delay(let delay, let inner):
      guard case .wrapped(var innerState) = state else { return nil }
      if time < delay { return Motion(value: .zero, velocity: .zero, gain: 0) }
      let motion = animate(inner, change: change, time: time - delay, state: &innerState)
      state = .wrapped(innerState)
      return motion

    case .speed(let speed, let inner):
      guard case .wrapped(var innerState) = state else { return nil }
      let motion = animate(inner, change: change, time: time * speed, state: &innerState)
      state = .wrapped(innerState)
      guard var scaled = motion else { return nil }
      scaled.velocity.scale(by: speed)
      return scaled

    case .repeating(let count, let autoreverses, let inner):
      guard case .repeating(var iteration, var start, var innerState) = state else { return nil }
      var motion = animate(inner, change: change, time: time - start, state: &innerState)
      if motion == nil {
        iteration += 1
        if let count, iteration >= count {
          state = .repeating(iteration: iteration, start: start, inner: innerState)
          return nil
        }
        start = time
        innerState = initialState(for: inner)
        motion = animate(inner, change: change, time: 0, state: &innerState)
      }
      state = .repeating(iteration: iteration, start: start, inner: innerState)
      guard var result = motion else { return nil }
      if autoreverses && iteration % 2 == 1 {
        result = Motion(
          value: change - result.value, velocity: V.zero - result.velocity, gain: 1 - result.gain)
      }
      return result
    }
  }

  private static func isLogicallyComplete(_ node: MorphAnimation.Node, time: Double, state: State)
    -> Bool
  {
    switch node {
    case .fluidSpring:
      guard case .fluid(let integrator) = state else { return true }
      return integrator.isLogicallyComplete(at: time)
    case .interpolatingSpring:
      guard case .interpolating(_, let endTime) = state else { return true }
      return time >= endTime
    case .curve(_, let duration):
      return time >= duration
    case .delay(let delay, let inner):
      guard case .wrapped(let innerState) = state else { return true }
      return time >= delay && isLogicallyComplete(inner, time: time - delay, state: innerState)
    case .speed(let speed, let inner):
      guard case .wrapped(let innerState) = state else { return true }
      return isLogicallyComplete(inner, time: time * speed, state: innerState)
    case .repeating(let count, _, let inner):
      guard let count, case .repeating(let iteration, let start, let innerState) = state else {
        return false
      }
      return iteration >= count - 1
        && isLogicallyComplete(inner, time: time - start, state: innerState)
    }
  }
}

extension AnimationRunner {
  /// Takes over `node` at local time `time` if both are bare fluid springs (Docs/Motion.md §5); returns
  /// whether it merged. A merge keeps the position and the last frame's velocity, and restarts the
  /// integrator's clock at the merge time.
  mutating func merge(with node: MorphAnimation.Node, at time: Double) -> Bool {
    guard case .fluidSpring(let response, let ratio, let blend) = node,
      case .fluidSpring = self.node, case .fluid(var integrator) = state
    else { return false }
    integrator.merge(response: response, dampingRatio: ratio, blendDuration: blend, at: time)
    state = .fluid(integrator)
    return true
  }
}
