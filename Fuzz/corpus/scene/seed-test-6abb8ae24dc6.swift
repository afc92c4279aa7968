      struct CopyButton: View {
          @State private var copied = false
          var body: some View {
              HStack {
                  if copied { Image(systemName: "checkmark") }
                  Button("Copy") {
                      withAnimation(.easeInOut(duration: 0.15)) { copied = true }
                      DispatchQueue.main.asyncAfter(deadline: .now() + 1.2) {
                          withAnimation { copied = false }
                      }
                  }
                  .buttonStyle(.glass)
              }
          }
      }