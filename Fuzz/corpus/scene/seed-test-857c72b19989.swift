      enum Mode { case a, b, c }
      struct V: View {
          @State private var on = false
          @State private var count = 0
          @State private var mode: Mode = .a
          var body: some View {
              Button("go") {
                  withAnimation(.spring(response: 0.3, dampingFraction: 0.8)) {
                      on.toggle()
                      count += 2
                  }
                  withAnimation { mode = .c }
                  if count > 1 { count -= 1 }
                  save()
              }
          }
      }