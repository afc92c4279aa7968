      import SwiftUI

      struct PillStyle: ButtonStyle {
          let tint: Color
          func makeBody(configuration: Configuration) -> some View {
              configuration.label
                  .padding()
                  .glassEffect(.regular.tint(tint).interactive())
          }
      }

      extension ButtonStyle where Self == PillStyle {
          static func pill(tint: Color = .red) -> PillStyle { PillStyle(tint: tint) }
      }

      struct Actions: View {
          var body: some View {
              VStack {
                  Button("Send") {}.buttonStyle(.pill())
                  Button("Keep") {}.buttonStyle(.pill(tint: .green))
              }
          }
      }