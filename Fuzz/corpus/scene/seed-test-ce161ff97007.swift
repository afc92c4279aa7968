      struct Node: View {
          @State private var isOpen = false
          var body: some View {
              VStack {
                  Button("Open") { isOpen.toggle() }.glassEffect()
                  if isOpen { Node() }
              }
          }
      }