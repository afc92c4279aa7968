      import SwiftUI
      @MainActor
      final class ProfileModel: ObservableObject {
          @Published var isLoading = true
          @Published var name = "?"
          private var loadTask: Task<Void, Never>?
          init() {
              loadTask = Task {
                  defer { isLoading = false }
                  name = await ProfileService.fetchName()
              }
          }
      }
      struct ProfileHeader: View {
          @StateObject private var model = ProfileModel()
          var body: some View {
              if model.isLoading {
                  ProgressView()
              } else {
                  Text(model.name).padding().glassEffect()
              }
          }
      }