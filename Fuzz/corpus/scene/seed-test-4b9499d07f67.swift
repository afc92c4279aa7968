      import SwiftUI
      struct Dial: View {
          var body: some View {
              HStack {
                  ForEach(0..<(3 + .zero), id: \.self) { _ in
                      Text("•").frame(width: Double(10) * 2 * .pi, height: 44).glassEffect()
                  }
              }
          }
      }