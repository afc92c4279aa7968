          HStack {
              Color.clear.frame(width: 44, height: 44)
              Spacer(minLength: 30)
              Color.clear.frame(width: 44, height: 44)
          }
          .fixedSize()
          .glassEffect()