    import SwiftUI

    struct Pair: View {
        @State private var isApart = false

        var body: some View {
            ZStack {
                Color.gray
                GlassEffectContainer(spacing: 24) {
                    VStack(spacing: isApart ? 80 : 4) {
                        Color.clear.frame(width: 60, height: 60)
                            .glassEffect(.regular.tint(.blue), in: .circle)
                        Button("Split") { withAnimation(.smooth) { isApart.toggle() } }
                            .frame(width: 60, height: 60)
                            .foregroundStyle(.clear)
                            .glassEffect(.regular, in: .circle)
                    }
                }
            }
        }
    }