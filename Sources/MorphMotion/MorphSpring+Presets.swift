extension MorphSpring {
  /// SwiftUI's default preset duration, in seconds (Docs/Motion.md §4.4).
  public static let presetDuration = 0.5

  /// A smooth spring with no bounce: duration 0.5, bounce 0.
  public static var smooth: MorphSpring { smooth() }
  /// A snappy spring with a little bounce: duration 0.5, bounce 0.15.
  public static var snappy: MorphSpring { snappy() }
  /// A bouncy spring: duration 0.5, bounce 0.3.
  public static var bouncy: MorphSpring { bouncy() }

  /// The smooth spring (bounce 0) with a duration and extra bounce added to its bounce.
  public static func smooth(duration: Double = presetDuration, extraBounce: Double = 0)
    -> MorphSpring
  {
    MorphSpring(duration: duration, bounce: 0 + extraBounce)
  }

  /// The snappy spring (bounce 0.15) with a duration and extra bounce added to its bounce.
  public static func snappy(duration: Double = presetDuration, extraBounce: Double = 0)
    -> MorphSpring
  {
    MorphSpring(duration: duration, bounce: 0.15 + extraBounce)
  }

  /// The bouncy spring (bounce 0.3) with a duration and extra bounce added to its bounce.
  public static func bouncy(duration: Double = presetDuration, extraBounce: Double = 0)
    -> MorphSpring
  {
    MorphSpring(duration: duration, bounce: 0.3 + extraBounce)
  }
}
