      VStack(spacing: 10) {
        Text("Hello").font(.custom("DejaVu Sans", size: 20)).glassEffect()
        Text("Hello").font(.custom("DejaVuSans-Bold", size: 20)).glassEffect()
        Text("Hello").font(.custom("DejaVu Sans", size: 20).weight(.bold)).glassEffect()
      }