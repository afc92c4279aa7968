      import SwiftUI
      enum Surfaces {
        static func card(cornerRadius: CGFloat) -> some View {
          RoundedRectangle(cornerRadius: cornerRadius)
            .fill(.clear)
            .frame(height: 80)
            .glassEffect(.regular, in: .rect(cornerRadius: cornerRadius))
        }
        static func divider() -> some View { Rectangle().frame(height: 1) }
      }