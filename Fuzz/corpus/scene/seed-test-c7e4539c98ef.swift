      import SwiftUI
      struct Dial: View {
          let dx = 3.0
          let dy = 4.0
          var body: some View {
              VStack {
                  Text("\1)")
                  Text(String(format: "%.3f", atan(1.0) * 4))
                  Text(String(format: "%.3f", acos(-1.0) + asin(1.0)))
                  Text("\1) \1) \1)")
              }
              .padding()
              .glassEffect()
          }
      }