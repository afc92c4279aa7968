      struct Controls: View {
          @State private var isOn = true
          var body: some View {
              VStack(spacing: 0) {
                  Toggle(isOn: $isOn) { EmptyView() }
              }
          }
      }