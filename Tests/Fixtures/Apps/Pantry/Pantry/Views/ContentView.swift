import SwiftUI

struct ContentView: View {
  @State private var shelf = ShelfModel()

  var body: some View {
    ZStack(alignment: .bottom) {
      Color.gray.opacity(0.2).ignoresSafeArea()
      ShelfBar(shelf: shelf)
        .padding(.bottom, 24)
    }
  }
}

#Preview("Shelf") {
  ContentView()
}
