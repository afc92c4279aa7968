          HStack {
              Color.clear.frame(width: 44, height: 44).glassEffect(in: .circle)
              Spacer()
              Color.clear.frame(width: 44, height: 44).glassEffect(in: .circle)
          }