    import SwiftUI

    struct Confetti: View {
        @State private var angle: Double = 80

        var body: some View {
            VStack {
                ForEach(0..<6, id: \\.self) { _ in
                    Text("\1)")
                }
                Text("\1)")
                Button("Spin") {
                    withAnimation { angle = Double(Int.random(in: -90...270)) }
                }
                .buttonStyle(.glass)
                .rotationEffect(.degrees(angle))
            }
        }
    }