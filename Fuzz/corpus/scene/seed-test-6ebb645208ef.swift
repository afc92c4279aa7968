      import SwiftUI

      enum Tokens {
          enum Color {
              static let accent: SwiftUI.Color = .orange
          }
          static let badge = Color.accent
      }

      struct Chips: View {
          var body: some View {
              HStack {
                  Text("Blue").padding().glassEffect(.regular.tint(Color.blue))
                  Text("Accent").padding().glassEffect(.regular.tint(Tokens.Color.accent))
                  Text("Badge").padding().glassEffect(.regular.tint(Tokens.badge))
              }
          }
      }