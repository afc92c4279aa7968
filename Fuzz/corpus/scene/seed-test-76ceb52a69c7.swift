    import SwiftUI
    import Combine

    final class Session: ObservableObject {
        static let shared = Session()
        @Published private(set) var userName: String? = "Ada"
    }

    @MainActor
    final class HomeModel: ObservableObject {
        @Published var isChecking = true
        @Published var greeting = ""
        private var cancellables = Set<AnyCancellable>()

        init(session: Session = .shared) {
            session.$userName
                .receive(on: DispatchQueue.main)
                .map { name in "Hi, " + (name ?? "there") }
                .sink { [weak self] text in
                    self?.greeting = text
                    self?.isChecking = false
                }
                .store(in: &cancellables)
        }
    }

    struct HomeHeader: View {
        @StateObject private var model = HomeModel()
        var body: some View {
            if model.isChecking {
                ProgressView()
            } else {
                Text(model.greeting).padding().glassEffect()
            }
        }
    }