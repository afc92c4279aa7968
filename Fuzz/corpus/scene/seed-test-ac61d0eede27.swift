      struct MenuButton: View {
          @Binding var showGraphSheet: Bool
          var body: some View {
              Button {
                  withAnimation { showGraphSheet.toggle() }
              } label: {
                  Image(systemName: "list.bullet").frame(width: 50, height: 50)
              }
              .glassEffect()
          }
      }