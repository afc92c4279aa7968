    struct Wobbly: View {
        @State private var on = false
        var body: some View {
            Button("Go") { withAnimation { on.toggle() } }
                .wobble(3)
                .shimmer()
                .sparkle()
                .twinkle()
                .glassEffect()
                .glassEffectID("a", in: ns)
            Text("Copy").glassEffect().glassEffectID("a", in: ns)
        }
        @Namespace private var ns
    }