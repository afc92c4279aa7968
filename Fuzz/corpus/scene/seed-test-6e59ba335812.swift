      struct Search: View {
          var body: some View {
              NavigationStack {
                  Color.clear
                      .safeAreaInset(edge: .bottom) {
                          Text("Now playing").frame(maxWidth: .infinity).frame(height: 48)
                              .glassEffect()
                      }
                      .searchable(text: .constant(""))
                      .navigationTitle("Find")
                      .navigationBarTitleDisplayMode(.inline)
              }
          }
      }