      import SwiftUI

      struct Settings: View {
          @State private var sounds = true
          var body: some View {
              List {
                  Section("General") {
                      Toggle("Sounds", isOn: $sounds)
                      Text("About")
                  }
                  .listRowBackground(Color.clear.glassEffect(in: .rect(cornerRadius: 12)))
              }
          }
      }