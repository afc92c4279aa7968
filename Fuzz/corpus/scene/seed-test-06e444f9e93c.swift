        struct V: View {
            @State private var more = false
            @Namespace private var ns
            var body: some View {
                HStack(spacing: 10) {
                    Text("A").padding().glassEffect()
                    Text("B").padding().glassEffect(.clear).glassEffectID("b", in: ns)
                    Button("More") { more.toggle() }
                    if more { Text("C").padding().glassEffect().glassEffectID("c", in: ns) }
                }
            }
        }