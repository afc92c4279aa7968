    import SwiftUI

    struct OrderView: View {
        @State private var showsAdvanced = false

        var body: some View {
            VStack(spacing: 16) {
                DisclosureGroup("Details") {
                    Text("Shipping in 2 days").padding().glassEffect()
                }
                DisclosureGroup(isExpanded: $showsAdvanced) {
                    Text("Gift wrap").padding().glassEffect()
                } label: {
                    Label("More", systemImage: "gear")
                }
            }
        }
    }