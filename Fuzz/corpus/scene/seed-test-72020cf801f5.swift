      import SwiftUI

      struct Settings: View {
          @Environment(Store.self) private var store
          var body: some View {
              @Bindable var store = store
              Text("Settings")
                  .sheet(isPresented: $store.showsPaywall) {
                      Text("Go Pro").padding().glassEffect()
                  }
          }
      }