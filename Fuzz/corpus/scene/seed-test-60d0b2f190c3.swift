      import SwiftUI

      struct SettingsView: View {
          var body: some View {
              VStack { OtherSection() }
          }
      }

      extension SettingsView {
          struct OtherSection: View {
              var body: some View {
                  VStack {
                      Text("Settings other")
                      DebugView()
                  }
                  .glassEffect()
              }
          }
      }

      struct DebugView: View {
          var body: some View {
              VStack { OtherSection() }
          }
      }

      private extension DebugView {
          struct OtherSection: View {
              var body: some View { Text("Debug other") }
          }
      }