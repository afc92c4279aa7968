      struct Loader: View {
          @State private var hasAppeared = false
          @State private var showsControls = false
          var body: some View {
              ZStack {
                  Text("Loading")
                  if showsControls {
                      Button("Settings") {}.glassEffect()
                  }
              }
              .opacity(hasAppeared ? 1 : 0)
              .onAppear { withAnimation(.smooth) { hasAppeared = true } }
              .task {
                  try? await Task.sleep(for: .seconds(5))
                  await MainActor.run { showsControls = true }
              }
          }
      }