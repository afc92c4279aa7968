import Foundation
import GlassMorph

/// What the page shows about a played scene besides its video: the state graph and where the taps
/// lead, the taps as a command line, the final state's buttons on screen, the spring inspector's
/// curves and the overlay's keyframes.
struct PreviewAnalysis {
  let states: [PreviewSnapshot.State]
  let statesTruncated: Bool
  let currentState: Int?
  let targets: [PreviewSnapshot.Target]
  let taps: [PreviewSnapshot.Tap]
  let command: String
  let warnings: [PreviewSnapshot.Problem]
  let spring: PreviewSnapshot.Spring?
  let keyframes: PreviewSnapshot.Keyframes
  let viewName: String
  let previewPaintsBackground: Bool

  /// The share of the canvas a `#Preview`'s own colour or image must cover to hide the backdrop
  /// behind it: nearly all of it (edges may be left by rounding or a safe area).
  static let coveringShare = 0.95

  /// Points on a spring curve (enough for a smooth 400-px plot).
  static let curvePoints = 161

  init(
    scene: GlassScene, timeline: Timeline, original: Timeline?, events: [TimelineEvent],
    settings: PreviewSettings, options: PreviewOptions
  ) {
    viewName = scene.viewName
    let graph = scene.reachableStates(canvas: settings.canvasChoice)
    states = graph.states.enumerated().map { index, state in
      PreviewSnapshot.State(
        index: index,
        // As `check` prints it: a model's fields, not its identity.
        summary: state.values.description.isEmpty ? "(stateless)" : state.values.description,
        taps: state.taps,
        exits: state.buttons.map { button in
          PreviewSnapshot.Exit(
            button: button.name,
            to: graph.edges.first { $0.from == index && $0.button == button.name }?.to)
        })
    }
    statesTruncated = graph.isTruncated
    // Follow the taps through the graph; a tap that changes nothing stays in its state. A
    // timeline that starts by setting unknowns (the default's assumed start) starts from the
    // first state reached without taps that has what they set (an action's condition is no
    // state's until its tap: the edge from there is the assumed tap's).
    let sets = events.compactMap { event -> (String, StateValue)? in
      guard case .set(let name, let value, _, _) = event else { return nil }
      return (name, value)
    }
    var current: Int? =
      graph.states.indices.first { index in
        graph.states[index].taps.isEmpty
          && sets.allSatisfy { name, value in
            graph.states[index].values[name].map { $0 == value } ?? true
          }
      } ?? (graph.states.isEmpty ? nil : 0)
    for event in events {
      guard case .tap(let name, _) = event, let from = current else { continue }
      let buttons = graph.states[from].buttons
      let matching = buttons.first { $0.name == name } ?? buttons.first { $0.isNamed(name) }
      guard let button = matching else {
        current = nil
        continue
      }
      current = graph.edges.first { $0.from == from && $0.button == button.name }?.to ?? from
    }
    currentState = current
    let finalLayout = timeline.layouts.last
    let finalButtons = scene.buttons(in: current.map { graph.states[$0].values })
    targets =
      finalLayout.map { layout in
        finalButtons.compactMap { button in
          button.frame(in: layout).map {
            PreviewSnapshot.Target(
              button: button.name, frame: [$0.minX, $0.minY, $0.width, $0.height].map(Self.round))
          }
        }
      } ?? []
    taps = events.compactMap { event in
      guard case .tap(let name, let time) = event else { return nil }
      return PreviewSnapshot.Tap(button: name, time: time)
    }
    command = Self.command(events: events, settings: settings, options: options)
    warnings = timeline.diagnostics.filter { $0.severity != .error }.map {
      PreviewSession.problem($0, in: scene.sources)
    }
    // The tuned tap's own animation (the last animated tap's when every tap is tuned).
    let tapTimes = events.compactMap { event -> Double? in
      if case .tap(_, let time) = event { return time } else { return nil }
    }
    let tunedTime = settings.animationTap.flatMap {
      tapTimes.indices.contains($0) ? tapTimes[$0] : nil
    }
    let played = (original ?? timeline).transactions.filter { $0.animation != nil }
    let sceneTransaction =
      played.last { tunedTime == nil || $0.time == tunedTime } ?? played.last
    spring = sceneTransaction.flatMap { transaction in
      transaction.animation.map { animation in
        PreviewSnapshot.Spring(
          scene: Self.curve(animation, written: transaction.animationSource, clock: options.clock),
          override: settings.animationOverride.map {
            Self.curve($0, written: settings.animation, clock: options.clock)
          })
      }
    }
    keyframes = Self.keyframes(timeline, fps: options.framesPerSecond)
    previewPaintsBackground = Self.paintsBackground(timeline)
  }

  /// Whether the `#Preview` draws an opaque colour or image over (nearly) the whole canvas at
  /// the start: then no backdrop the page offers can show behind the glass.
  static func paintsBackground(_ timeline: Timeline) -> Bool {
    guard let first = timeline.layouts.first else { return false }
    let canvas = first.canvas.width * first.canvas.height
    guard canvas > 0 else { return false }
    return first.content.contains { item in
      guard item.isBackdrop, item.opacity >= 1 else { return false }
      switch item.kind {
      case .paint(.color(let color)): guard color.opacity >= 1 else { return false }
      case .image: break
      default: return false
      }
      let visible = item.frame.intersection(
        Rect(x: 0, y: 0, width: first.canvas.width, height: first.canvas.height))
      return visible.width * visible.height >= coveringShare * canvas
    }
  }

  /// Writes the analysis into `snapshot`.
  func apply(to snapshot: inout PreviewSnapshot) {
    snapshot.viewName = viewName
    snapshot.states = states
    snapshot.statesTruncated = statesTruncated
    snapshot.currentState = currentState
    snapshot.targets = targets
    snapshot.taps = taps
    snapshot.command = command
    snapshot.warnings = warnings
    snapshot.spring = spring
    snapshot.previewPaintsBackground = previewPaintsBackground
  }

  /// The `glassmorph render` command that reproduces the full video.
  static func command(events: [TimelineEvent], settings: PreviewSettings, options: PreviewOptions)
    -> String
  {
    var words = ["glassmorph", "render", quoted(options.scenePath)]
    if let view = options.view { words += ["--view", quoted(view)] }
    if let preview = options.preview { words += ["--preview", quoted(preview)] }
    if settings.taps != nil {
      for event in events {
        if case .tap(let name, let time) = event {
          words += ["--tap", quoted("\(name)@\(JSONValue.format(time, places: 3))")]
        } else if let set = event.setArgument {
          words += ["--set", quoted(set)]
        }
      }
    }
    if let animation = settings.animation {
      words += ["--tap-animation", quoted(animation)]
      if let tap = settings.animationTap { words += ["--tap-animation-for", "\(tap + 1)"] }
    }
    if settings.canvas != "auto" { words += ["--canvas", quoted(settings.canvas)] }
    if settings.scale != 2 { words += ["--scale", "\(settings.scale)"] }
    let background = settings.background ?? options.background
    if background != "wallpaper" { words += ["--background", quoted(background)] }
    if options.framesPerSecond != 60 { words += ["--fps", "\(options.framesPerSecond)"] }
    let environment = options.environment
    if environment.colorScheme == .dark { words += ["--appearance", "dark"] }
    if environment.reduceMotion { words.append("--reduce-motion") }
    if environment.reduceTransparency { words.append("--reduce-transparency") }
    if environment.increaseContrast { words.append("--increase-contrast") }
    if environment.dynamicTypeSize != .large {
      words += ["--dynamic-type", environment.dynamicTypeSize.rawValue]
    }
    return words.joined(separator: " ")
  }

  /// A shell word: as is when it is plain, else in single quotes.
  static func quoted(_ word: String) -> String {
    let plain = word.allSatisfy { $0.isLetter || $0.isNumber || "-_./@=:,".contains($0) }
    if plain && !word.isEmpty { return word }
    return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }

  /// Rounds to hundredths of a point (what a 3× pixel resolves, with room).
  static func round(_ value: Double) -> Double { (value * 100).rounded() / 100 }

  /// The curve of `animation` moving 0 → 1, with its spring parameters; `written` is the
  /// animation as the source writes it, shown in place of GlassMorph's own spelling.
  static func curve(_ animation: MorphAnimation, written: String? = nil, clock: DisplayClock)
    -> PreviewSnapshot.Curve
  {
    let profile = MotionProfile(.animation(animation, clock))
    // Four places: what the inspector shows, and what `spring --json` shows at ten.
    let summary = SpringSummary(spring: animation.baseSpring, profile: profile).rounded(
      toPlaces: 4)
    func four(_ value: Double) -> Double { (value * 10_000).rounded() / 10_000 }
    let named = animation.swiftDescription
    let swift = written.map(Self.oneLine) ?? named
    return PreviewSnapshot.Curve(
      swift: swift, sameAs: swift == named ? nil : named,
      points: profile.curve(points: curvePoints).map { [four($0.time), four($0.value)] },
      settledTime: summary.settledTime, finishTime: summary.finishTime,
      overshoot: summary.overshoot, duration: summary.duration, bounce: summary.bounce,
      response: summary.response, dampingRatio: summary.dampingRatio)
  }

  /// Source text on one line: runs of whitespace (an argument list broken over lines) as one
  /// space, and none just inside brackets.
  static func oneLine(_ text: String) -> String {
    let words = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    return words.replacingOccurrences(of: "( ", with: "(").replacingOccurrences(of: " )", with: ")")
  }

  /// The glass of every video frame: what the overlay draws in sync with the video.
  static func keyframes(_ timeline: Timeline, fps: Int) -> PreviewSnapshot.Keyframes {
    let count = max(1, Int((timeline.suggestedDuration * Double(fps)).rounded()))
    let frames = (0..<count).map { timeline.sample(at: Double($0) / Double(fps)) }
    let document = KeyframeDocument(timeline: timeline, frames: frames)
    let samples = frames.map { frame in
      var unionOf: [String: String] = [:]
      for union in frame.unions {
        for member in union.members { unionOf[member] = union.key }
      }
      return frame.glass.map { glass in
        PreviewSnapshot.Element(
          name: document.name(of: glass),
          frame: [glass.frame.minX, glass.frame.minY, glass.frame.width, glass.frame.height].map(
            round), cornerRadius: round(glass.cornerRadius), union: unionOf[glass.key],
          visibility: round(glass.visibility))
      }
    }
    return PreviewSnapshot.Keyframes(
      fps: fps, canvas: [timeline.canvas.width, timeline.canvas.height], samples: samples)
  }
}
