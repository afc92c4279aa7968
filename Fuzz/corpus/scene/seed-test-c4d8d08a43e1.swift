      @Observable class Store {
          var count = 0
      }

      struct Counter: View {
          @Environment(Store.self) private var store
          var body: some View {
              Button("Count \(store.count)") { store.count = (store.count + 1) % 3 }
          }
      }

      #Preview {
          Counter().environment(Store())
      }