          ScrollView(.horizontal) {
              HStack { ForEach(0..<5) { _ in Color.clear.frame(width: 100, height: 50).glassEffect(in: .rect) } }
          }