import MorphCore
import MorphDiagnostics
import MorphLayout
import MorphMotion
import MorphViewTree

/// Laid-out states played through timed transactions: every glass element and content item
/// animated between them (Docs/Glass.md §2, Docs/Motion.md §5–6).
///
/// ```swift
/// let timeline = try GlassScene(path: "Scenes/toolbar.swift").timeline([.tap("toggle", at: 0.1)])
/// timeline.sample(at: 0.3).element("pencil")?.frame   // mid-morph
/// ```
/// `sample(at:)` is a pure function of time: any order, any t, the same answer.
public struct Timeline: Sendable {
  /// Every state visited, laid out on one shared canvas; the first is the initial state.
  public let layouts: [LaidOutState]
  /// The transactions between them, in time order.
  public let transactions: [TimelineTransaction]
  /// The times of the events that caused the transactions, in order (a tap with several
  /// `withAnimation` blocks is one event).
  public let eventTimes: [Double]
  /// The display clock that paces animations.
  public let clock: DisplayClock
  /// Touches on interactive glass, in time order (Docs/Glass.md §3.8).
  public let presses: [TimelinePress]
  /// When every animation has finished (nil if something runs for ever).
  public let settleTime: Double?
  /// What the scene could not simulate in the states this timeline visits (warnings and notes
  /// with their locations), for tools to print; the layouts' own warnings are included.
  public var diagnostics: [Diagnostic] = []
  /// The app's asset-catalog images its frames show, by name (`Image("cover")`): the renderer
  /// draws each from the file nearest its scale.
  public var assetImages: [String: AssetImage] = [:]
  /// The system settings the scene was simulated under (the renderer draws the glass, wallpaper
  /// and accessibility variants from them).
  public var environment = SceneEnvironment.standard {
    didSet { fades = environment.reduceMotion ? fadeSchedule() : [] }
  }
  /// Under Reduce Motion, each animated transaction's fade (worked out once, when the environment
  /// is set; sampling only evaluates the progress).
  var fades: [Fade] = []

  let glassTracks: [GlassTrack]
  /// The keys of every glass track (content on one of them follows its presence).
  let glassKeys: Set<String>
  let bakedGlass: [BakedGlass]
  let contentTracks: [ContentTrack]
  let bakedContent: [BakedContent]
  let unionTracks: [(key: String, strength: BakedAnimation<Double>)]

  struct BakedGlass: Sendable {
    let frame: BakedAnimation<SIMD4<Double>>
    let radius: BakedAnimation<Double>
    let tint: BakedAnimation<SIMD4<Double>>
    let presence: BakedAnimation<Double>
  }

  struct BakedContent: Sendable {
    let frame: BakedAnimation<SIMD4<Double>>
    let opacity: BakedAnimation<Double>
    let scale: BakedAnimation<Double>
    let rotation: BakedAnimation<Double>
    let blur: BakedAnimation<Double>
    let swapProgress: BakedAnimation<Double>
    let clipFrame: BakedAnimation<SIMD4<Double>>
    let clipRadius: BakedAnimation<Double>

    /// When each value settles (nil: one never does).
    var settleTimes: [Double?] {
      [
        frame.settleTime, opacity.settleTime, scale.settleTime, rotation.settleTime,
        blur.settleTime, swapProgress.settleTime, clipFrame.settleTime, clipRadius.settleTime,
      ]
    }
  }

  /// The canvas size in points.
  public var canvas: Size { layouts.first?.canvas ?? .zero }

  /// Animates `layouts` (state 0 first) through `transactions` (each from one layout index to
  /// another; they are applied in time order, equal times in the order given). `eventTimes`
  /// default to the transactions' distinct times. `presses` are touches on interactive glass.
  public init(
    layouts: [LaidOutState], transactions: [TimelineTransaction], eventTimes: [Double]? = nil,
    presses: [TimelinePress] = [], clock: DisplayClock = .standard
  ) {
    self.layouts = layouts
    self.presses = presses.filter { $0.time.isFinite && $0.time >= 0 }.sorted {
      ($0.time, $0.key) < ($1.time, $1.key)
    }
    self.clock = clock
    let ordered = transactions.enumerated().sorted {
      ($0.element.time, $0.offset) < ($1.element.time, $1.offset)
    }.map(\.element).filter {
      layouts.indices.contains($0.from) && layouts.indices.contains($0.to)
    }
    self.transactions = ordered
    var times: [Double] = []
    for transaction in ordered where times.last != transaction.time {
      times.append(transaction.time)
    }
    self.eventTimes = eventTimes ?? times

    var builder = TimelineBuilder(layouts: layouts, transactions: ordered, clock: clock)
    builder.build()
    glassTracks = builder.glassTracks
    glassKeys = Set(builder.glassTracks.map(\.key))
    contentTracks = builder.contentTracks
    let horizon = (ordered.last?.time ?? 0) + TimelineConstants.bakeHorizon
    bakedGlass = builder.glassTracks.map {
      BakedGlass(
        frame: BakedAnimation($0.frame, until: horizon),
        radius: BakedAnimation($0.radius, until: horizon),
        tint: BakedAnimation($0.tint, until: horizon),
        presence: BakedAnimation($0.presence, until: horizon))
    }
    bakedContent = builder.contentTracks.map {
      BakedContent(
        frame: BakedAnimation($0.frame, until: horizon),
        opacity: BakedAnimation($0.opacity, until: horizon),
        scale: BakedAnimation($0.scale, until: horizon),
        rotation: BakedAnimation($0.rotation, until: horizon),
        blur: BakedAnimation($0.blur, until: horizon),
        swapProgress: BakedAnimation($0.swapProgress, until: horizon),
        clipFrame: BakedAnimation($0.clipFrame, until: horizon),
        clipRadius: BakedAnimation($0.clipRadius, until: horizon))
    }
    unionTracks = builder.unionTracks.map { ($0.key, BakedAnimation($0.strength, until: horizon)) }
    var settle: Double? = max(
      ordered.last?.time ?? 0, (self.presses.last?.time ?? 0) + PressResponse.settleDuration)
    if self.presses.isEmpty { settle = ordered.last?.time ?? 0 }
    let settleTimes =
      bakedGlass.flatMap {
        [$0.frame.settleTime, $0.radius.settleTime, $0.tint.settleTime, $0.presence.settleTime]
      }
      + bakedContent.flatMap(\.settleTimes)
      + unionTracks.map(\.strength.settleTime)
    for time in settleTimes {
      guard let time, let current = settle else {
        settle = nil
        break
      }
      settle = max(current, time)
    }
    self.settleTime = settle
  }

  /// When a recording of this timeline should end: everything settled plus the default pause
  /// (or the last event plus the bake horizon when something never settles).
  public var suggestedDuration: Double {
    let end = settleTime ?? ((eventTimes.last ?? 0) + TimelineConstants.bakeHorizon)
    return ((end + TimelineConstants.defaultPause) * 1000).rounded() / 1000
  }

  /// The index of the state shown at `time`.
  public func stateIndex(at time: Double) -> Int {
    transactions.last { $0.time <= time }?.to ?? 0
  }
}
