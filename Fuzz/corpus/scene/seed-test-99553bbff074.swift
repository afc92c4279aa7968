      struct UpdateSheet: View {
          @State private var showsStore = false
          var body: some View {
              Button("Update") { showsStore = true }
                  .buttonStyle(.glass)
                  .appStoreOverlay($showsStore, id: 1639409934)
          }
      }