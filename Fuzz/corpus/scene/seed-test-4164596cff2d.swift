      import SwiftUI

      public struct Panel: View {
          @SwiftUI.Environment(\.openWindow) private var openWindow
          @State private var phase = 0
          let items: [Int]
          public init<Root: View>(@ViewBuilder rootView: () -> Root, items: [Int] = []) {
              self.items = items
          }
          public var body: some View {
              VStack {
                  ForEach(items, id: \.self) { Text("\($0)") }
              }
              .task {
                  for await value in Store.shared.$phase.values { phase = value }
                  for item in items where item > 2 { phase += item }
              }
              .onAppear {
                  Task { @MainActor in phase = 1 }
                  phase > 0 ? (phase = 0) : (phase = 2)
                  _ = #selector(UIResponder.resignFirstResponder)
              }
          }
      }

      @available(iOS 26, *)
      #Preview { Panel(rootView: { EmptyView() }) }