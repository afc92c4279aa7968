      enum NetError: Error { case missingKey }

      enum Net {
          static func client() throws -> Client {
              if let key = Keychain.load(key: "api") {
                  return Client(key: key)
              }
              throw NetError.missingKey
          }
          static func retries(_ code: Int) -> Int {
              switch code {
              case 429: fallthrough
              default: return 1
              }
          }
      }

      struct BackupList: View {
          @State private var names: [String] = []
          @State private var failed = false
          var body: some View {
              VStack {
                  Button("Load") {
                      Task {
                          do {
                              names = try await Net.client().backups(retries: Net.retries(429)).names
                          } catch {
                              failed = true
                          }
                      }
                  }
                  .buttonStyle(.glass)
                  if failed { Text("No API key").padding().glassEffect() }
              }
          }
      }