      struct ReaderSettings: View {
          @AppStorage("reader.compact") private var compact = false
          @SceneStorage("reader.hints") private var showsHints = true
          var body: some View {
              VStack {
                  Button(compact ? "Comfortable" : "Compact") {
                      withAnimation(.snappy) { compact.toggle() }
                  }
                  .frame(height: compact ? 44 : 64)
                  .glassEffect()
                  Button("Hints") { showsHints.toggle() }
              }
          }
      }