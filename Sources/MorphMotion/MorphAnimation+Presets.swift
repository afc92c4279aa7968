extension MorphAnimation {
  /// The animations SwiftUI names without arguments, by their Swift spelling (`bouncy`,
  /// `easeInOut`, …), each resolved with SwiftUI's defaults (motion.md §4.4).
  public static let presets: [(name: String, animation: MorphAnimation)] = [
    ("smooth", .smooth),
    ("snappy", .snappy),
    ("bouncy", .bouncy),
    ("spring", .spring),
    ("interactiveSpring", .interactiveSpring),
    ("interpolatingSpring", .interpolatingSpring),
    ("default", .default),
    ("linear", .linear),
    ("easeIn", .easeIn),
    ("easeOut", .easeOut),
    ("easeInOut", .easeInOut),
    ("circularEaseIn", .timingCurve(.circularEaseIn)),
    ("circularEaseOut", .timingCurve(.circularEaseOut)),
    ("circularEaseInOut", .timingCurve(.circularEaseInOut)),
  ]

  /// The preset called `name`, written with or without the leading dot (`bouncy`, `.bouncy`).
  public static func preset(named name: String) -> MorphAnimation? {
    let bare = name.hasPrefix(".") ? String(name.dropFirst()) : name
    return presets.first { $0.name == bare }?.animation
  }
}
