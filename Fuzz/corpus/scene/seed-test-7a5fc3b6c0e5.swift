      import SwiftUI

      struct PillStyle: ButtonStyle {
          let tint: Color
          func makeBody(configuration: Configuration) -> some View {
              configuration.label.padding().glassEffect(.regular.tint(tint))
          }
      }

      extension ButtonStyle where Self == PillStyle {
          static func warning() -> Self { .init(tint: .orange) }
      }

      struct Alert: View {
          var body: some View { Button("Retry") {}.buttonStyle(.warning()) }
      }