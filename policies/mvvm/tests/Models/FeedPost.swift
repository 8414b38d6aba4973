import Foundation
import Combine

// Fixture (round AR): "Data structures → Model". A model record made observable so a row updates when its author
// is renamed is data, not a view model or coordinator: @MainActor is asked of those ("ALWAYS use @MainActor" for
// view models, the coordinator example).
final class FeedPost: Identifiable, ObservableObject { // ok: observable-object-main-actor
    let id: String
    @Published var authorName: String

    init(id: String, authorName: String) {
        self.id = id
        self.authorName = authorName
    }
}
