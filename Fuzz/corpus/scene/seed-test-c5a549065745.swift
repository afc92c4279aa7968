      import SwiftUI
      struct Stats: View {
          @State private var distance = 3.14159
          @State private var steps = 1200
          var body: some View {
              VStack {
                  Text("\(distance, specifier: "%.1f") km")
                  Text(distance, format: .number.precision(.fractionLength(2)))
                  Text(steps, format: .number)
                  Text(12.5, format: .currency(code: "USD"))
                  Text("\(steps.formatted()) steps")
                  Text(distance.formatted(.percent))
                  Text("\(steps, format: .number) total")
                  Text(String(format: "%05.2f|%x", distance, 255))
              }
              .padding()
              .glassEffect()
          }
      }