    struct Filters: View {
        @State private var selection = 0
        @State private var showsClear = false
        var body: some View {
            VStack(spacing: 20) {
                Picker("Filter", selection: $selection) {
                    Text("All").tag(0)
                    Text("Unread").tag(1)
                }
                .pickerStyle(.segmented)
                if showsClear {
                    Button("Clear") { withAnimation(.bouncy) { selection = 0 } }
                        .buttonStyle(.glass)
                }
            }
            .onChange(of: selection) { oldValue, newValue in
                showsClear = newValue != 0
            }
        }
    }