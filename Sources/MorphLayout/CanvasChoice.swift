import MorphCore

/// How the canvas is chosen (`--canvas`).
public enum CanvasChoice: Hashable, Sendable {
  /// A device screen (safe areas apply).
  case device(DevicePreset)
  /// An explicit size in points (no safe area).
  case size(Size)
  /// The union of every state's glass bounds plus `LayoutConstants.fitMargin`.
  case fit
  /// A device for scenes whose preview fills the screen, else the whole view and every state's
  /// glass plus `LayoutConstants.fitMargin`, as Xcode previews a component (the default).
  case automatic

  /// Parses `fit`, `auto`, a preset name or `WxH` (points); nil if it is none of them.
  public init?(argument: String) {
    if argument == "fit" {
      self = .fit
    } else if argument == "auto" || argument == "automatic" {
      self = .automatic
    } else if let preset = DevicePreset.named(argument) {
      self = .device(preset)
    } else {
      let parts = argument.lowercased().split(separator: "x")
      guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
        width.isFinite, height.isFinite, width >= 1, height >= 1, width <= 10_000, height <= 10_000
      else { return nil }
      self = .size(Size(width: width, height: height))
    }
  }
}
