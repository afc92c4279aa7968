import MorphDiagnostics
import Testing

@testable import MorphScene

/// Numbers as text, as app code writes them: format specifiers in interpolations, `format:`
/// styles and `String(format:)`. The expected text is Foundation's for a US-English iPhone,
/// written out by hand: grouping with commas, two decimals for dollars, percent × 100.
@Suite struct AppCodeFormattingTests {
  typealias S = SceneTestSupport

  @Test func numbersAreFormattedAsFoundationFormatsThem() throws {
    let root = try S.body(
      """
      import SwiftUI
      struct Stats: View {
          @State private var distance = 3.14159
          @State private var steps = 1200
          var body: some View {
              VStack {
                  Text("\\(distance, specifier: "%.1f") km")
                  Text(distance, format: .number.precision(.fractionLength(2)))
                  Text(steps, format: .number)
                  Text(12.5, format: .currency(code: "USD"))
                  Text("\\(steps.formatted()) steps")
                  Text(distance.formatted(.percent))
                  Text("\\(steps, format: .number) total")
                  Text(String(format: "%05.2f|%x", distance, 255))
              }
              .padding()
              .glassEffect()
          }
      }
      """)
    #expect(
      S.texts(root) == [
        "3.1 km", "3.14", "1,200", "$12.50", "1,200 steps", "314.159%", "1,200 total",
        "03.14|ff",
      ])
  }

  /// A conversion that would read memory it was not given (`%@`, `%s`, a positional `%1$d`) is
  /// not filled: the values are shown as they are, with a warning at the call.
  @Test func aFormatThatIsNotNumericIsAWarningNotACrash() throws {
    for format in ["%@", "%s", "%1$d", "%d %d", "%*d"] {
      let scene = try S.scene(
        """
        import SwiftUI
        struct Label: View {
            var body: some View { Text(String(format: "\(format)", 7)).glassEffect() }
        }
        """)
      let view = scene.evaluate(scene.initialState)
      #expect(S.texts(view.tree.root) == ["\(format) 7"])
      #expect(view.diagnostics.contains { $0.id == DiagnosticID.unsupportedValue.messageID })
    }
  }
}
