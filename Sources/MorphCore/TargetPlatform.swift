/// The Apple platform an app's code is built for: which `#if os(…)` branches are compiled and
/// which modules `#if canImport(…)` finds. The simulation itself is iOS 26's on every platform —
/// its layout, springs and glass; tvOS's focus engine and macOS's windows are not simulated.
public enum TargetPlatform: String, CaseIterable, Hashable, Sendable {
  /// iPhone and iPad (the default: what an Xcode preview of an iOS app shows).
  case iOS
  /// A Mac app (AppKit, not Mac Catalyst).
  case macOS
  /// Apple TV.
  case tvOS
  /// Apple Vision Pro.
  case visionOS
  /// Apple Watch.
  case watchOS

  /// The platform named `argument`, in any letter case (`tvos`, `macOS`); nil if none is.
  public init?(argument: String) {
    guard
      let match = Self.allCases.first(where: { $0.rawValue.lowercased() == argument.lowercased() })
    else { return nil }
    self = match
  }

  /// The platforms other than iOS, in the order a file compiled only for one of them is tried:
  /// the Mac and TV targets apps most often add beside iOS first.
  public static let alternatives: [TargetPlatform] = [.macOS, .tvOS, .visionOS, .watchOS]
}
