      struct Tabs: View {
          var body: some View {
              TabView {
                  Tab("Home", systemImage: "house") { Text("Home") }
                  Tab("Feed", systemImage: "heart") { Text("Feed") }
                  Tab("You", systemImage: "person") { Text("You") }
              }
          }
      }