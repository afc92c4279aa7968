      import SwiftUI

      struct Toolbar: View {
          var body: some View {
              VStack {
                  #if os(macOS)
                  Text("mac")
                  #endif
                  #if os(OSX)
                  Text("osx")
                  #endif
                  #if canImport(AppKit)
                  Text("appkit")
                  #endif
                  #if canImport(UIKit)
                  Text("uikit")
                  #endif
                  #if os(iOS)
                  Text("ios")
                  #endif
              }
          }
      }