      import SwiftUI

      struct Inbox: View {
          var body: some View { Text("Inbox").padding() }
      }

      #if os(macOS)
      struct Sidebar: View {
          var body: some View { Text("Mailboxes").padding().glassEffect() }
      }
      #endif