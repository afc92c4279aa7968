import MorphCore
import MorphViewTree
import Testing

@testable import MorphScene

/// Errors as app code shows them; expectations worked out by hand.
@Suite struct AppCodeErrorsTests {
  typealias S = SceneTestSupport

  @Test func anErrorsLocalizedDescriptionIsItsErrorDescriptionElseFoundationsText() throws {
    let body = try S.body(
      """
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
      """)
    // `.unauthorised` is SyncError's second case (code 1) and has no description of its own;
    // `.tooLarge` describes itself; `.rejected`'s description is nil, so Foundation's text with
    // code 1 (its index). Swift prefixes the app's module name, which the simulator leaves out.
    #expect(
      S.texts(body) == [
        "The operation couldn’t be completed. (SyncError error 1.)",
        "The file is over the 25 MB limit.",
        "The operation couldn’t be completed. (UploadError error 1.)",
      ])
  }
}
