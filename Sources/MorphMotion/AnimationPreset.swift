/// A named animation SwiftUI offers (`.bouncy`, `.spring(response:dampingFraction:)`, `.easeIn`…)
/// with its parameter lists and their defaults: the one table the interpreter, the command line and
/// the docs read (Docs/Motion.md §4.4).
public struct AnimationPreset: Sendable {
  /// One parameter list (an overload): labels with their defaults, and how to build the animation.
  public struct Form: Sendable {
    /// The labels in order, each with its default value.
    public let parameters: [(label: String, defaultValue: Double)]
    /// Builds the animation from one value per parameter, in order.
    let make: @Sendable ([Double]) -> MorphAnimation

    /// Creates a form.
    init(
      _ parameters: [(label: String, defaultValue: Double)],
      _ make: @escaping @Sendable ([Double]) -> MorphAnimation
    ) {
      self.parameters = parameters
      self.make = make
    }

    /// The animation with `values` by label (missing labels take their defaults).
    public func animation(_ values: [String: Double]) -> MorphAnimation {
      make(parameters.map { values[$0.label] ?? $0.defaultValue })
    }

    /// `(duration: 0.5, extraBounce: 0)`.
    public var signature: String {
      "("
        + parameters.map { "\($0.label): \(MorphAnimation.number($0.defaultValue))" }
        .joined(separator: ", ") + ")"
    }
  }

  /// The Swift spelling without the dot (`bouncy`).
  public let name: String
  /// The overloads, the preferred one first (the bare name uses its defaults).
  public let forms: [Form]

  /// The animation the bare name gives (`.bouncy`): the first form with its defaults.
  public var animation: MorphAnimation { forms[0].animation([:]) }

  /// The animation for labelled numbers, as Swift resolves the overload: the first form that has
  /// every label given. Unlabelled numbers fill the form's parameters in order. Nil when no form
  /// takes those labels.
  public func animation(labelled: [String: Double], unlabelled: [Double] = []) -> MorphAnimation? {
    guard
      let form = forms.first(where: { form in
        labelled.keys.allSatisfy { label in form.parameters.contains { $0.label == label } }
      })
    else { return nil }
    var values = labelled
    for (parameter, value) in zip(form.parameters, unlabelled) where values[parameter.label] == nil
    {
      values[parameter.label] = value
    }
    return form.animation(values)
  }
}
