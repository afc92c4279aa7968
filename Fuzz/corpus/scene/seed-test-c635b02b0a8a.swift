      struct ListingsHeader: View {
          var source: Source = .demo
          var body: some View {
              HStack {
                  if source.features.providesHome {
                      Text("Home").padding().glassEffect()
                  }
                  Text("Latest").padding().glassEffect()
              }
          }
      }