      struct V: View {
          @State private var loaded = false
          var body: some View {
              Button("Load") {
                  Task {
                      let data = await fetch()
                      withAnimation { loaded = true }
                  }
              }
          }
      }