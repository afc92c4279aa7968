      struct BadgesHeader: View {
          var body: some View {
              VStack {
                  Text("Badges")
                      .font(DesignTokens.Typography.largeTitle.bold())
                      .padding()
                      .glassEffect()
                  subtitle(for: 3).italic()
              }
          }
      }