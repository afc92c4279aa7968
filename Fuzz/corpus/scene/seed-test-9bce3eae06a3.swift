      import SwiftUI
      struct FilterBar: View {
          @Environment(TaskStore.self) private var store
          var body: some View {
              VStack {
                  Text(store.filter)
                  Button("Today") { store.filter = "Today" }
                  if store.filter == "Today" {
                      Text("Due").padding().glassEffect()
                  }
              }
          }
      }