      import SwiftUI
      struct Dot: View {
          let highlighted: Bool
          var body: some View {
              if highlighted {
                  Circle().frame(width: 12, height: 12).glassEffect()
              } else {
                  Circle().frame(width: 12, height: 12)
              }
          }
      }
      struct DayCell: View {
          let isHighlighted: Bool
          let isSelected: Bool
          let isPreview: Bool
          var body: some View {
              VStack {
                  Dot(highlighted: isHighlighted || isSelected)
                  Dot(highlighted: isPreview && false)
              }
          }
      }