      import SwiftUI

      extension View {
          @ViewBuilder func glassButtonStyle(prominent: Bool) -> some View {
              if prominent { prominentGlassButtonStyle() } else { plainGlassButtonStyle() }
          }
          func plainGlassButtonStyle() -> some View { buttonStyle(.glass) }
          func prominentGlassButtonStyle() -> some View { self.buttonStyle(.glassProminent) }
      }

      struct Actions: View {
          var body: some View {
              GlassEffectContainer {
                  HStack {
                      Button("Save") { }.glassButtonStyle(prominent: true)
                      Button("Later") { }.glassButtonStyle(prominent: false)
                  }
              }
          }
      }