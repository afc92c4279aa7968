      import SwiftUI
      import UIKit

      extension Color {
          public static var brand: Color {
              Color(UIColor(red: 2 / 255, green: 113 / 255, blue: 1, alpha: 1))
          }
      }

      struct Chips: View {
          var body: some View {
              HStack {
                  Text("A").glassEffect(.regular.tint(.brand))
                  Text("B").glassEffect(.regular.tint(Color(nsColor: NSColor(white: 0.2, alpha: 0.5))))
              }
          }
      }