import MorphCore
import MorphLayout
import MorphMotion
import MorphScene

/// A scene played through a sequence of events: every state it visits laid out on one canvas, and
/// every glass element and content item animated between them (liquid-glass.md §2, motion.md §5–6).
///
/// ```swift
/// let scene = try Scene.load(path: "Scenes/toolbar.swift")
/// let timeline = try Timeline(scene: scene, events: [.tap("toggle", at: 0.1)])
/// timeline.sample(at: 0.3).element("pencil")?.frame   // mid-morph
/// ```
/// `sample(at:)` is a pure function of time: any order, any t, the same answer.
public struct Timeline: Sendable {
  /// The scene.
  public let scene: SceneProgram
  /// The events, in time order.
  public let events: [TimelineEvent]
  /// The display clock that paces animations.
  public let clock: DisplayClock
  /// The states visited: the initial state, then one per event.
  public let states: [SceneState]
  /// Each state laid out (one shared canvas).
  public let layouts: [LaidOutState]
  /// The resolved events.
  public let transactions: [TimelineTransaction]
  /// When every animation has finished (nil if something runs for ever).
  public let settleTime: Double?

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
  }

  /// The canvas size in points.
  public var canvas: Size { layouts.first?.canvas ?? .zero }

  /// Plays `events` on `scene`. Errors name the event: an unknown or ambiguous button (listing the
  /// buttons), or an unknown state property.
  public init(
    scene: SceneProgram, events: [TimelineEvent], canvas: CanvasChoice = .automatic,
    clock: DisplayClock = .standard
  ) throws(TimelineError) {
    self.scene = scene
    self.clock = clock
    let ordered = events.enumerated().sorted {
      ($0.element.time, $0.offset) < ($1.element.time, $1.offset)
    }.map(\.element)
    self.events = ordered
    var state = scene.initialState
    var views = [scene.evaluate(state)]
    var states = [state]
    var transactions: [TimelineTransaction] = []
    for event in ordered {
      guard event.time.isFinite, event.time >= 0 else {
        throw TimelineError("'\(event.summary)': event times must be 0 or more seconds.")
      }
      let current = views[views.count - 1]
      switch event {
      case .tap(let name, let time):
        let button = try Timeline.button(named: name, in: current.buttons, event: event)
        let result = scene.tap(button, in: state)
        let animation = result.changes.first { $0.isAnimated }?.animation
        transactions.append(
          TimelineTransaction(
            event: event, time: time, animation: animation, from: states.count - 1,
            to: states.count, changes: result.changes))
        state = result.state
      case .set(let name, let value, let animation, let time):
        guard state[name] != nil else {
          let names = state.values.map(\.name).joined(separator: ", ")
          throw TimelineError(
            "'\(event.summary)': '\(scene.view.name)' has no @State '\(name)'\(names.isEmpty ? "" : "; its state is \(names)")."
          )
        }
        state[name] = value
        transactions.append(
          TimelineTransaction(
            event: event, time: time, animation: animation, from: states.count - 1,
            to: states.count, changes: []))
      }
      states.append(state)
      views.append(scene.evaluate(state))
    }
    self.states = states
    self.transactions = transactions
    let layouts = SceneLayout.layout(views, rootName: scene.view.name, canvas: canvas)
    self.layouts = layouts

    var builder = TimelineBuilder(layouts: layouts, transactions: transactions, clock: clock)
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
        scale: BakedAnimation($0.scale, until: horizon))
    }
    unionTracks = builder.unionTracks.map { ($0.key, BakedAnimation($0.strength, until: horizon)) }
    var settle: Double? = ordered.last?.time ?? 0
    let settleTimes =
      bakedGlass.flatMap {
        [$0.frame.settleTime, $0.radius.settleTime, $0.tint.settleTime, $0.presence.settleTime]
      }
      + bakedContent.flatMap { [$0.frame.settleTime, $0.opacity.settleTime, $0.scale.settleTime] }
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

  /// The button `name` refers to, or an error listing the buttons.
  static func button(named name: String, in buttons: [ButtonSummary], event: TimelineEvent)
    throws(TimelineError) -> ButtonSummary
  {
    let matches = buttons.filter { $0.isNamed(name) }
    let list =
      buttons.isEmpty
      ? "it has no buttons in this state"
      : "its buttons are " + buttons.map { "'\($0.name)'" }.joined(separator: ", ")
    guard let first = matches.first else {
      throw TimelineError(
        "'\(event.summary)': no button is called '\(name)' in this state; \(list). Name a button by its glass ID, label text or SF Symbol."
      )
    }
    guard matches.count == 1 else {
      throw TimelineError(
        "'\(event.summary)': '\(name)' names \(matches.count) buttons; \(list). Use a glass ID or a label that names one."
      )
    }
    return first
  }

  /// The index of the state shown at `time`.
  public func stateIndex(at time: Double) -> Int {
    transactions.last { $0.time <= time }?.to ?? 0
  }
}
