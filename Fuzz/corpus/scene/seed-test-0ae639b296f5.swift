    struct Fade: View {
        @State private var shown = false
        var body: some View {
            Text("Hi").padding().glassEffect()
                .opacity(shown ? 1 : 0)
                .onAppear { withAnimation { shown = true } }
        }
    }