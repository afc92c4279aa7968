      @Observable
      final class Model {
          var isOpen = helper(1) { isOpen.toggle() }
      }

      struct Screen: View {
          @State private var model = Model()
          var body: some View {
              Text("x").padding().glassEffect()
          }
      }