import SwiftUI

@MainActor
final class AppCoordinator: ObservableObject {
    @Published var path = NavigationPath()

    func navigate(to destination: AppDestination) {
        path.append(destination)
    }

    func navigateBack() {
        path.removeLast()
    }

    func navigateToRoot() {
        path = NavigationPath()
    }
}

enum AppDestination: Hashable {
    case bookDetail(Book)
    case settings
}
