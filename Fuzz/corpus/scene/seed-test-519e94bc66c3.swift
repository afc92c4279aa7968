      struct V: View {
          @Namespace private var ns
          var body: some View {
              HStack {
                  Color.red.frame(width: 10, height: 10).matchedGeometryEffect(id: "a", in: ns)
                  Color.blue.frame(width: 10, height: 10).matchedGeometryEffect(id: "a", in: ns)
              }
          }
      }