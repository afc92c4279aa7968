      struct Panel: View {
          var body: some View {
              Text("New").frame(width: "wide", height: 80).glassEffect()
          }
      }