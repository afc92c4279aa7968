      struct V: View {
          var body: some View {
              VStack {
                  #if os(iOS)
                  Text("iOS")
                  #elseif os(macOS)
                  Text("macOS")
                  #else
                  Text("other")
                  #endif
                  #if DEBUG && canImport(UIKit)
                  Text("debug")
                  #endif
                  #if !DEBUG || os(watchOS)
                  Text("release")
                  #endif
                  Text("chain")
                  #if os(iOS)
                      .glassEffect()
                  #endif
              }
          }
      }

      #if canImport(AppKit)
      struct MacOnly: View { var body: some View { Text("never") } }
      #endif