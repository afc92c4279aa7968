          HStack {
              Button("Buy") {}.buttonStyle(.glass)
              Button { } label: { Image(systemName: "tag") }.buttonStyle(.glass).buttonBorderShape(.circle)
          }