import MorphCore
import MorphDiagnostics
import MorphLayout
import MorphViewTree
import Testing

@testable import MorphScene

/// WidgetKit previews and views made views by a protocol that refines `View`; expectations
/// worked out by hand.
@Suite struct AppCodeWidgetTests {
  typealias S = SceneTestSupport

  /// A step-count widget written the way a widget extension is: an entry type, a protocol its
  /// views share, a configuration whose closure makes the view, and a preview with two entries.
  static let stepsWidget = """
    import SwiftUI
    import WidgetKit

    struct StepsEntry: TimelineEntry {
        let date: Date
        let steps: Int
    }

    protocol StepsWidgetView: View {
        var entry: StepsEntry { get }
    }

    extension StepsWidgetView {
        var goalReached: Bool { entry.steps >= 10_000 }
    }

    struct StepsView: StepsWidgetView {
        @Environment(\\.widgetFamily) private var family
        var entry: StepsEntry

        var body: some View {
            VStack {
                Text("\\(entry.steps) steps")
                if goalReached {
                    Text("Goal")
                        .padding()
                        .glassEffect()
                }
                if family == .systemMedium {
                    Text("Keep going")
                }
            }
            .widgetURL(URL(string: "steps://today"))
        }
    }

    struct StepsWidget: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "steps", provider: Provider()) { entry in
                StepsView(entry: entry)
            }
            .configurationDisplayName("Steps")
            .supportedFamilies([.systemSmall, .systemMedium])
        }
    }

    #Preview(as: .systemMedium) {
        StepsWidget()
    } timeline: {
        StepsEntry(date: .now, steps: 12_000)
        StepsEntry(date: .now, steps: 3_000)
    }
    """

  @Test func aWidgetPreviewShowsItsFirstEntryInItsFamily() throws {
    let scene = try S.scene(Self.stepsWidget)
    // StepsView conforms to View through StepsWidgetView, so it is the simulated view.
    #expect(scene.view.name == "StepsView")
    let evaluated = scene.evaluate(scene.initialState)
    // The first entry: 12 000 steps ≥ 10 000, so the goal's glass shows; the preview's family
    // is .systemMedium, so the medium-only line shows too.
    #expect(S.texts(evaluated.root) == ["12000 steps", "Goal", "Keep going"])
    #expect(try S.glass(Self.stepsWidget).count == 1)
    #expect(
      evaluated.diagnostics.contains {
        $0.id.id == "approximation" && $0.message.contains("first of its 2 timeline entries")
      })
  }

  @Test func theWidgetFamilyIsThePreviewsAndTheFirstEntryDecides() throws {
    // As a small widget with a first entry under the goal: no glass, no medium-only line.
    let small = Self.stepsWidget
      .replacingOccurrences(of: "as: .systemMedium", with: "as: .systemSmall")
      .replacingOccurrences(of: "steps: 12_000", with: "steps: 9_999")
    let scene = try S.scene(small)
    #expect(S.texts(scene.evaluate(scene.initialState).root) == ["9999 steps"])
    #expect(try S.glass(small).isEmpty)
  }
}
