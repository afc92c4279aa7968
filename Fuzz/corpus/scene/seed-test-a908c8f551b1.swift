      struct NotificationRow: View {
          var body: some View {
              Text("Followed you")
                  .padding(.horizontal, -.layoutPadding)
                  .padding()
                  .glassEffect()
          }
      }