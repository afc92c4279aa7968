import SwiftUI

struct ContentView: View {
  @State private var shelf = ShelfModel()

  var body: some View {
    ZStack(alignment: .bottom) {
      Color("Brand").ignoresSafeArea()
      Color(.ocean).frame(height: 2)
      ShelfBar(shelf: shelf)
        .padding(.bottom, 24)
    }
  }
}

#Preview("Shelf") {
  ContentView()
}
