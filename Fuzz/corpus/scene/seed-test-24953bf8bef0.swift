      import SwiftUI

      extension Animation {
          static func quick(_ duration: Double) -> Animation { .spring(duration: duration, bounce: 0.2) }
      }

      extension Color {
          static func brand(opacity: Double = 1) -> Color { Color(red: 1, green: 0, blue: 0).opacity(opacity) }
      }

      struct Nudge: View {
          @State private var moved = false
          var body: some View {
              Button("Go") { withAnimation(.quick(0.3)) { moved.toggle() } }
                  .padding()
                  .glassEffect(.regular.tint(.brand(opacity: 0.5)))
                  .offset(x: moved ? 40 : 0)
          }
      }