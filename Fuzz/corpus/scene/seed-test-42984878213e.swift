      import SwiftUI

      struct DayInfo {
          let sunrise: Date?
          let start: Date
          let isPolar: Bool

          var safeSunrise: Date {
              if let sunrise { return sunrise }
              if daylight <= 0 { return start }
              if daylight >= 86_400 { return start }
              return start
          }

          var daylight: TimeInterval {
              guard isPolar else {
                  return safeSunrise.distance(to: start) + safeSunrise.distance(to: start)
              }
              return 0
          }
      }

      struct DayRow: View {
          let info = DayInfo(sunrise: nil, start: .now, isPolar: SolarService.shared.isPolar)
          @State private var expanded = false

          var body: some View {
              Button(expanded ? "Less" : "More") { expanded.toggle() }
                  .padding()
                  .glassEffect()
                  .opacity(info.daylight > 0 ? 1 : 0.5)
          }
      }