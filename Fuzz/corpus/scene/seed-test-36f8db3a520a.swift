    import SwiftUI

    struct PinPad: View {
        @State private var pin = ""
        @Namespace private var glass

        var body: some View {
            VStack(spacing: 20) {
                Button("1") {
                    guard pin.count < PinPolicy.length else { return }
                    withAnimation(.bouncy) { pin += "1" }
                }
                .frame(width: 60, height: 60)
                .glassEffect()
                .glassEffectID("one", in: glass)
                if !pin.isEmpty {
                    Button("Clear") { withAnimation { pin = "" } }
                        .frame(width: 100, height: 40)
                        .glassEffect()
                        .glassEffectID("clear", in: glass)
                }
            }
        }
    }