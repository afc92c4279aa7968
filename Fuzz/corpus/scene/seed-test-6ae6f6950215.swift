      struct Loop: View {
          @State private var a = 0
          @State private var b = 0
          var body: some View {
              Button("Go") { a += 1 }
                  .onChange(of: a) { b += 1 }
                  .onChange(of: b) { a += 1 }
          }
      }