      struct V: View {
          @State private var step = 0
          var body: some View {
              Button("next") { withAnimation { step = (step + 1) % 3 } }
              Button("reset") { step = 0 }
          }
      }