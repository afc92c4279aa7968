      import SwiftUI

      struct FrostedEffect: ViewModifier {
          func body(content: Content) -> some View {
              content.blur(radius: 10).background(Color.white.opacity(0.2))
          }
      }

      extension View {
          func glassEffect() -> some View { modifier(FrostedEffect()) }
      }

      struct Bubble: View {
          var body: some View {
              Text("Hi").padding().glassEffect(.regular.tint(.blue), in: .rect(cornerRadius: 16))
          }
      }

      struct OldCard: View {
          var body: some View { Text("Old").glassEffect() }
      }