      struct V: View {
          @Namespace private var ns
          var body: some View {
              GlassEffectContainer(spacing: 24) {
                  Text("a")
                      .glassEffect(.clear.tint(.blue.opacity(0.5)).interactive(), in: .rect(cornerRadius: 12))
                      .glassEffectID("a", in: ns)
                      .glassEffectUnion(id: "u", namespace: ns)
                      .glassEffectTransition(.materialize)
                  Text("b").glassEffect(isEnabled: false)
              }
          }
      }