      import SwiftUI
      struct GlassBackground: ViewModifier {
        let shape: BackgroundShape
        func body(content: Content) -> some View {
          switch shape {
          case .roundedRect(let radius): content.glassEffect(in: .rect(cornerRadius: radius))
          case .circle: content.glassEffect(in: .circle)
          case .capsule: content.glassEffect(in: .capsule)
          }
        }
      }