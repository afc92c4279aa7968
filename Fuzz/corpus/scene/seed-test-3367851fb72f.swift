      import SwiftUI

      struct DateFilterBar: View {
          @Binding var filter: ActivityFilter
          var body: some View {
              HStack {
                  if filter.minDate != nil {
                      Button("Reset") { filter.minDate = nil }
                          .buttonStyle(.glassProminent)
                  }
                  Button("Today") { filter.minDate = .now }
                      .buttonStyle(.glass)
              }
          }
      }