      import SwiftUI

      enum CardStyle { case regular, interactive }

      extension View {
          func glassEffect(in shape: some Shape) -> some View {
              glassEffect(CardStyle.regular, in: shape)
          }
          func glassEffect(_ style: CardStyle, in shape: some Shape) -> some View {
              background(shape.fill(.ultraThinMaterial))
          }
          func glassEffect(tint: Color) -> some View {
              if #available(iOS 26, *) {
                  glassEffect(tint: tint)
              }
          }
      }

      struct PostCard: View {
          var body: some View { Text("Post").glassEffect(in: RoundedRectangle(cornerRadius: 20)) }
      }

      struct CommentBar: View {
          var body: some View { Text("Reply").glassEffect(.interactive, in: Capsule()) }
      }

      struct TintedBadge: View {
          var body: some View { Text("New").glassEffect(tint: .blue) }
      }

      struct RealGlass: View {
          var body: some View { Text("Real").glassEffect() }
      }