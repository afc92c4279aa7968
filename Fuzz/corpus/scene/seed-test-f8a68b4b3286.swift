      import SwiftUI
      struct Stats: View {
          @State private var distance = 3.14159
          @State private var steps = 1200
          var body: some View {
              VStack {
                  Text("\1 km")
                  Text(distance, format: .number.precision(.fractionLength(2)))
                  Text(steps, format: .number)
                  Text(12.5, format: .currency(code: "USD"))
                  Text("\1) steps")
                  Text(distance.formatted(.percent))
                  Text("\1 total")
                  Text(String(format: "%05.2f|%x", distance, 255))
              }
              .padding()
              .glassEffect()
          }
      }