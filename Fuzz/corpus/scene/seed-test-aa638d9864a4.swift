      import SwiftUI
      struct Frosted: ViewModifier {
        func body(content: Content) -> some View { content.glassEffect() }
      }
      extension View {
        func frosted() -> some View { modifier(Frosted()) }
      }