      import SwiftUI

      extension View {
          @ViewBuilder
          func glassEffect(cornerRadius: CGFloat) -> some View {
              if #available(iOS 26, *) {
                  self.glassEffect(.regular, in: .rect(cornerRadius: cornerRadius))
              } else {
                  background(.ultraThinMaterial)
              }
          }
      }

      struct Badge: View {
          var body: some View { Text("New").glassEffect(cornerRadius: 8) }
      }

      struct Plain: View {
          var body: some View { Text("Old").padding() }
      }