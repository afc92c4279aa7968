          ZStack(alignment: .topLeading) {
              Color.clear.frame(width: 100, height: 60).glassEffect(in: .rect)
              Color.clear.frame(width: 40, height: 40).glassEffect(in: .rect)
          }