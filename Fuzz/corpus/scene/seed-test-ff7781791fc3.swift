      import SwiftUI

      extension Color {
          init(hex: String) {
              let hex = hex.trimmingCharacters(in: CharacterSet.alphanumerics.inverted)
              var int: UInt64 = 0
              Scanner(string: hex).scanHexInt64(&int)
              let r = Double((int >> 16) & 0xFF) / 255
              let g = Double((int >> 8) & 0xFF) / 255
              let b = Double(int & 0xFF) / 255
              self.init(red: r, green: g, blue: b)
          }
      }

      struct Swatches: View {
          var body: some View {
              HStack {
                  Circle().frame(width: 40, height: 40).glassEffect(.regular.tint(Color(hex: "#2F7CF6")))
                  Circle().frame(width: 40, height: 40).glassEffect(.regular.tint(Color(hex: "F80")))
                  Circle().frame(width: 40, height: 40).glassEffect(.regular.tint(Color(hex: "#802F7CF6")))
              }
          }
      }