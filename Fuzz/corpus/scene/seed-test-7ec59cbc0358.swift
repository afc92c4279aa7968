      struct Header: View {
          @Binding var isExpanded: Bool
          var body: some View {
              Button("Toggle") { withAnimation { isExpanded.toggle() } }
          }
      }

      struct Panel: View {
          @State private var isExpanded = false
          var body: some View {
              VStack {
                  Header(isExpanded: $isExpanded)
                  if isExpanded { Text("Details").padding().glassEffect() }
              }
          }
      }