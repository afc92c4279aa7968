    import SwiftUI

    struct Banner: View {
        @Environment(Store.self) private var store
        @State private var expanded = false
        @Namespace private var glass

        var body: some View {
            if store.showsBanner {
                Text("New messages")
                    .frame(width: 200, height: expanded ? 120 : 60)
                    .glassEffect(in: .rect(cornerRadius: 20))
                    .glassEffectID("banner", in: glass)
                    .onTapGesture { withAnimation(.bouncy) { expanded.toggle() } }
            }
        }
    }