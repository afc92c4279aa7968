import MorphCore
import MorphScene

/// Apple's Liquid Glass design rules (liquid-glass.md §4) checked on laid-out states.
public enum DesignRules {
  /// How close (edge gap, points) two glass elements outside any container must be to count as
  /// neighbours that belong in a `GlassEffectContainer` [model].
  public static let neighbourDistance = 40.0

  /// Warnings for every state of `graph` (laid out as `states`), deduplicated.
  public static func check(_ graph: StateGraph, states: [LaidOutState]) -> [Diagnostic] {
    var result: [Diagnostic] = []
    var seen: Set<String> = []
    func add(_ diagnostic: Diagnostic) {
      if seen.insert("\(diagnostic.location.offset)|\(diagnostic.message)").inserted {
        result.append(diagnostic)
      }
    }
    for state in states {
      for diagnostic in state.diagnostics { add(diagnostic) }
      let variants = Set(state.glass.map(\.declaration.glass.variant))
      if variants.contains(.regular) && variants.contains(.clear),
        let clear = state.glass.first(where: { $0.declaration.glass.variant == .clear })
      {
        add(
          Diagnostic(
            .warning, at: clear.declaration.location,
            "This screen mixes .regular and .clear glass; Apple's guidance is to use one variant per screen."
          ))
      }
      let loose = state.glass.filter { $0.declaration.container == nil }
      for element in loose where element.declaration.id != nil {
        add(
          Diagnostic(
            .warning, at: element.declaration.location,
            "glassEffectID(\"\(element.declaration.id ?? "")\") is outside a GlassEffectContainer; glass only morphs between shapes in the same container."
          ))
      }
      for (index, a) in loose.enumerated() {
        for b in loose.dropFirst(index + 1) where a.frame.gap(to: b.frame) <= neighbourDistance {
          add(
            Diagnostic(
              .warning, at: b.declaration.location,
              "This glass is \(format(a.frame.gap(to: b.frame))) pt from other glass with no GlassEffectContainer around them; group neighbouring glass in a container so it renders and morphs together."
            ))
        }
      }
    }
    for edge in graph.edges where edge.changes.allSatisfy({ !$0.isAnimated }) {
      let before = Set(graph.nodes[edge.from].glass.compactMap { $0.id == nil ? nil : $0.key })
      let inserted = graph.nodes[edge.to].glass.filter { $0.id != nil && !before.contains($0.key) }
      guard let first = inserted.first,
        let button = graph.nodes[edge.from].buttons.first(where: { $0.name == edge.button })
      else { continue }
      add(
        Diagnostic(
          .warning, at: button.location,
          "Tapping '\(edge.button)' inserts the glass \"\(first.id ?? "")\" without withAnimation, so it appears without morphing; wrap the state change in withAnimation { … }."
        ))
    }
    return result
  }

  private static func format(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String((value * 10).rounded() / 10)
  }
}
