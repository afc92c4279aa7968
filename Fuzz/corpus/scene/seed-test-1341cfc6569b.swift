      import SwiftUI

      extension Color {
          static var loop: Color { .loop }
          static let stored = Color.stored
      }

      struct Loops: View {
          var body: some View {
              HStack {
                  Text("A").foregroundStyle(.loop).padding().glassEffect()
                  Text("B").foregroundStyle(Color.stored).padding().glassEffect()
              }
          }
      }