      import SwiftUI

      extension Double {
          func clamped(to range: ClosedRange<Double>) -> Double {
              min(max(self, range.lowerBound), range.upperBound)
          }
          var half: Double { self / 2 }
      }

      extension String {
          var shouted: String { uppercased() + "!" }
      }

      struct Meter: View {
          @State private var level = 1.4

          var body: some View {
              VStack {
                  Text("go".shouted)
                  Color.clear
                      .frame(width: 100 * level.clamped(to: 0...1), height: 20)
                      .glassEffect(in: .rect)
                  if (0.5...1).contains(level) {
                      Color.clear.frame(width: Double(40).half, height: 20).glassEffect()
                  }
                  Button("Less") { level -= 0.6 }
              }
          }
      }