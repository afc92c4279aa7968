        struct Wizard: View {
            @State private var step = 1
            @State private var revealed = false
            var body: some View {
                VStack {
                    if step == 1 {
                        Button("Next") { withAnimation { step = 2 } }
                    } else {
                        Button("Reveal") { withAnimation { revealed = true } }
                        if revealed { Text("Done").padding().glassEffect() }
                    }
                }
            }
        }