        struct Fan: View {
            @State private var isOpen = true
            var body: some View {
                VStack {
                    if isOpen {
                        ForEach(0..<3) { _ in Fan() }
                    }
                    Button("Toggle") { withAnimation { isOpen.toggle() } }.glassEffect()
                }
            }
        }