      struct V: View {
          var body: some View {
              Text("a").paddng().glassEfect().mask(Circle())
          }
      }