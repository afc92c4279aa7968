      struct FavouriteBar: View {
          @State private var isFavourite = false
          @State private var bookmarkGroup = 2
          @State private var shares = 0
          @Namespace private var bar
          var body: some View {
              GlassEffectContainer {
                  HStack {
                      Image(systemName: "heart")
                          .frame(width: 60, height: 60)
                          .glassEffect()
                          .glassEffectUnion(id: 1, namespace: bar)
                      Image(systemName: "bookmark")
                          .frame(width: 60, height: 60)
                          .glassEffect()
                          .glassEffectUnion(id: bookmarkGroup, namespace: bar)
                      Button {} label: {
                          Image(systemName: isFavourite ? "star.fill" : "star")
                              .frame(width: 60, height: 60)
                              .glassEffect(.regular.interactive())
                              .onTapGesture {
                                  withAnimation(.bouncy) {
                                      isFavourite.toggle()
                                      isFavourite ? (bookmarkGroup = 1) : (bookmarkGroup = 2)
                                  }
                              }
                      }
                      .buttonStyle(.plain)
                      Button { shares += 1 } label: {
                          Text("Share").onTapGesture { shares = 0 }
                      }
                      .buttonStyle(.glass)
                  }
              }
          }
      }