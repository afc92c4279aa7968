      import SwiftUI
      struct Dial: View {
          let dx = 3.0
          let dy = 4.0
          var body: some View {
              VStack {
                  Text("\(hypot(dx, dy))")
                  Text(String(format: "%.3f", atan(1.0) * 4))
                  Text(String(format: "%.3f", acos(-1.0) + asin(1.0)))
                  Text("\(log10(1000.0)) \(log2(8.0)) \(fmod(7.5, 2.0))")
              }
              .padding()
              .glassEffect()
          }
      }