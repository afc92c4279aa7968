extension MorphAnimation {
  /// The response SwiftUI's `.default` resolves to, in seconds (Docs/Motion.md §4.4: three
  /// reverse-engineered sources agree on 0.5 with ζ = 1; Apple's page says 0.55).
  public static let defaultResponse = 0.5
  /// The damping ratio of `.default`.
  public static let defaultDampingRatio = 1.0

  /// `withAnimation { }` without an argument: a fluid spring, response 0.5, ζ 1.
  public static var `default`: MorphAnimation {
    MorphAnimation(
      .fluidSpring(
        response: defaultResponse, dampingRatio: defaultDampingRatio, blendDuration: 0))
  }

  /// `.spring`: duration 0.5, bounce 0 (the duration overload wins overload resolution, §4.4).
  public static var spring: MorphAnimation { spring() }

  /// `.spring(duration:bounce:blendDuration:)`: a fluid spring with response = duration and
  /// ζ = 1 − bounce (1/(1 + bounce) when negative; not clamped on this path, Docs/Motion.md §2).
  public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0)
    -> MorphAnimation
  {
    MorphAnimation(
      .fluidSpring(
        response: duration, dampingRatio: MorphSpring.dampingRatio(bounce: bounce),
        blendDuration: blendDuration))
  }

  /// `.spring(response:dampingFraction:blendDuration:)`, defaults 0.5 / 0.825 / 0.
  @_disfavoredOverload
  public static func spring(
    response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0
  ) -> MorphAnimation {
    MorphAnimation(
      .fluidSpring(
        response: response, dampingRatio: dampingFraction, blendDuration: blendDuration))
  }

  /// `.spring(_ spring:blendDuration:)`: the fluid spring with this spring's response and ζ.
  public static func spring(_ spring: MorphSpring, blendDuration: Double = 0) -> MorphAnimation {
    MorphAnimation(
      .fluidSpring(
        response: spring.response, dampingRatio: spring.dampingRatio,
        blendDuration: blendDuration))
  }

  /// `.smooth`: duration 0.5, bounce 0.
  public static var smooth: MorphAnimation { smooth() }
  /// `.snappy`: duration 0.5, bounce 0.15.
  public static var snappy: MorphAnimation { snappy() }
  /// `.bouncy`: duration 0.5, bounce 0.3.
  public static var bouncy: MorphAnimation { bouncy() }

  /// `.smooth(duration:extraBounce:)`: bounce 0 + extraBounce.
  public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> MorphAnimation {
    spring(duration: duration, bounce: 0 + extraBounce)
  }

  /// `.snappy(duration:extraBounce:)`: bounce 0.15 + extraBounce.
  public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> MorphAnimation {
    spring(duration: duration, bounce: 0.15 + extraBounce)
  }

  /// `.bouncy(duration:extraBounce:)`: bounce 0.3 + extraBounce.
  public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> MorphAnimation {
    spring(duration: duration, bounce: 0.3 + extraBounce)
  }

  /// `.interactiveSpring`: duration 0.15, bounce 0.15, blend duration 0.25 (Docs/Motion.md §4.4).
  public static var interactiveSpring: MorphAnimation { interactiveSpring() }

  /// `.interactiveSpring(duration:extraBounce:blendDuration:)`: bounce 0.15 + extraBounce.
  public static func interactiveSpring(
    duration: Double = 0.15, extraBounce: Double = 0, blendDuration: Double = 0.25
  ) -> MorphAnimation {
    spring(duration: duration, bounce: 0.15 + extraBounce, blendDuration: blendDuration)
  }

  /// `.interactiveSpring(response:dampingFraction:blendDuration:)`, defaults 0.15 / 0.86 / 0.25.
  @_disfavoredOverload
  public static func interactiveSpring(
    response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
  ) -> MorphAnimation {
    spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
  }

  /// `.interpolatingSpring`: the closed-form spring of duration 0.5 and bounce 0.
  public static var interpolatingSpring: MorphAnimation { interpolatingSpring() }

  /// `.interpolatingSpring(mass:stiffness:damping:initialVelocity:)` (Docs/Motion.md §4.2).
  public static func interpolatingSpring(
    mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
  ) -> MorphAnimation {
    MorphAnimation(
      .interpolatingSpring(
        mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity))
  }

  /// `.interpolatingSpring(duration:bounce:initialVelocity:)`: stiffness (2π/d)², damping 4πζ/d.
  public static func interpolatingSpring(
    duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0
  ) -> MorphAnimation {
    let ratio = MorphSpring.dampingRatio(bounce: bounce)
    let stiffness = (2 * Double.pi / duration) * (2 * Double.pi / duration)
    return interpolatingSpring(
      mass: 1, stiffness: stiffness, damping: 4 * Double.pi * ratio / duration,
      initialVelocity: initialVelocity)
  }

  /// `.interpolatingSpring(_ spring:initialVelocity:)`.
  public static func interpolatingSpring(_ spring: MorphSpring, initialVelocity: Double = 0)
    -> MorphAnimation
  {
    interpolatingSpring(
      mass: spring.mass,
      stiffness: spring.mass * (2 * Double.pi / spring.response)
        * (2 * Double.pi / spring.response),
      damping: spring.damping,
      initialVelocity: initialVelocity)
  }
}
