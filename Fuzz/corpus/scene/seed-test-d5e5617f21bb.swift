      import SwiftUI
      struct Frosted: ViewModifier {
        var radius: CGFloat
        func body(content: Content) -> some View {
          content.glassEffect(.regular, in: .rect(cornerRadius: radius))
        }
      }
      struct Pill: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
          configuration.label.padding().glassEffect(.regular.tint(.blue).interactive())
        }
      }
      struct Outline: ViewModifier {
        func body(content: Content) -> some View { content.border(.gray) }
      }
      extension View {
        func frosted() -> some View { modifier(Frosted(radius: 20)) }
        func themed(_ theme: AppTheme) -> some View { modifier(Frosted(radius: theme.radius)) }
      }