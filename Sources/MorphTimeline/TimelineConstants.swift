/// The constants of the transition model (Docs/Glass.md §2 [model] and [measured]).
package enum TimelineConstants {
  /// Materialize entrance: glass visibility = progress / 0.92 (glass resolves first).
  package static let entranceGlassEnd = 0.92
  /// Materialize entrance: content = (progress − 0.35) / 0.65 (the icon sharpens last).
  package static let entranceContentStart = 0.35
  /// Materialize exit: content = (remaining − 0.45) / 0.55 (the icon blurs away first).
  package static let exitContentEnd = 0.45
  /// Content blur at zero content visibility, in points: blur = 8 · (1 − content).
  package static let materializeBlur = 8.0
  /// Content of a matched insert scales in from this factor.
  package static let matchedContentScale = 0.6
  /// Content of a matched insert lags its glass by this delay, in seconds ("lagging a little").
  package static let matchedContentLag = 0.05
  /// Rolling digits (`.numericText`) travel this fraction of the text's height while they fade
  /// [model: Apple shows the roll, publishes no distance].
  package static let numericRollTravel = 0.5
  /// The pause after everything settles before the default timeline taps again, in seconds.
  package static let defaultPause = 0.5
  /// When the default timeline taps first, in seconds.
  package static let defaultFirstTap = 0.25
  /// How far past the last event tracks are baked, in seconds (repeating animations never settle).
  package static let bakeHorizon = 10.0
}
