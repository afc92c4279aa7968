      VStack {
        Text("Hello").font(.custom("DejaVu Sans", size: 20)).glassEffect()
        Text("Hello").font(.custom("Avenir Next", size: 20)).glassEffect()
      }