extension MorphAnimation {
  /// Starts the animation after `delay` seconds.
  public func delay(_ delay: Double) -> MorphAnimation {
    MorphAnimation(.delay(delay, node))
  }

  /// Plays the animation at `speed` times its rate (2 halves its duration).
  public func speed(_ speed: Double) -> MorphAnimation {
    MorphAnimation(.speed(speed, node))
  }

  /// Plays the animation `count` times in all; with `autoreverses`, every other run goes backwards.
  public func repeatCount(_ count: Int, autoreverses: Bool = true) -> MorphAnimation {
    MorphAnimation(.repeating(count: count, autoreverses: autoreverses, node))
  }

  /// Plays the animation for ever; with `autoreverses`, every other run goes backwards.
  public func repeatForever(autoreverses: Bool = true) -> MorphAnimation {
    MorphAnimation(.repeating(count: nil, autoreverses: autoreverses, node))
  }

  /// Whether this is a bare fluid spring, the only kind that merges with a running animation
  /// instead of combining with it (Docs/Motion.md §5).
  var mergesWithRunningSprings: Bool {
    if case .fluidSpring = node { return true }
    return false
  }
}
