      struct StartPage: View {
          @State private var vm = StartPageModel()
          @Query private var keys: [APIKey]
          var body: some View {
              VStack {
                  Button("How do I sign in?") { vm.showsGuide = true }
                      .buttonStyle(.glass)
                  Text("\(keys.count) keys saved")
              }
              .sheet($vm.showsGuide) {
                  Text("Open Settings, then Keys").padding().glassEffect()
              }
              .alert("Invalid key", isPresented: $vm.showsInvalidKey) {
                  Button("OK") {}
              }
          }
      }

      #Preview {
          StartPage()
      }