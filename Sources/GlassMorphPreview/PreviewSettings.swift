import GlassMorph
import GlassMorphRendering

/// What the page chooses: the taps to play, a spring to try instead of the scene's, the canvas,
/// the scale and the backdrop. Sent by the page as JSON and validated before it is used.
public struct PreviewSettings: Codable, Sendable, Hashable {
  /// The buttons to tap one after another (`GlassScene.events(tapping:)`); nil plays the default
  /// timeline (tap, settle, tap again).
  public var taps: [String]?
  /// When each of `taps` happens, in seconds, in order (a tap moved on the timeline); nil spaces
  /// them as a person taps, each once the last has settled.
  public var tapTimes: [Double]?
  /// An animation written as in Swift (`.spring(duration: 0.4, bounce: 0.2)`, `.bouncy`) that
  /// replaces the animation of every tap (or of `animationTap`); nil keeps the scene's. Read once,
  /// when it is set: the check, the timeline and the curve on the page all use that reading.
  public var animation: String? {
    didSet { reading = AnimationReading(animation) }
  }
  /// Which tap `animation` replaces: its index among the taps in time order (0 is the first);
  /// nil, every tap.
  public var animationTap: Int?
  /// The canvas: `auto`, `fit`, a device name or `WxH` in points.
  public var canvas: String
  /// Pixels per point of the full-quality render (JSON: the number 1, 2 or 3).
  public var scale: RenderScale
  /// A built-in backdrop (`wallpaper`, `grid`, `photo` or a colour name); nil keeps the one the
  /// command line gave. A page cannot name a file.
  public var background: String?
  /// `animation`, read.
  private var reading = AnimationReading(nil)

  /// The fields of the page's JSON (the reading of `animation` is made, not sent).
  private enum CodingKeys: String, CodingKey {
    case taps, tapTimes, animation, animationTap, canvas, scale, background
  }

  /// The most taps one setting plays.
  public static let maximumTaps = 64
  /// The longest text accepted in any field, in characters.
  public static let maximumFieldLength = 200
  /// The latest a tap may be placed, in seconds (the command line's limit for times).
  public static let latestTap = 3_600.0

  /// Settings as the command line starts them.
  public init(
    taps: [String]? = nil, tapTimes: [Double]? = nil, animation: String? = nil,
    animationTap: Int? = nil, canvas: String = "auto", scale: RenderScale = .standard,
    background: String? = nil
  ) {
    self.taps = taps
    self.tapTimes = tapTimes
    self.animation = animation
    self.animationTap = animationTap
    self.canvas = canvas
    self.scale = scale
    self.background = background
    reading = AnimationReading(animation)
  }

  /// Settings as the page sends them.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    taps = try container.decodeIfPresent([String].self, forKey: .taps)
    tapTimes = try container.decodeIfPresent([Double].self, forKey: .tapTimes)
    animation = try container.decodeIfPresent(String.self, forKey: .animation)
    animationTap = try container.decodeIfPresent(Int.self, forKey: .animationTap)
    canvas = try container.decode(String.self, forKey: .canvas)
    scale = try container.decode(RenderScale.self, forKey: .scale)
    background = try container.decodeIfPresent(String.self, forKey: .background)
    reading = AnimationReading(animation)
  }

  /// The canvas choice (valid settings always have one).
  var canvasChoice: CanvasChoice { CanvasChoice(argument: canvas) ?? .automatic }

  /// The override animation, parsed (nil when none is set or it does not parse).
  var animationOverride: MorphAnimation? { reading.animation }

  /// Why these settings cannot be used, in a sentence for the page; nil when they can.
  public var problem: String? {
    if let taps {
      if taps.count > Self.maximumTaps {
        return "At most \(Self.maximumTaps) taps, not \(taps.count); start again with Reset."
      }
      if let bad = taps.first(where: { $0.isEmpty || $0.count > Self.maximumFieldLength }) {
        return "'\(bad.prefix(40))' is not a button name."
      }
    }
    if let tapTimes {
      guard let taps, tapTimes.count == taps.count else {
        return "Tap times need one time for each tap."
      }
      guard tapTimes.allSatisfy({ $0.isFinite && $0 >= 0 && $0 <= Self.latestTap }),
        zip(tapTimes, tapTimes.dropFirst()).allSatisfy({ $0 <= $1 })
      else {
        return
          "Tap times are seconds from 0 to \(Int(Self.latestTap)), each no earlier than the one before."
      }
    }
    if let problem = reading.problem { return problem }
    if let animationTap, !(0..<Self.maximumTaps).contains(animationTap) {
      return
        "The tuned tap is a tap's index from 0 to \(Self.maximumTaps - 1), not \(animationTap)."
    }
    if canvas.count > Self.maximumFieldLength || CanvasChoice(argument: canvas) == nil {
      return
        "The canvas is auto, fit, a device (\(DevicePreset.all.map(\.name).joined(separator: ", "))) or WxH in points, not '\(canvas.prefix(40))'."
    }
    if let background, !Self.builtInBackgrounds.contains(background) {
      return
        "The backdrop is one of \(Self.builtInBackgrounds.joined(separator: ", ")), not '\(background.prefix(40))'."
    }
    return nil
  }

  /// The backdrops a page may choose (never a file): the patterns and the opaque colours.
  public static var builtInBackgrounds: [String] {
    ["wallpaper", "grid", "photo"] + Backdrop.offeredColorNames
  }

  /// An animation's text read once: the animation, or why it is not one (in a sentence for the
  /// page).
  private struct AnimationReading: Hashable, Sendable {
    let animation: MorphAnimation?
    let problem: String?

    init(_ text: String?) {
      guard let text else {
        (animation, problem) = (nil, nil)
        return
      }
      guard text.count <= PreviewSettings.maximumFieldLength else {
        (animation, problem) = (nil, "The animation is too long.")
        return
      }
      do {
        let parsed = try MorphAnimation(parsing: text)
        animation = parsed
        problem = parsed.problem.map { "'\(text)': \($0)" }
      } catch {
        animation = nil
        problem =
          "'\(text)' is not an animation: \(error.diagnostics.map(\.message).joined(separator: " "))"
      }
    }
  }
}
