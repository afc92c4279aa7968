      import SwiftUI
      struct Dashboard: View {
          @Environment(Store.self) private var store
          @State private var started = false
          var body: some View {
              VStack {
                  if store.a && store.b && store.c {
                      Button(started ? "Running" : "Go") { started = true }.buttonStyle(.glass)
                  }
                  if store.d { Text("d") }
                  if store.e { Text("e") }
                  if store.f { Text("f") }
                  if store.g { Text("g") }
              }
          }
      }