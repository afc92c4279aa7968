      struct V: View {
          @State private var picked: String? = "b"
          var body: some View {
              if let picked { Text(picked) }
              Text(picked ?? "none")
          }
      }