          VStack {
              Color.clear.frame(width: 120, height: 40).glassEffect(in: .capsule)
              Color.clear.frame(width: 120, height: 40).glassEffect(in: .circle)
              Color.clear.frame(width: 120, height: 40).glassEffect(in: .rect(cornerRadius: 12))
              Color.clear.frame(width: 120, height: 40).glassEffect(in: .rect(cornerRadius: 50))
          }