      import SwiftUI
      struct Rings: View {
          var body: some View {
              VStack {
                  Circle().stroke(.red, style: StrokeStyle(lineWidth: .infinity, dash: [4]))
                  Circle().strokeBorder(lineWidth: -5)
                  Circle().stroke(.blue, style: .init(lineWidth: 3))
                  Text("a").glassEffect()
              }
          }
      }