import Foundation

// "Located: App/ folder": Application/ is the App layer under its long name.
final class ProfileSceneDIContainer { // ok: container-in-app
    func makeProfileRepository() -> UserRepository? { nil }
}
