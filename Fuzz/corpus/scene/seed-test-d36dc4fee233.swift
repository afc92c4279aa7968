      import SwiftUI
      struct GlassButtonIfAvailable: ViewModifier {
        func body(content: Content) -> some View {
          if #available(iOS 26.0, *) {
            content.buttonStyle(.glass)
          } else {
            content
          }
        }
      }
      extension View {
        func glassButtonIfAvailable() -> some View { modifier(GlassButtonIfAvailable()) }
      }