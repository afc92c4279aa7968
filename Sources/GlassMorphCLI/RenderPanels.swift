import Foundation
import GlassMorphRendering

/// The side-by-side pictures `render` makes: `--compare` (another scene, or the same scene with
/// another tap animation) and `--variants` (the scene under several system settings), each panel
/// with the same events, canvas, scale, backdrop and overlay.
enum RenderPanels {
  /// The variant names `--variants` takes (combine with `+`, e.g. `dark+increase-contrast`).
  static let variantNames = [
    "standard", "light", "dark", "reduce-motion", "reduce-transparency", "increase-contrast",
  ]

  /// What `--variants all` shows.
  static let allVariants =
    "standard,dark,reduce-motion,reduce-transparency,increase-contrast,type-AX3"

  /// The side-by-side picture the arguments ask for, or nil when they ask for none.
  static func sideBySide(
    _ parsed: ParsedArguments, scene: GlassScene, first: TimelineRenderer
  ) throws(CommandLineError) -> SideBySide? {
    let compare = parsed.value("--compare")
    let variants = parsed.value("--variants")
    guard compare != nil || variants != nil else { return nil }
    guard compare == nil || variants == nil else {
      throw .usage("Give --compare or --variants, not both.")
    }
    for option in ["--png-dir", "--contact-sheet"] where parsed.isGiven(option) {
      throw .usage("'\(option)' draws one scene; --compare and --variants make a video or a still.")
    }
    var panels: [SideBySide.Panel] = []
    if let compare {
      panels = [.init(label: label(of: scene, parsed), renderer: first)]
      if compare.hasPrefix(".") {
        // The same scene with another tap animation.
        let other = parsed.setting("--tap-animation", to: compare)
        let timeline = try TimelineArguments.timeline(other, scene: scene)
        panels.append(.init(label: compare, renderer: try renderer(timeline, like: first)))
      } else {
        let single = parsed.with(positionals: [compare])
        let other = try TimelineArguments.scene(single, command: "render")
        let timeline = try TimelineArguments.timeline(single, scene: other)
        try TimelineArguments.reportWarnings(timeline, scene: other, single)
        panels.append(
          .init(label: label(of: other, single), renderer: try renderer(timeline, like: first)))
      }
    } else if let variants {
      let list = variants == "all" ? allVariants : variants
      let names = list.split(separator: ",").map { String($0) }
      guard (1...9).contains(names.count) else {
        throw .usage("'--variants' takes 1 to 9 variants, comma-separated; not '\(variants)'.")
      }
      for name in names {
        let environment = try variant(name, base: scene.environment)
        let timeline = try TimelineArguments.timeline(parsed, scene: scene.with(environment))
        panels.append(.init(label: name, renderer: try renderer(timeline, like: first)))
      }
    }
    do {
      return try SideBySide(panels)
    } catch {
      throw .usage(error.commandLineMessage)
    }
  }

  /// The panel's label: the scene's file name, with the tap animation when one replaces it.
  static func label(of scene: GlassScene, _ parsed: ParsedArguments) -> String {
    let name = (scene.path as NSString).lastPathComponent
    return parsed.value("--tap-animation").map { "\(name) \($0)" } ?? name
  }

  /// A renderer of `timeline` drawn as `first` is (scale, backdrop, overlay).
  static func renderer(_ timeline: Timeline, like first: TimelineRenderer) throws(CommandLineError)
    -> TimelineRenderer
  {
    do {
      var renderer = try TimelineRenderer(
        timeline: timeline, scale: first.scale, backdrop: first.backdrop)
      renderer.overlay = first.overlay
      return renderer
    } catch {
      throw .usage(error.commandLineMessage)
    }
  }

  /// The settings a variant name stands for, on top of `base` (`dark+reduce-motion`,
  /// `type-AX3`).
  static func variant(_ name: String, base: SceneEnvironment) throws(CommandLineError)
    -> SceneEnvironment
  {
    var environment = base
    for part in name.split(separator: "+").map(String.init) {
      switch part {
      case "standard": break
      case "light": environment.colorScheme = .light
      case "dark": environment.colorScheme = .dark
      case "reduce-motion": environment.reduceMotion = true
      case "reduce-transparency": environment.reduceTransparency = true
      case "increase-contrast": environment.increaseContrast = true
      default:
        if part.hasPrefix("type-") {
          environment.dynamicTypeSize = try TimelineArguments.dynamicTypeSize(
            String(part.dropFirst(5)))
          continue
        }
        var message =
          "'\(part)' is not a variant; use \(variantNames.joined(separator: ", ")), type-<size> (type-AX3), all, or several joined with + (dark+increase-contrast)."
        if let near = NearestName.suggestion(for: part, among: variantNames) {
          message += " Did you mean '\(near)'?"
        }
        throw .usage(message)
      }
    }
    return environment
  }
}
