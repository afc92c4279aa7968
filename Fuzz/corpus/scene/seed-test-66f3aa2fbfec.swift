      @Observable final class Library {
          var titles: [String]
          var showsShelf: Bool
          init(titles: [String] = ["Dune", "Emma"]) {
              self.titles = titles
              showsShelf = titles.count > 1
          }
      }

      struct ShelfToggle: View {
          @Binding private var isOpen: Bool
          private let library: Library
          init(isOpen: Binding<Bool>, library: Library) {
              _isOpen = isOpen
              self.library = library
          }
          var body: some View {
              Button(library.showsShelf ? "Shelf" : "Empty") {
                  withAnimation(.bouncy) { isOpen.toggle() }
              }
          }
      }

      struct LibraryView: View {
          @State private var library = Library()
          @State private var isOpen = false
          var body: some View {
              VStack {
                  ShelfToggle(isOpen: $isOpen, library: library)
                  if isOpen {
                      Text("\(library.titles.count) books").padding().glassEffect()
                  }
              }
          }
      }