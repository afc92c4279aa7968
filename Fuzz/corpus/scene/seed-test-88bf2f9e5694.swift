      struct UploadButton: View {
          @State private var status = "idle"
          @State private var attempts = 0
          @State private var errorText: String?
          var body: some View {
              VStack(spacing: 12) {
                  Button(status == "failed" ? "Retry" : "Upload") {
                      Task { await upload() }
                  }
                  .buttonStyle(.glass)
                  if let errorText {
                      Text(errorText).padding().glassEffect(.regular.tint(.red))
                  }
              }
          }

          private func upload() async {
              do {
                  attempts += 1
                  try await api.send()
                  status = "done"
              } catch let failure {
                  status = "failed"
                  errorText = failure.localizedDescription
              }
          }
      }