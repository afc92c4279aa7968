        struct Banner: View {
            @Environment(Store.self) private var store
            @State private var expanded = false
            var body: some View {
                if store.showsBanner {
                    Text("New")
                        .frame(width: 200, height: expanded ? 120 : 60)
                        .glassEffect()
                        .onTapGesture { withAnimation { expanded.toggle() } }
                }
            }
        }