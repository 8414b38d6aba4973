import SwiftUI

// "Parent-child relationships": a base class keeps the children, loosely typed, and every coordinator inherits them.
// As apps write it, with the document's NavigationPath and deep links.
@MainActor
class BaseFlowCoordinator: ObservableObject { // ok: coordinator-hierarchy
    @Published var path = NavigationPath()
    private(set) var childCoordinators: [UUID: Any] = [:]

    func store(_ coordinator: BaseFlowCoordinator, id: UUID) { childCoordinators[id] = coordinator }
    func free(coordinatorID: UUID) { childCoordinators[coordinatorID] = nil } // ok: method-verb-phrase
    func handle(_ url: URL) -> Bool { false }
}

@MainActor
final class LaunchCoordinator: BaseFlowCoordinator { // ok: coordinator-hierarchy
    func start() { store(BaseFlowCoordinator(), id: UUID()) }
}

// Near miss: a coordinator with no link up or down, and nothing to inherit one from.
// expect: coordinator-hierarchy
@MainActor
final class OnboardingCoordinator: ObservableObject {
    @Published var path = NavigationPath()
    func handle(_ url: URL) -> Bool { false }
}
