/// Everything the page shows at one moment, sent as JSON by `GET /api/state`. `generation` grows
/// with every change, so a page that long-polls with `?after=` hears of each one.
public struct PreviewSnapshot: Codable, Sendable {
  /// A diagnostic with its place in the file and the source line, for the page's error panel.
  public struct Problem: Codable, Sendable, Hashable {
    /// `error`, `warning` or `note`.
    public var severity: String
    /// `file:line:column`.
    public var location: String
    /// The line number (1-based).
    public var line: Int
    /// The column (1-based).
    public var column: Int
    /// What is wrong.
    public var message: String
    /// The line of source it points at.
    public var sourceLine: String
  }

  /// A failure that keeps the last good preview on screen: a sentence and the diagnostics.
  public struct Failure: Codable, Sendable, Hashable {
    /// What failed and what to do.
    public var message: String
    /// The diagnostics behind it, each with its location (empty when none applies).
    public var problems: [Problem]
  }

  /// One element's geometry at one instant, for the keyframe overlay (points, 2 decimals).
  public struct Element: Codable, Sendable, Hashable {
    /// The export name (glass ID, or the structural key).
    public var name: String
    /// `[x, y, width, height]` in points.
    public var frame: [Double]
    /// The corner radius in points.
    public var cornerRadius: Double
    /// The union it draws in (`namespace/ID`), if any.
    public var union: String?
    /// How much of the glass is shown, 0…1.
    public var visibility: Double
  }

  /// The overlay's samples: one per frame of the full video (a draft may have fewer frames).
  public struct Keyframes: Codable, Sendable, Hashable {
    /// Samples per second (the video's frame rate).
    public var fps: Int
    /// The canvas in points, `[width, height]`.
    public var canvas: [Double]
    /// The elements at each frame's time.
    public var samples: [[Element]]
  }

  /// A rendered video of the current settings.
  public struct Video: Codable, Sendable, Hashable {
    /// Where the page fetches it (`/video/<id>.mp4`).
    public var url: String
    /// Whether it is the quick first render (1×, 30 frames/s, x264 ultrafast) rather than the
    /// full one.
    public var draft: Bool
    /// The settings revision it shows.
    public var revision: Int
    /// Pixels per point.
    public var scale: Int
    /// Size in pixels.
    public var width: Int
    /// Size in pixels.
    public var height: Int
    /// Frames per second.
    public var fps: Int
    /// The number of frames.
    public var frameCount: Int
    /// Its length in seconds.
    public var duration: Double
    /// The glass geometry of every frame (nil on the comparison video).
    public var keyframes: Keyframes?
  }

  /// A tap of the played sequence.
  public struct Tap: Codable, Sendable, Hashable {
    /// The button's name.
    public var button: String
    /// When it is tapped, in seconds.
    public var time: Double
  }

  /// A button shown in a state, and the state its tap leads to.
  public struct Exit: Codable, Sendable, Hashable {
    /// The button's name (as `--tap` takes it).
    public var button: String
    /// The state reached (an index into `states`), nil when the tap changes nothing.
    public var to: Int?
  }

  /// A reachable state.
  public struct State: Codable, Sendable, Hashable {
    /// Its index.
    public var index: Int
    /// Its `@State` values (`isExpanded = true, mode = .grid`).
    public var summary: String
    /// The shortest tap sequence reaching it.
    public var taps: [String]
    /// Its buttons.
    public var exits: [Exit]
  }

  /// Where a button of the final state is drawn, to tap it by clicking the video.
  public struct Target: Codable, Sendable, Hashable {
    /// The button's name.
    public var button: String
    /// `[x, y, width, height]` in points.
    public var frame: [Double]
  }

  /// A curve of an animation moving a value from 0 to 1, and where it settles.
  public struct Curve: Codable, Sendable, Hashable {
    /// The animation as Swift source: as the scene writes it, when it does.
    public var swift: String
    /// The same animation as GlassMorph names it (a preset, `.bouncy`, when its parameters are
    /// that preset's), when that differs from `swift`: `.spring(response: 0.5, dampingFraction:
    /// 0.7)` is the same curve as `.bouncy`.
    public var sameAs: String?
    /// `[time, value]` pairs.
    public var points: [[Double]]
    /// When the value stays within 0.1 % of the target for good (seconds).
    public var settledTime: Double?
    /// When SwiftUI's animation finishes on the display clock (seconds).
    public var finishTime: Double?
    /// The largest excursion past the target, as a fraction of the move.
    public var overshoot: Double
    /// The spring's duration (perceptual), when it is a spring.
    public var duration: Double?
    /// The spring's bounce, when it is a spring.
    public var bounce: Double?
    /// The spring's response, when it is a spring.
    public var response: Double?
    /// The spring's damping ratio, when it is a spring.
    public var dampingRatio: Double?
  }

  /// The spring inspector: the tapped button's animation, and the override if one is set.
  public struct Spring: Codable, Sendable, Hashable {
    /// The scene's own animation of the last animated tap.
    public var scene: Curve
    /// The override in force, if any.
    public var override: Curve?
  }

  /// A named animation the page offers.
  public struct Preset: Codable, Sendable, Hashable {
    /// Its name (`bouncy`).
    public var name: String
    /// As Swift (`.bouncy`).
    public var swift: String
  }

  /// Changes with every update of the snapshot.
  public var generation: Int
  /// The newest settings revision asked for.
  public var revision: Int
  /// `rendering`, `ready` or `error`.
  public var status: String
  /// The scene file as given.
  public var scenePath: String
  /// The simulated view.
  public var viewName: String
  /// The settings of `revision`.
  public var settings: PreviewSettings
  /// The backdrop the command line gave (what `settings.background == nil` means).
  public var defaultBackground: String
  /// Why the newest settings or file could not be shown; the last good preview stays.
  public var failure: Failure?
  /// What the scene does that cannot be simulated.
  public var warnings: [Problem]
  /// The taps played.
  public var taps: [Tap]
  /// Taps of the settings left out because their button is not there any more (after an edit
  /// renamed or removed it), each with why: shown beside the taps so nothing vanishes silently.
  public var droppedTaps: [String] = []
  /// Whether the `#Preview` paints its own opaque background over the whole canvas, so that the
  /// page's backdrop choice cannot show (the page says so instead of offering it).
  public var previewPaintsBackground = false
  /// The `glassmorph render` command that makes the full video.
  public var command: String
  /// The newest video.
  public var video: Video?
  /// The scene's own animation rendered beside an override, for comparison.
  public var original: Video?
  /// Every reachable state.
  public var states: [State]
  /// Whether exploration stopped at its limit.
  public var statesTruncated: Bool
  /// The state the taps end in.
  public var currentState: Int?
  /// The final state's buttons on screen.
  public var targets: [Target]
  /// The spring inspector (nil when no tap animates).
  public var spring: Spring?
  /// Named animations for the inspector's list.
  public var presets: [Preset]
  /// Device names for the canvas choice.
  public var devices: [String]
  /// The backdrops the page may choose.
  public var backgrounds: [String]
  /// The appearance the scene is simulated in (`light` or `dark`), for what the page draws
  /// around it (the device outline's status bar).
  public var appearance = "light"
}
