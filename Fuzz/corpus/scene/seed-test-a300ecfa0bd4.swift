      import SwiftUI
      struct Screen: View {
          var body: some View {
              VStack {
                  Button("Save") {}.buttonStyle(.glassProminent)
                  Button("Delete") {}.buttonStyle(.glassProminent).tint(.red)
                  Color.accentColor.frame(width: 10, height: 10)
              }
          }
      }