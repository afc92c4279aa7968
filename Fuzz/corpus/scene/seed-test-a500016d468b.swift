      struct UpdateSheet: View {
          var body: some View {
              Button("Update") {}
                  .buttonStyle(.glass)
                  .frame(width: 1639409934)
          }
      }