      struct Two: View {
          @State private var a = false
          @State private var b = false
          @State private var c = 0
          var body: some View {
              Button("Go") {
                  c += 1
                  withAnimation(.bouncy) { a.toggle() }
                  withAnimation(.smooth) { b.toggle() }
              }
          }
      }