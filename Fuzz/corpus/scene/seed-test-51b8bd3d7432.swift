      struct Väljare: View {
          @State private var ärExpanderad = false
          @State private var antal = 2
          var body: some View {
              Button("Visa \(antal * 2) \(ärExpanderad ? "mer" : "mindre")") {
                  withAnimation(.smooth) { ärExpanderad.toggle() }
              }
          }
      }