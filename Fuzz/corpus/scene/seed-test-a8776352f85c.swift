      import SwiftUI
      extension View {
        func glassEffect(cornerRadius: CGFloat) -> some View {
          glassEffect(.regular, in: RoundedRectangle(cornerRadius: cornerRadius))
        }
      }
      struct Bar: View {
        var body: some View {
          HStack {
            Text("A").frame(width: 80, height: 40).glassEffect(cornerRadius: 10)
            Text("B").glassEffect(.regular, in: Capsule())
          }
        }
      }