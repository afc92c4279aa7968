    import SwiftUI

    struct Composer: View {
        @State private var isOpen = false
        @Namespace private var glass

        var body: some View {
            ZStack {
                Color.white
                GlassEffectContainer {
                    if isOpen {
                        VStack(alignment: .leading, spacing: 8) {
                            Text("New Message").font(.headline)
                            Text("A long line of body text that is wider than the button.")
                        }
                        .foregroundStyle(1)
                        .padding(20)
                        .frame(width: 320)
                        .glassEffect(.regular, in: .rect(cornerRadius: 28))
                        .glassEffectID("compose", in: glass)
                    } else {
                        Button("Compose") { withAnimation1 { isOpen = true } }
                            .foregroundStyle(1)
                            .frame(width: 56, height: 56)
                            .glassEffect(.regular, in: .circle)
                            .glassEffectID("compose", in: glass)
                    }
                }
            }
        }
    }