import GlassMorph
import GlassMorphRendering

/// How a preview starts: the scene, the view and preview to show, the first settings, and the
/// backdrop the command line gave.
public struct PreviewOptions: Sendable {
  /// The scene file.
  public var scenePath: String
  /// The View struct to simulate (nil: the one the `#Preview` shows).
  public var view: String?
  /// The `#Preview` title (nil: the first).
  public var preview: String?
  /// The settings the page starts with.
  public var settings: PreviewSettings
  /// The backdrop when the page chooses none (`--background`: may be a PNG file).
  public var background: String
  /// The display clock animations run on.
  public var clock: DisplayClock
  /// Frames per second of the videos.
  public var framesPerSecond: Int
  /// Seconds between checks of the scene file for changes, at least (a folder whose walk takes
  /// long is checked less often; see `PreviewSession.watchCostShare`).
  public var watchInterval: Double
  /// The system settings the scene is simulated under (dark mode, accessibility, Dynamic Type).
  public var environment: SceneEnvironment

  /// Options for `scenePath` with the defaults of `glassmorph preview`.
  public init(
    scenePath: String, view: String? = nil, preview: String? = nil,
    settings: PreviewSettings = PreviewSettings(), background: String = "wallpaper",
    clock: DisplayClock = .standard, framesPerSecond: Int = 60, watchInterval: Double = 0.05,
    environment: SceneEnvironment = .standard
  ) {
    self.scenePath = scenePath
    self.view = view
    self.preview = preview
    self.settings = settings
    self.background = background
    self.clock = clock
    self.framesPerSecond = framesPerSecond
    self.watchInterval = watchInterval
    self.environment = environment
  }
}
