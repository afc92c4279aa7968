      struct LiveTVAccessView: View {
          @State private var policy: UserPolicy
          init(user: ServerUser) {
              _policy = State(initialValue: user.policy)
          }
          var body: some View {
              VStack {
                  Toggle("Live TV access", isOn: $policy.allowsLiveTV.coalesce(false))
                  if policy.allowsLiveTV == true {
                      Text("Recording management").padding().glassEffect()
                  }
              }
          }
      }