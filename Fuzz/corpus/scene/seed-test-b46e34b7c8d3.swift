      enum SyncError: Error {
          case offline, unauthorised
      }

      enum UploadError: LocalizedError {
          case tooLarge, rejected

          var errorDescription: String? {
              switch self {
              case .tooLarge: return "The file is over the 25 MB limit."
              case .rejected: return nil
              }
          }
      }

      struct ErrorBanner: View {
          let sync: SyncError = .unauthorised
          let upload: UploadError = .tooLarge
          let rejected: UploadError = .rejected

          var body: some View {
              VStack {
                  Text(sync.localizedDescription)
                  Text(upload.localizedDescription)
                  Text(rejected.localizedDescription)
                      .padding()
                      .glassEffect()
              }
          }
      }