        struct Pill: View {
            @State private var isOpen = false
            var body: some View {
                Button("Open") {
                    withAnimation(.spring(response: 0.5,
                                          dampingFraction: 0.7)) {
                        isOpen.toggle()
                    }
                }
                .frame(width: isOpen ? 200 : 100)
                .glassEffect()
            }
        }