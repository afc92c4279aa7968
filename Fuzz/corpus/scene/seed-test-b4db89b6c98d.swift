          ZStack { Color.clear.frame(width: 184, height: 84).glassEffect(in: .rect(corners: .concentric)) }
              .padding(8)
              .glassEffect(in: .rect(cornerRadius: 28))