import SwiftUI

// expect: view-model-location, view-model-main-actor
final class SettingsViewModel: ObservableObject {} // ok: view-model-state-enum

// expect: coordinator-location, coordinator-has-navigation-path, coordinator-hierarchy, coordinator-deep-links
final class SettingsCoordinator {}

// expect: view-location
struct SettingsView: View { var body: some View { SettingsHeaderView() } }

// The file's helper view moves with its main view, reported once above (round BM).
private struct SettingsHeaderView: View { var body: some View { Text("Settings") } } // ok: view-location

// expect: view-state-location, view-state-cases
enum SettingsViewState { case idle }

// expect: use-case-protocol-in-domain
protocol DeleteAccountUseCase {}

// expect: repository-protocol-in-domain
protocol AccountRepository {}

// expect: repository-impl-in-data
final class AccountRepositoryImpl: AccountRepository {}

// expect: use-case-impl-in-data
final class DeleteAccountUseCaseImpl: DeleteAccountUseCase {}

// expect: dto-location
struct AccountDTO: Codable { let id: String }

// expect: mapper-location
enum AccountMapper { static func toDomain(_ dto: AccountDTO) -> String { dto.id } }

// expect: networking-in-data
final class AccountEndpoint {}

// expect: container-in-app
final class FeatureDIContainer {}

// ok: container-in-app
final class ImageCacheContainer {}

// expect: assembly-location, container-in-app
struct ProfileAssembly {}

// expect: app-coordinator-in-app, coordinator-location, coordinator-has-navigation-path
// expect: coordinator-hierarchy, coordinator-deep-links
final class AppCoordinator {}

// expect: app-entry-in-app
@main struct OtherApp: App { var body: some Scene { WindowGroup { Text("") } } }

// "No service locator pattern", as apps name it: a static resolver outside App/.
// expect: container-in-app
enum DIResolver {
    static func resolveArticles() -> String { "" } // expect: no-service-locator
}
