      final class Settings: ObservableObject {
          @Published var isClear = false
      }

      struct Switcher: View {
          @ObservedObject var settings: Settings
          var body: some View {
              Button("Flip") { settings.isClear.toggle() }
                  .glassEffect(settings.isClear ? .clear : .regular)
          }
      }

      struct Root: View {
          @StateObject private var settings = Settings()
          var body: some View { Switcher(settings: settings) }
      }