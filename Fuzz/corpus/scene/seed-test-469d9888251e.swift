          HStack(spacing: 10) {
              Group {
                  Color.clear.frame(width: 20, height: 20).glassEffect()
                  Color.clear.frame(width: 20, height: 20).glassEffect()
              }
              EmptyView()
              Color.clear.frame(width: 20, height: 20).glassEffect()
          }