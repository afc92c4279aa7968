      struct Tabs: View {
          var body: some View {
              TabView {
                  Tab("A", systemImage: "a.circle") { Text("A") }
                  Tab("B", systemImage: "b.circle") { Text("B") }
                  Tab("C", systemImage: "c.circle") { Text("C") }
                  Tab("D", systemImage: "d.circle") { Text("D") }
                  Tab(role: .search) { Text("Find") }
              }
          }
      }