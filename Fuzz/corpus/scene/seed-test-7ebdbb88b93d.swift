      import SwiftUI
      struct Toolbar: View {
          @State private var isExpanded: Bool = false
          @Namespace private var namespace
          let spacing = 20.0
          var body: some View { Text("hi") }
      }