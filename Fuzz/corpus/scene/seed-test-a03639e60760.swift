      import SwiftUI
      struct Tag { var name: String }
      struct TagEditor: View {
          let tagID: String
          private let tags: [String: Tag] = ["a": Tag(name: "Work")]
          var body: some View {
              if let tag = tags[tagID] {
                  Text(tag.name).padding().glassEffect()
              } else {
                  Text("Missing")
              }
          }
      }