import MorphCore

/// A device screen in logical points with its safe-area insets (Docs/Layout.md, "Devices" [Apple]).
public struct DevicePreset: Hashable, Sendable {
  /// The preset's name on the command line (`iphone-16-pro`).
  public let name: String
  /// The screen size in points.
  public let size: Size
  /// The native scale factor.
  public let scale: Double
  /// The portrait safe-area insets in points.
  public let safeArea: EdgeInsets

  /// iPhone 16 Pro: 402 × 874 @3x, safe area top 62, bottom 34 — the default.
  public static let iPhone16Pro = DevicePreset(
    name: "iphone-16-pro", size: Size(width: 402, height: 874), scale: 3,
    safeArea: EdgeInsets(top: 62, bottom: 34))
  /// iPhone 16 Pro Max: 440 × 956 @3x (safe area as the 16 Pro [model]).
  public static let iPhone16ProMax = DevicePreset(
    name: "iphone-16-pro-max", size: Size(width: 440, height: 956), scale: 3,
    safeArea: EdgeInsets(top: 62, bottom: 34))
  /// iPhone 16: 393 × 852 @3x (safe area as the 16 Pro [model]).
  public static let iPhone16 = DevicePreset(
    name: "iphone-16", size: Size(width: 393, height: 852), scale: 3,
    safeArea: EdgeInsets(top: 62, bottom: 34))
  /// iPhone SE: 375 × 667 @2x (status bar 20 pt [model]).
  public static let iPhoneSE = DevicePreset(
    name: "iphone-se", size: Size(width: 375, height: 667), scale: 2, safeArea: EdgeInsets(top: 20))
  /// iPad Pro 11": 834 × 1210 @2x (status bar 24, home indicator 20 [model]).
  public static let iPadPro11 = DevicePreset(
    name: "ipad-pro-11", size: Size(width: 834, height: 1210), scale: 2,
    safeArea: EdgeInsets(top: 24, bottom: 20))

  /// Every preset.
  public static let all: [DevicePreset] = [
    .iPhone16Pro, .iPhone16ProMax, .iPhone16, .iPhoneSE, .iPadPro11,
  ]

  /// The preset called `name`.
  public static func named(_ name: String) -> DevicePreset? {
    all.first { $0.name == name }
  }
}
