import MorphCore
import MorphDiagnostics
import MorphFrame
import MorphViewTree

/// Apple's Liquid Glass design rules (Docs/Glass.md §4) checked on laid-out states.
package enum DesignRules {
  /// How close (edge gap, points) two glass elements outside any container must be to count as
  /// neighbours that belong in a `GlassEffectContainer` [model].
  package static let neighbourDistance = 40.0

  /// A tap between two laid-out states, for the rule about glass inserted without animation.
  package struct Tap: Sendable {
    /// The state before (an index into the `states` checked).
    package let from: Int
    /// The state after.
    package let to: Int
    /// Whether any change the tap made was inside `withAnimation`.
    package let isAnimated: Bool
    /// The button's name, as reports show it.
    package let button: String
    /// Where the button is.
    package let location: SourcePosition

    /// Creates a tap.
    package init(from: Int, to: Int, isAnimated: Bool, button: String, location: SourcePosition) {
      self.from = from
      self.to = to
      self.isAnimated = isAnimated
      self.button = button
      self.location = location
    }
  }

  /// Warnings for laid-out `states` and the `taps` between them, deduplicated.
  package static func check(_ states: [LaidOutState], taps: [Tap]) -> [Diagnostic] {
    var result: [Diagnostic] = []
    var seen: Set<String> = []
    func add(_ diagnostic: Diagnostic) {
      if seen.insert("\(diagnostic.location.offset)|\(diagnostic.message)").inserted {
        result.append(diagnostic)
      }
    }
    for state in states {
      for diagnostic in state.diagnostics { add(diagnostic) }
      // Two glass with one ID in one namespace: SwiftUI cannot tell which one morphs.
      var firstWithKey: [String: GlassPlacement] = [:]
      let placed = state.placedGlass
      for (element, placement) in placed.map({ ($0.element, $0.placement) }) where element.id != nil
      {
        if let first = firstWithKey[element.key] {
          add(
            Diagnostic(
              .duplicateID, at: placement.location,
              "glassEffectID(\"\(element.id ?? "")\") is used twice in the namespace '\(placement.namespace ?? "default")' in one state (also at \(first.location.line):\(first.location.column)); give each glass its own ID."
            ))
        } else {
          firstWithKey[element.key] = placement
        }
      }
      let variants = Set(state.glass.map(\.glass.variant))
      if variants.contains(.regular) && variants.contains(.clear),
        let clear = placed.first(where: { $0.element.glass.variant == .clear })
      {
        add(
          Diagnostic(
            .designRule, at: clear.placement.location,
            "This screen mixes .regular and .clear glass; Apple's guidance is to use one variant per screen."
          ))
      }
      let loose = placed.filter { $0.element.container == nil }
      for glass in loose where glass.element.id != nil {
        add(
          Diagnostic(
            .designRule, at: glass.placement.location,
            "glassEffectID(\"\(glass.element.id ?? "")\") is outside a GlassEffectContainer; glass only morphs between shapes in the same container."
          ))
      }
      let frames = loose.map(\.element.frame)
      for (a, b) in neighbours(frames, within: neighbourDistance) {
        add(
          Diagnostic(
            .designRule, at: loose[b].placement.location,
            "This glass is \(format(frames[a].gap(to: frames[b]))) pt from other glass with no GlassEffectContainer around them; group neighbouring glass in a container so it renders and morphs together."
          ))
      }
    }
    for tap in taps where !tap.isAnimated && states.indices.contains(tap.from) {
      guard states.indices.contains(tap.to) else { continue }
      let before = Set(states[tap.from].glass.compactMap { $0.id == nil ? nil : $0.key })
      let inserted = states[tap.to].glass.filter { $0.id != nil && !before.contains($0.key) }
      guard let first = inserted.first else { continue }
      add(
        Diagnostic(
          .unanimatedGlass, at: tap.location,
          "Tapping '\(tap.button)' inserts the glass \"\(first.id ?? "")\" without withAnimation, so it appears without morphing; wrap the state change in withAnimation { … }."
        ))
    }
    return result
  }

  /// The pairs (a < b) of `frames` whose gap is at most `distance`, in the order of a then b.
  /// A sweep along the axis where the frames spread further: two frames further apart than
  /// `distance` along it are never neighbours, so each frame meets only those near it there —
  /// 10,000 glass in one column took seconds as every pair was compared.
  static func neighbours(_ frames: [Rect], within distance: Double) -> [(Int, Int)] {
    guard frames.count > 1 else { return [] }
    let spread = { (value: (Rect) -> Double) in
      (frames.map(value).max() ?? 0) - (frames.map(value).min() ?? 0)
    }
    let alongX = spread(\.midX) >= spread(\.midY)
    let low = { (frame: Rect) in alongX ? frame.minX : frame.minY }
    let high = { (frame: Rect) in alongX ? frame.maxX : frame.maxY }
    let order = frames.indices.sorted { (low(frames[$0]), $0) < (low(frames[$1]), $1) }
    var pairs: [(Int, Int)] = []
    for (position, first) in order.enumerated() {
      let reach = high(frames[first]) + distance
      for second in order[(position + 1)...] {
        guard low(frames[second]) <= reach else { break }
        if frames[first].gap(to: frames[second]) <= distance {
          pairs.append((min(first, second), max(first, second)))
        }
      }
    }
    return pairs.sorted { $0 < $1 }
  }

  private static func format(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String((value * 10).rounded() / 10)
  }
}
