        struct Card: View {
            @State private var dimmed = false
            @State private var shown = false
            var body: some View {
                VStack {
                    Button("Dim") { withAnimation { dimmed.toggle() } }
                        .opacity(dimmed ? 0.5 : 1)
                    Button("Show") { withAnimation(.bouncy) { shown.toggle() } }
                    if shown {
                        Text("Hello").padding().glassEffect()
                    }
                }
            }
        }