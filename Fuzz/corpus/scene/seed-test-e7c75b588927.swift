      import SwiftUI
      @main
      struct NotesApp: App {
          var body: some Scene {
              WindowGroup { NotesView() }
              Settings { Text("Preferences").padding().glassEffect() }
          }
      }