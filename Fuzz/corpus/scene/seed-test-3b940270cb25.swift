      enum Mode { case a, b }
      struct V: View {
          @State private var flag = true
          @State private var count: Int = 3
          @State private var scale: Double = 2
          @State private var name = "Ada"
          @State private var mode: Mode = .b
          @State private var selected: Int? = nil
          var body: some View { EmptyView() }
      }