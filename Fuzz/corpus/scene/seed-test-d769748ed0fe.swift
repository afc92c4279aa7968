      import SwiftUI

      struct ProfileButton: View {
          @State private var showsProfile = false
          var body: some View {
              Button("Profile") { open() }
                  .padding()
                  .glassEffect()
                  .sheet(isPresented: $showsProfile) { Text("Profile") }
          }
          private func open() {
              if !Thread.isMainThread {
                  Task { @MainActor in self.open() }
                  return
              }
              showsProfile = true
          }
      }