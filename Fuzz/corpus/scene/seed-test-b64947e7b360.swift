    import SwiftUI

    struct SquishStyle: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label
                .padding(.horizontal, 24)
                .padding(.vertical, 12)
                .glassEffect(.regular.interactive())
                .scaleEffect(configuration.isPressed ? 0.8 : 1)
                .animation(.snappy, value: configuration.isPressed)
        }
    }

    struct PlainStyle: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label.padding().glassEffect()
        }
    }

    struct SaveBar: View {
        @State private var saved = false
        var body: some View {
            VStack {
                Button(saved ? "Saved" : "Save") { saved = true }
                    .buttonStyle(SquishStyle())
                Button("Share") { }
                    .buttonStyle(PlainStyle())
            }
        }
    }