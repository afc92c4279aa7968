      @Observable final class IntervalTimer {
          var isRunning = false
          var laps = 0
          var phase: Phase = .idle
          enum Phase { case idle, work }

          func start() {
              withAnimation(.spring(duration: 0.4)) {
                  isRunning = true
                  phase = .work
              } completion: {
                  self.laps += 1
              }
          }
      }

      struct TimerScreen: View {
          @State private var timer = IntervalTimer()
          var body: some View {
              Button(timer.isRunning ? "Running" : "Start") { timer.start() }
                  .buttonStyle(.glassProminent)
                  .disabled(timer.isRunning)
          }
      }