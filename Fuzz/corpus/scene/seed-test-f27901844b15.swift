    import SwiftUI

    struct Composer: View {
        @State private var isOpen = false
        @Namespace private var glass

        var body: some View {
            GlassEffectContainer {
                if isOpen {
                    VStack(alignment: .leading, spacing: 8) {
                        Text("New Message").font(.headline)
                        Text("The morph should carry this line with it.")
                        Button("Close") { withAnimation1 { isOpen = false } }
                    }
                    .padding(20)
                    .frame(width: 300)
                    .glassEffect(.regular, in: .rect(cornerRadius: 28))
                    .glassEffectID("compose", in: glass)
                } else {
                    Button { withAnimation1 { isOpen = true } } label: {
                        Image(systemName: "square.and.pencil").frame(width: 56, height: 56)
                    }
                    .glassEffect(.regular, in: .circle)
                    .glassEffectID("compose", in: glass)
                }
            }
        }
    }