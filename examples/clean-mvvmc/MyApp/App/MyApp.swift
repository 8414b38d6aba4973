import SwiftUI

@main
struct MyApp: App {
    @StateObject private var coordinator = AppCoordinator(container: DIContainer())

    var body: some Scene {
        WindowGroup {
            AppCoordinatorView(coordinator: coordinator)
                .onOpenURL { url in _ = coordinator.handle(url) }
        }
    }
}
