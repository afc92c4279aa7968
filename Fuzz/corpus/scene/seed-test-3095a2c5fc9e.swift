          HStack(spacing: 10) {
              Color.red.glassEffect(in: .rect)
              Color.green.glassEffect(in: .rect)
              Color.blue.glassEffect(in: .rect)
          }