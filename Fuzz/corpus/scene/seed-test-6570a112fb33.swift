          VStack(spacing: 0) {
              GlassEffectContainer(spacing: 40) { Color.clear.frame(width: 44, height: 44).glassEffect() }
              GlassEffectContainer { Color.clear.frame(width: 44, height: 44).glassEffect() }
          }