      struct Page: View {
          var body: some View {
              NavigationStack {
                  Text("Hi")
                      .toolbar {
                          ToolbarItem(placement: .topBarTrailing) {
                              Button("Share", systemImage: "square.and.arrow.up") {}
                          }
                      }
              }
          }
      }