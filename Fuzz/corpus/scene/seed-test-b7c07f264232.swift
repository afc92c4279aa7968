        struct Tag: View {
            var body: some View {
                Text("Hello").font(1).padding().glassEffect()
            }
        }