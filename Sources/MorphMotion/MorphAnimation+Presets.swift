extension MorphAnimation {
  /// Every animation SwiftUI names, with SwiftUI's defaults (Docs/Motion.md §4.4); the order is
  /// the order reports list them in.
  public static let presets: [AnimationPreset] = [
    AnimationPreset(
      name: "smooth",
      forms: [
        .init([("duration", 0.5), ("extraBounce", 0)]) {
          smooth(duration: $0[0], extraBounce: $0[1])
        }
      ]
    ),
    AnimationPreset(
      name: "snappy",
      forms: [
        .init([("duration", 0.5), ("extraBounce", 0)]) {
          snappy(duration: $0[0], extraBounce: $0[1])
        }
      ]
    ),
    AnimationPreset(
      name: "bouncy",
      forms: [
        .init([("duration", 0.5), ("extraBounce", 0)]) {
          bouncy(duration: $0[0], extraBounce: $0[1])
        }
      ]
    ),
    AnimationPreset(
      name: "spring",
      forms: [
        .init([("duration", 0.5), ("bounce", 0), ("blendDuration", 0)]) {
          spring(duration: $0[0], bounce: $0[1], blendDuration: $0[2])
        },
        .init([("response", 0.5), ("dampingFraction", 0.825), ("blendDuration", 0)]) {
          spring(response: $0[0], dampingFraction: $0[1], blendDuration: $0[2])
        },
      ]),
    AnimationPreset(
      name: "interactiveSpring",
      forms: [
        .init([("duration", 0.15), ("extraBounce", 0), ("blendDuration", 0.25)]) {
          interactiveSpring(duration: $0[0], extraBounce: $0[1], blendDuration: $0[2])
        },
        .init([("response", 0.15), ("dampingFraction", 0.86), ("blendDuration", 0.25)]) {
          interactiveSpring(response: $0[0], dampingFraction: $0[1], blendDuration: $0[2])
        },
      ]),
    AnimationPreset(
      name: "interpolatingSpring",
      forms: [
        .init([("duration", 0.5), ("bounce", 0), ("initialVelocity", 0)]) {
          interpolatingSpring(duration: $0[0], bounce: $0[1], initialVelocity: $0[2])
        },
        .init([("mass", 1), ("stiffness", 100), ("damping", 10), ("initialVelocity", 0)]) {
          interpolatingSpring(mass: $0[0], stiffness: $0[1], damping: $0[2], initialVelocity: $0[3])
        },
      ]),
    AnimationPreset(name: "default", forms: [.init([]) { _ in .default }]),
    AnimationPreset(
      name: "linear",
      forms: [.init([("duration", defaultCurveDuration)]) { linear(duration: $0[0]) }]),
    AnimationPreset(
      name: "easeIn",
      forms: [.init([("duration", defaultCurveDuration)]) { easeIn(duration: $0[0]) }]),
    AnimationPreset(
      name: "easeOut",
      forms: [.init([("duration", defaultCurveDuration)]) { easeOut(duration: $0[0]) }]),
    AnimationPreset(
      name: "easeInOut",
      forms: [.init([("duration", defaultCurveDuration)]) { easeInOut(duration: $0[0]) }]),
    AnimationPreset(
      name: "circularEaseIn",
      forms: [
        .init([("duration", defaultCurveDuration)]) {
          timingCurve(.circularEaseIn, duration: $0[0])
        }
      ]),
    AnimationPreset(
      name: "circularEaseOut",
      forms: [
        .init([("duration", defaultCurveDuration)]) {
          timingCurve(.circularEaseOut, duration: $0[0])
        }
      ]),
    AnimationPreset(
      name: "circularEaseInOut",
      forms: [
        .init([("duration", defaultCurveDuration)]) {
          timingCurve(.circularEaseInOut, duration: $0[0])
        }
      ]),
  ]

  /// The preset called `name`, written with or without the leading dot (`bouncy`, `.bouncy`).
  public static func preset(named name: String) -> AnimationPreset? {
    let bare = name.hasPrefix(".") ? String(name.dropFirst()) : name
    return presets.first { $0.name == bare }
  }
}
