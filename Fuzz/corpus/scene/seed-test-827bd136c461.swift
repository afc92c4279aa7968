      struct V: View {
          var body: some View {
              #if DEMO
              Text("demo").padding().glassEffect()
              #else
              Text("live")
              #endif
          }
      }