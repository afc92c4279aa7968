      struct V: View {
          @State private var a = 0
          @State private var b = 0
          @State private var c = 0
          var body: some View {
              Button("go") {
                  withAnimation(.bouncy) {
                      a = 1
                      withAnimation(.easeIn) { b = 1 }
                      withAnimation(nil) { c = 1 }
                  }
              }
          }
      }