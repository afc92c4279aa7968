          VStack {
              Color.clear.frame(width: 100, height: 40).glassEffect(.regular, in: .buttonBorder)
                  .buttonBorderShape(.roundedRectangle(radius: 8))
              Color.clear.frame(width: 100, height: 40).glassEffect(.regular, in: .buttonBorder)
                  .buttonBorderShape(.circle)
              Color.clear.frame(width: 100, height: 40).glassEffect(.regular, in: .buttonBorder)
          }