      import SwiftUI

      struct PillLabelStyle: LabelStyle {
          let spacing: CGFloat
          func makeBody(configuration: Configuration) -> some View {
              HStack(spacing: spacing) {
                  configuration.icon
                  configuration.title
              }
              .padding(Self.inset)
              .glassEffect(.regular, in: .capsule)
          }
          static var inset: CGFloat { 10 }
      }

      struct Chip: View {
          var body: some View {
              Label("Favorites", systemImage: "star").labelStyle(PillLabelStyle(spacing: 6))
          }
      }