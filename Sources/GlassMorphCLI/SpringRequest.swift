import Foundation
import GlassMorph

/// A validated `glassmorph spring` invocation: what to measure and how to print it.
struct SpringRequest {
  /// One thing to measure, with the name it is shown under.
  struct Subject {
    let label: String
    let profile: MotionProfile
    /// The spring behind it (nil for timing curves).
    let spring: MorphSpring?
  }

  /// How to print.
  enum Format { case summary, csv, json }

  let subjects: [Subject]
  let sampleTimes: [Double]?
  let format: Format

  init(_ arguments: ParsedArguments) throws(CommandLineError) {
    if arguments.positionals.count > 1 {
      throw .usage(
        "Give one animation (got \(arguments.positionals.joined(separator: " "))); compare more with --compare a,b."
      )
    }
    let interpolating = arguments.has("--interpolating")
    let closedForm = arguments.has("--closed-form")
    if interpolating && closedForm {
      throw .usage(
        "'--interpolating' and '--closed-form' choose different engines; give one of them.")
    }
    let engine: Engine = closedForm ? .closedForm : interpolating ? .interpolating : .rendered

    var subjects = [try Self.mainSubject(arguments, engine: engine)]
    if let list = arguments.value("--compare") {
      for name in Self.splitTopLevel(list) {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        subjects.append(try Self.subject(preset: trimmed, engine: engine, option: "--compare"))
      }
    }
    self.subjects = subjects

    if arguments.has("--csv") && arguments.has("--json") {
      throw .usage("'--csv' and '--json' are two output formats; give one of them.")
    }
    format = arguments.has("--csv") ? .csv : arguments.has("--json") ? .json : .summary
    sampleTimes = try Self.sampleTimes(arguments, profile: subjects[0].profile)
    if format == .csv {
      guard subjects.count == 1 else {
        throw .usage(
          "'--csv' prints one animation's samples; leave out '--compare' or use '--json'.")
      }
      guard sampleTimes != nil else {
        throw .usage("'--csv' prints samples: say when with '--at t,…' or '--fps n'.")
      }
    }
  }

  /// The largest damping fraction taken: 100 times critical damping, far past any spring that
  /// reads as motion.
  static let maximumDampingFraction = 100.0

  enum Engine {
    case rendered, interpolating, closedForm

    /// Why `spring` cannot be evaluated by this engine (the interpolating spring made from it
    /// must settle too), or nil.
    func problem(for spring: MorphSpring?) -> String? {
      guard self == .interpolating, let spring else { return nil }
      return MorphAnimation.interpolatingSpring(spring).problem
    }
  }

  /// Splits `a,b,.spring(duration: 0.4, bounce: 0.2)` at the commas outside parentheses.
  static func splitTopLevel(_ list: String) -> [String] {
    var parts: [String] = []
    var current = ""
    var depth = 0
    for character in list {
      if character == "(" { depth += 1 }
      if character == ")" { depth = max(0, depth - 1) }
      if character == "," && depth == 0 {
        parts.append(current)
        current = ""
      } else {
        current.append(character)
      }
    }
    parts.append(current)
    return parts.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
  }

  private static func mainSubject(_ arguments: ParsedArguments, engine: Engine)
    throws(CommandLineError) -> Subject
  {
    let durationGroup = ["--duration", "--bounce"].filter(arguments.isGiven)
    let responseGroup = ["--response", "--damping-fraction"].filter(arguments.isGiven)
    let physicalGroup = ["--mass", "--stiffness", "--damping", "--allow-overdamping"].filter(
      arguments.isGiven)
    let groups = [durationGroup, responseGroup, physicalGroup].filter { !$0.isEmpty }
    let blend =
      try arguments.value("--blend-duration").map { (text) throws(CommandLineError) in
        try NumberArgument.time(text, option: "--blend-duration")
      } ?? 0
    if let preset = arguments.positionals.first {
      if arguments.isGiven("--blend-duration") {
        throw .usage(
          "'--blend-duration' goes with a spring given by its options (--duration/--bounce, …); a preset such as '\(preset)' has its own."
        )
      }
      if let first = groups.first?.first {
        throw .usage(
          "Give either the preset '\(preset)' or spring options such as '\(first)', not both.")
      }
      return try subject(preset: preset, engine: engine, option: "<animation>")
    }
    if groups.count > 1 {
      throw .usage(
        "'\(groups[0][0])' and '\(groups[1][0])' describe the spring in two ways; use one of --duration/--bounce, --response/--damping-fraction or --mass/--stiffness/--damping."
      )
    }
    let spring: MorphSpring
    let label: String
    if !responseGroup.isEmpty {
      let response =
        try arguments.value("--response").map { (t) throws(CommandLineError) in
          try NumberArgument.positive(
            t, option: "--response", unit: " seconds", maximum: NumberArgument.maximumTime)
        } ?? 0.5
      let fraction =
        try arguments.value("--damping-fraction").map { (t) throws(CommandLineError) in
          try NumberArgument.positive(
            t, option: "--damping-fraction", maximum: SpringRequest.maximumDampingFraction)
        } ?? 0.825
      spring = MorphSpring(response: response, dampingRatio: fraction)
      label = ".spring(response: \(response), dampingFraction: \(fraction))"
    } else if !physicalGroup.isEmpty {
      guard let stiffnessText = arguments.value("--stiffness"),
        let dampingText = arguments.value("--damping")
      else {
        throw .usage(
          "A physical spring needs both '--stiffness <k>' and '--damping <c>' (and optionally '--mass <m>')."
        )
      }
      let mass =
        try arguments.value("--mass").map { (t) throws(CommandLineError) in
          try NumberArgument.positive(t, option: "--mass")
        } ?? 1
      // Up to 10¹²: the spring's own rule (stiffness ≤ 10⁸ × mass) then says what is too stiff.
      let stiffness = try NumberArgument.positive(
        stiffnessText, option: "--stiffness", maximum: 1e12)
      let damping = try NumberArgument.positive(dampingText, option: "--damping")
      spring = MorphSpring(
        mass: mass, stiffness: stiffness, damping: damping,
        allowOverDamping: arguments.has("--allow-overdamping"))
      label = "Spring(mass: \(mass), stiffness: \(stiffness), damping: \(damping))"
    } else {
      let duration =
        try arguments.value("--duration").map { (t) throws(CommandLineError) in
          try NumberArgument.positive(
            t, option: "--duration", unit: " seconds", maximum: NumberArgument.maximumTime)
        } ?? 0.5
      let bounce =
        try arguments.value("--bounce").map { (t) throws(CommandLineError) in
          try NumberArgument.finite(t, option: "--bounce")
        } ?? 0
      guard bounce > -1 && bounce < 1 else {
        throw .usage(
          "'--bounce' must be greater than -1 and less than 1 (0 = no bounce, negative = overdamped; 1 would never settle), not \(bounce)."
        )
      }
      spring = MorphSpring(duration: duration, bounce: bounce)
      label = ".spring(duration: \(duration), bounce: \(bounce))"
    }
    let animation = MorphAnimation.spring(spring, blendDuration: blend)
    return try makeSubject(label: label, animation: animation, engine: engine)
  }

  private static func subject(preset name: String, engine: Engine, option: String)
    throws(CommandLineError) -> Subject
  {
    let bare = name.hasPrefix(".") ? String(name.dropFirst()) : name
    var animation = MorphAnimation.preset(named: name)?.animation
    var label = "." + bare
    if animation == nil && (name.contains("(") || name.contains(".")) {
      do {
        animation = try MorphAnimation(parsing: name)
        label = name.hasPrefix(".") ? name : "." + name
      } catch {
        let messages = error.diagnostics.map { "column \($0.location.column): \($0.message)" }
          .joined(separator: " ")
        throw .usage("'\(name)' for \(option) is not an animation: \(messages)")
      }
    }
    guard let animation else {
      let names = MorphAnimation.presets.map(\.name)
      var message = "Unknown animation '\(name)' for \(option)."
      if let near = NearestName.suggestion(for: bare, among: names) {
        message += " Did you mean '\(near)'?"
      }
      message +=
        " Presets: \(names.joined(separator: ", ")); or write one as in Swift, e.g. '.spring(duration: 0.4, bounce: 0.2)'."
      throw .usage(message)
    }
    if engine != .rendered && animation.baseSpring == nil {
      throw .usage(
        "'\(name)' is a timing curve; '--interpolating' and '--closed-form' apply to springs only.")
    }
    return try makeSubject(label: label, animation: animation, engine: engine)
  }

  private static func makeSubject(label: String, animation: MorphAnimation, engine: Engine)
    throws(CommandLineError) -> Subject
  {
    // The same rules as in scenes: a spring that never settles or diverges is refused.
    if let problem = animation.problem ?? engine.problem(for: animation.baseSpring) {
      throw .usage("\(label): \(problem)")
    }
    let spring = animation.baseSpring
    switch engine {
    case .rendered:
      return Subject(
        label: label, profile: MotionProfile(.animation(animation, .standard)), spring: spring)
    case .interpolating:
      let interpolating = MorphAnimation.interpolatingSpring(spring ?? .smooth)
      return Subject(
        label: label + " as interpolatingSpring",
        profile: MotionProfile(.animation(interpolating, .standard)), spring: spring)
    case .closedForm:
      return Subject(
        label: label + " closed form", profile: MotionProfile(.closedForm(spring ?? .smooth)),
        spring: spring)
    }
  }

  private static func sampleTimes(_ arguments: ParsedArguments, profile: MotionProfile)
    throws(CommandLineError) -> [Double]?
  {
    if let list = arguments.value("--at") {
      if arguments.isGiven("--fps") || arguments.isGiven("--until") {
        throw .usage("'--at' lists the times itself; leave out '--fps' and '--until'.")
      }
      let times = try NumberArgument.nonNegativeList(list, option: "--at")
      if let late = times.first(where: { $0 > SpringCommand.maximumSampleTime }) {
        throw .usage(
          "'--at' times must be at most \(Int(SpringCommand.maximumSampleTime)) s, not \(late).")
      }
      return times
    }
    guard let fpsText = arguments.value("--fps") else {
      if arguments.isGiven("--until") { throw .usage("'--until' goes with '--fps <n>'.") }
      return nil
    }
    let fps = try NumberArgument.positive(fpsText, option: "--fps")
    let until =
      try arguments.value("--until").map { (t) throws(CommandLineError) in
        try NumberArgument.positive(t, option: "--until", unit: " seconds")
      }
      ?? (profile.finishTime ?? profile.settledTime ?? profile.horizon)
    guard until <= SpringCommand.maximumSampleTime else {
      throw .usage(
        "'--until' must be at most \(Int(SpringCommand.maximumSampleTime)) s, not \(until).")
    }
    let samples = (until * fps + 1e-9).rounded(.down) + 1
    guard samples.isFinite, samples <= Double(SpringCommand.maximumSampleCount) else {
      throw .usage(
        "--fps \(fpsText) until \(until) s is more than \(SpringCommand.maximumSampleCount) samples, the most printed; lower --fps or --until."
      )
    }
    let count = Int(samples)
    return (0..<count).map { Double($0) / fps }
  }
}
