      import SwiftUI
      enum CompatShape { case rect(cornerRadius: CGFloat), circle }
      enum CompatStyle { case regular, clear }
      extension View {
        @ViewBuilder
        func compatGlass(_ style: CompatStyle, in shape: CompatShape) -> some View {
          switch (style, shape) {
          case (.regular, .rect(let radius)): self.glassEffect(.regular, in: .rect(cornerRadius: radius))
          case (.regular, .circle): self.glassEffect(.regular, in: .circle)
          case (.clear, _): self.glassEffect(.clear)
          }
        }
      }