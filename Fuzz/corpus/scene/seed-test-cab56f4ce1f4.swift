    import SwiftUI

    struct Banner: View {
        @Environment(Store.self) private var store
        @Namespace private var glass

        var body: some View {
            if store.showsBanner {
                Text("New")
                    .frame(width: 200, height: 60)
                    .glassEffect()
                    .glassEffectID("banner", in: glass)
            }
        }
    }