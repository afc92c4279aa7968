extension MorphAnimation {
  /// The duration SwiftUI's timing-curve animations default to, in seconds (Docs/Motion.md §4.3).
  public static let defaultCurveDuration = 0.35

  /// `.linear`: constant speed over 0.35 s.
  public static var linear: MorphAnimation { linear() }
  /// `.easeIn`: 0.35 s.
  public static var easeIn: MorphAnimation { easeIn() }
  /// `.easeOut`: 0.35 s.
  public static var easeOut: MorphAnimation { easeOut() }
  /// `.easeInOut`: 0.35 s.
  public static var easeInOut: MorphAnimation { easeInOut() }

  /// `.linear(duration:)`.
  public static func linear(duration: Double = defaultCurveDuration) -> MorphAnimation {
    timingCurve(.linear, duration: duration)
  }
  /// `.easeIn(duration:)`.
  public static func easeIn(duration: Double = defaultCurveDuration) -> MorphAnimation {
    timingCurve(.easeIn, duration: duration)
  }
  /// `.easeOut(duration:)`.
  public static func easeOut(duration: Double = defaultCurveDuration) -> MorphAnimation {
    timingCurve(.easeOut, duration: duration)
  }
  /// `.easeInOut(duration:)`.
  public static func easeInOut(duration: Double = defaultCurveDuration) -> MorphAnimation {
    timingCurve(.easeInOut, duration: duration)
  }

  /// `.timingCurve(c0x, c0y, c1x, c1y, duration:)`: a cubic Bézier with two control points.
  public static func timingCurve(
    _ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double,
    duration: Double = defaultCurveDuration
  ) -> MorphAnimation {
    timingCurve(
      .bezier(startControlPoint: (c0x, c0y), endControlPoint: (c1x, c1y)), duration: duration)
  }

  /// `.timingCurve(_ curve:duration:)`: any unit curve over a duration in seconds.
  public static func timingCurve(_ curve: MorphUnitCurve, duration: Double = defaultCurveDuration)
    -> MorphAnimation
  {
    MorphAnimation(.curve(curve, duration: duration))
  }
}
