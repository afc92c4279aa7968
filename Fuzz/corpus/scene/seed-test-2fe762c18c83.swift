      enum Step { case splash, welcome }

      struct Onboarding: View {
          @State private var step: Step = .splash
          var body: some View {
              ZStack {
                  switch step {
                  case .splash:
                      Text("Loading")
                  case .welcome:
                      Button("Continue") {}.buttonStyle(.glassProminent)
                  }
              }
              .onAppear {
                  DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) {
                      withAnimation(.easeInOut(duration: 0.8)) { step = .welcome }
                  }
              }
          }
      }