import CoreData // ok: data-no-ui-imports
import UIKit // expect: data-no-ui-imports

// "Data Layer … Cannot import: Presentation, SwiftUI, UIKit (except for legacy persistence)".
final class ImageCacheRepositoryImpl {
    func store(_ data: Data, key: String) {}
}
