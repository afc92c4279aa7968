      enum Size: Int, CaseIterable {
          case small = 10, medium, large = 30
          var label: String {
              switch self {
              case .small: "S"
              case .medium: return "M"
              default: return "L"
              }
          }
      }
      struct V: View {
          var body: some View {
              ForEach(Size.allCases, id: \.self) { size in
                  Text("\(size.label)\(size.rawValue)")
              }
          }
      }