      import SwiftUI

      enum Thickness { case thin, thick }

      extension View {
          func glassEffect(_ thickness: Thickness) -> some View {
              background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 16))
          }
      }

      struct GlassEffectContainer<Content: View>: View {
          @ViewBuilder var content: Content
          var body: some View { VStack { content } }
      }

      struct DeckRow: View {
          var body: some View {
              GlassEffectContainer {
                  Text("Verbs").glassEffect(.thin)
              }
          }
      }