      import SwiftUI

      struct SettingsRow: View {
          var body: some View {
              NavigationLink {
                  Text("Notifications").padding().glassEffect()
              } label: {
                  Label("Notifications", systemImage: "bell")
              }
          }
      }