      struct Väljare: View {
          @State private var ärExpanderad = false
          @State private var antal = 2
          var body: some View {
              Button("Visa \1 \1") {
                  withAnimation(.smooth) { ärExpanderad.toggle() }
              }
          }
      }