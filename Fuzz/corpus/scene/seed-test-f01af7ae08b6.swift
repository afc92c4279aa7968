          HStack(spacing: 30) {
              ForEach(0..<3) { _ in
                  Color.clear.frame(width: 44, height: 44).glassEffect(in: .circle)
              }
          }
          .padding()