      struct Header: View {
          @Binding var isExpanded: Bool
          var body: some View {
              Button(isExpanded ? "Close" : "Open") { isExpanded.toggle() }
          }
      }

      struct Preview: View {
          var body: some View { Header(isExpanded: .constant(true)) }
      }