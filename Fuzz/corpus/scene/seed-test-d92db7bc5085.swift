      import SwiftUI
      struct Devices: View {
          @State private var selected: Set<String> = []
          @State private var isConfirming = false
          var body: some View {
              VStack {
                  DeviceRow(name: "Phone") {
                      guard !selected.isEmpty else { return }
                      selected.removeAll()
                  } onDelete: {
                      selected.insert("Phone")
                      isConfirming = true
                  }
                  SectionCard {
                      Text("Storage").padding().glassEffect()
                  }
              }
          }
      }