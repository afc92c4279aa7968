      struct V: View {
          @State private var offset = 0.0
          var body: some View {
              Text("a")
                  .gesture(DragGesture().onChanged { value in offset = 1 }.onEnded { _ in offset = 0 })
                  .glassEffect()
          }
      }