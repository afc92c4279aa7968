      struct V: View {
          var body: some View {
              Image(systemName: "plus")
                  .font(.title2)
                  .padding(.horizontal, 14)
                  .frame(width: 44, height: 44, alignment: .leading)
                  .frame(maxWidth: .infinity)
                  .offset(x: 3, y: -4)
                  .accessibilityLabel("Add")
          }
      }