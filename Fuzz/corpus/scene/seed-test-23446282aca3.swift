        struct Pill: View {
            @State private var isOpen = false
            var body: some View {
                Button("Open") {
                    1
                }
                .frame(width: isOpen ? 200 : 100)
                .glassEffect()
            }
        }