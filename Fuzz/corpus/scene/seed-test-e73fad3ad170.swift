        struct Pill: View {
            @State private var isOpen = false
            var body: some View {
                Button("Open") {
                    if isOpen {
                        withAnimation(.smooth) { isOpen = false }
                    } else {
                        withAnimation(.snappy) { isOpen = true }
                    }
                }
                .frame(width: isOpen ? 200 : 100)
                .glassEffect()
            }
        }