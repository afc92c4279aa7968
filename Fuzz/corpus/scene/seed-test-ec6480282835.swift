        struct Pill: View {
            @State private var open = false
            var body: some View {
                Button("Open") { withAnimation { open.toggle() } }.glassEffect()
            }
        }