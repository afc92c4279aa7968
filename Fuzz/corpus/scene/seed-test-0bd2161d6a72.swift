      import SwiftUI

      final class Counter {
          static let shared = Counter()
          var taps = 0
      }

      struct Tapper: View {
          @State private var shown = 0
          var body: some View {
              Button("Tap \(shown)") {
                  Counter.shared.taps += 1
                  shown = Counter.shared.taps
              }
              .buttonStyle(.glass)
          }
      }