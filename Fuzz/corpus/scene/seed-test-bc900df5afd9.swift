      import SwiftUI
      struct Inbox: View {
          let senders = ["Ana", "Bo", "Cy"]
          var body: some View {
              Form {
                  Text("Unread first")
                  Section {
                      ForEach(senders, id: \.self) { Text($0) }
                  } footer: {
                      Text("3 senders")
                  }
              }
          }
      }