      struct Inbox: View {
          var body: some View {
              NavigationStack {
                  Text("Messages")
                      .navigationTitle("Inbox")
                      .toolbar {
                          ToolbarItem(placement: .topBarTrailing) {
                              Button {} label: { Image(systemName: "square.and.pencil") }
                          }
                          ToolbarItem(placement: .topBarTrailing) {
                              Button {} label: { Image(systemName: "ellipsis") }
                          }
                          ToolbarItem(placement: .confirmationAction) {
                              Button {} label: { Image(systemName: "checkmark") }
                          }
                      }
              }
          }
      }