          HStack(spacing: 20) {
              Color.clear.frame(width: 80, height: 80).glassEffect(in: .circle).glassEffectUnion(id: "pair", namespace: ns)
              Color.clear.frame(width: 80, height: 80).glassEffect(in: .circle).glassEffectUnion(id: "pair", namespace: ns)
          }