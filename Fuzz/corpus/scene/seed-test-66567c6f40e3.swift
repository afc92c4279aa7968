      import SwiftUI

      struct SupplementStyle: PrimitiveButtonStyle {
          func makeBody(configuration: Configuration) -> some View {
              Button { configuration.trigger() } label: {
                  configuration.label.padding().glassEffect(.regular.interactive())
              }
          }
      }

      struct Supplement: View {
          var body: some View {
              Button("Play") { }.buttonStyle(SupplementStyle())
          }
      }