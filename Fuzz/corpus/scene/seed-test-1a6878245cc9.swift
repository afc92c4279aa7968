      import SwiftUI
      struct Card: View {
        @State private var open = false
        var body: some View { Button("Open") { open.toggle() }.glassEffect() }
      }