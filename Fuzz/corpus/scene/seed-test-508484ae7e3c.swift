      import SwiftUI

      enum Elevation { case flat, glass }

      extension View {
          func elevated(_ elevation: Elevation) -> some View {
              shadow(radius: elevation == .glass ? 12 : 0)
          }
      }

      struct EventCard: View {
          var body: some View { Text("Dinner").elevated(.glass) }
      }

      struct JoinButton: View {
          var body: some View {
              Button("Join") {}.buttonStyle(.glassProminent)
          }
      }