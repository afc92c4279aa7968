      import SwiftUI

      struct Panel: View {
          @Environment(Store.self) private var store
          @State private var isOpen = false
          var body: some View {
              VStack {
                  Button("Open") { isOpen.toggle() }
                      .buttonStyle(.glass)
                  if store.isPro {
                      Text("Pro").padding().glassEffect()
                  }
              }
          }
      }