      struct Still: View {
          var body: some View { Text("Hi").padding().glassEffect() }
      }