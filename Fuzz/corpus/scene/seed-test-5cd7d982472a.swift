      struct SyncBanner: View {
          @State private var failed = false
          var body: some View {
              Button("Sync") {
                  do {
                      try store.loadSnapshot(from: archiveURL, requireSharedContainer: true)
                  } catch {
                      failed = true
                  }
              }
              .buttonStyle(.glass)
          }
      }