          HStack {
              Color.clear.frame(width: 40, height: 40).glassEffect(in: .rect).offset(x: 10, y: -5)
              Color.clear.frame(width: 40, height: 40).glassEffect(in: .rect)
          }