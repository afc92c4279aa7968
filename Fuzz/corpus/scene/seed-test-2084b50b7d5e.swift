      struct SearchBar: View {
          @State private var isMenuShown = false
          var body: some View {
              HStack {
                  Text("3 of 12")
                  if isMenuShown {
                      Image(systemName: "ellipsis").padding().glassEffect()
                  }
              }
              .onAppear {
                  withAnimation(nil) { isMenuShown = false }
                  DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(750)) {
                      withAnimation(nil) { isMenuShown = true }
                  }
              }
          }
      }