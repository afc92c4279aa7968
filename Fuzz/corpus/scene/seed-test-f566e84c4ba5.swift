      struct Fruit: View {
          var body: some View {
              List {
                  DisclosureGroup("Fruits") {
                      Text("Apple")
                      Text("Pear")
                  }
                  DisclosureGroup("Always", isExpanded: .constant(true)) {
                      Text("Open")
                  }
                  Toggle("Sync", isOn: .constant(true))
              }
          }
      }