    struct Banner: View {
        @Environment(Store.self) private var store
        var body: some View {
            if store.showsBanner { Text("New").padding().glassEffect() }
        }
    }