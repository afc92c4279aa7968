      struct Drawer: View {
          @State private var isOpen = false
          var startsOpen = false
          var body: some View {
              VStack {
                  Button("More") { withAnimation { isOpen.toggle() } }
                  if isOpen || startsOpen {
                      Text("Details").padding().glassEffect()
                  }
              }
          }
      }

      #Preview("Closed") { Drawer() }
      #Preview("Open") { Drawer(startsOpen: true) }