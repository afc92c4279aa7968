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
        @Environment(\.widgetFamily) private var family
        var entry: StepsEntry

        var body: some View {
            VStack {
                Text("\(entry.steps) steps")
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