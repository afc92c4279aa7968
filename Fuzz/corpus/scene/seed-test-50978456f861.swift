      import SwiftUI

      enum Room: String, CaseIterable, Hashable {
          case kitchen, garden
      }

      struct RoomView: View {
          @Environment(\.dismiss) private var dismiss
          let room: Room
          var body: some View {
              Button(room.rawValue.capitalized) { dismiss() }
                  .buttonStyle(.glass)
          }
      }

      struct Home: View {
          @State private var path: [Room] = []
          var body: some View {
              NavigationStack(path: $path) {
                  VStack {
                      ForEach(Room.allCases, id: \.self) { room in
                          NavigationLink(room.rawValue, value: room)
                      }
                      Button("Garden") { path.append(.garden) }
                  }
                  .navigationDestination(for: Room.self) { room in RoomView(room: room) }
              }
          }
      }