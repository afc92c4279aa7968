        struct Pill: View {
            @State private var isOpen = false
            var body: some View {
                Button("Open") { withAnimation(.bouncy) { isOpen.toggle() } }
                    .frame(width: isOpen ? 200 : 100)
                    .glassEffect()
            }
        }