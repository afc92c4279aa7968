    import SwiftUI

    struct Confetti: View {
        @State private var angle: Double = 80

        var body: some View {
            VStack {
                ForEach(0..<6, id: \.self) { _ in
                    Text("\(CGFloat.random(in: 0.5...1.5))")
                }
                Text("\(Int.random(in: 1..<4))")
                Button("Spin") {
                    withAnimation { angle = Double(Int.random(in: -90...270)) }
                }
                .buttonStyle(.glass)
                .rotationEffect(.degrees(angle))
            }
        }
    }