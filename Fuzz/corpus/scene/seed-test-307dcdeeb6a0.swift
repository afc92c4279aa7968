      struct Item: Identifiable {
          let id: Int
          let name: String
          let isDone: Bool
      }

      struct Summary: View {
          private let items = [
              Item(id: 1, name: "Milk", isDone: true),
              Item(id: 2, name: "Eggs", isDone: false),
              Item(id: 3, name: "Bread", isDone: true),
          ]

          private func describe() -> String {
              var log = "start"
              defer { log += "+first" }
              defer { log += "+second" }
              log += "+body"
              return log
          }

          private func trace() -> [String] {
              var steps: [String] = []
              for item in items where item.isDone {
                  defer { steps.append("after " + item.name) }
                  steps.append(item.name)
              }
              return steps
          }

          var body: some View {
              VStack {
                  Text(items.map(\.name).joined(separator: ","))
                  Text(items.filter(\.isDone).map(\Item.name).joined(separator: ","))
                  Text(describe())
                  Text(trace().joined(separator: ","))
              }
              .glassEffect()
          }
      }