      import SwiftUI
      struct Stop: Identifiable { let id: Int; let name: String }
      struct StopCard: View {
          var selection: Stop? = nil
          var body: some View {
              VStack {
                  Text("Nearby")
                  if let selection { Text(selection.name).padding().glassEffect() }
              }
          }
      }