      struct Search: View {
          @State private var query = ""
          var body: some View {
              HStack(spacing: 8) {
                  Image(systemName: "magnifyingglass")
                      .frame(width: 20, height: 20)
                  TextField("Search", text: $query)
                      .glassEffect()
              }
              .frame(width: 300)
          }
      }