      import SwiftUI
      struct Library: View {
          let books = ["Dune", "Emma"]
          var body: some View {
              NavigationStack {
                  List {
                      ForEach(books, id: \.self) { book in
                          NavigationLink(book) { Text(book).padding().glassEffect() }
                      }
                      NavigationLink("Settings") { Text("Settings").padding().glassEffect() }
                  }
              }
          }
      }