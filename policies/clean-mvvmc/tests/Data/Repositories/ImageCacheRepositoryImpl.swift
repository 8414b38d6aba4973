import CoreData // ok: data-no-ui-imports
import UIKit // expect: data-no-ui-imports

// "Data Layer … Cannot import: Presentation, SwiftUI, UIKit (except for legacy persistence)".
final class ImageCacheRepositoryImpl {
    func store(_ data: Data, key: String) {}
}

// "Repository protocols" belong to Domain; "APIClient and network handling" to Data. As apps write them:
// expect: repository-protocol-in-domain
protocol ImageRepository {}

// The Data layer reaching up into Presentation and into the container, one line each.
final class ImageHistoryRepositoryImpl { func record(_ state: AuthViewState) {} } // expect: data-no-presentation
// One cause, one finding: the container reference is container-only-at-launch's, not also data-no-presentation's.
// ok: data-no-presentation
final class ImagePrefetchRepositoryImpl { var container: DIContainer? } // expect: container-only-at-launch
