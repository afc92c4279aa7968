      import SwiftUI

      @Observable
      final class Settings {
          static let shared = Settings()
          var title = "Shared"
      }

      @Observable
      final class Store {
          var settings: Settings = .shared
          var isOpen = false
      }

      struct Panel: View {
          @State private var store = Store()

          var body: some View {
              Button(store.settings.title) {
                  withAnimation(.bouncy) { store.isOpen.toggle() }
              }
              .frame(width: store.isOpen ? 200 : 100, height: 44)
              .glassEffect()
          }
      }