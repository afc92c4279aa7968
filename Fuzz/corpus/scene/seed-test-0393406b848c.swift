          HStack {
              Color.clear.frame(width: 40, height: 40).glassEffect(in: .circle).glassEffectUnion(id: "u", namespace: ns)
              Color.clear.frame(width: 40, height: 40).glassEffect(in: .circle).glassEffectUnion(id: "u", namespace: ns)
              Color.clear.frame(width: 40, height: 40).glassEffect(.clear, in: .circle).glassEffectUnion(id: "u", namespace: ns)
          }