// Fixture: models with flags, client work and heavy logic.
import Foundation
import Observation

// expect: model-status-flags
@MainActor @Observable final class FeedModel {
    var isLoading = false
    var isRefreshing = false
    var errorMessage: String?
    var items: [FeedItem] = []

    func load(from url: URL) async throws {
        // expect: model-no-client-work
        let (data, _) = try await URLSession.shared.data(from: url)
        // expect: model-no-client-work
        items = try JSONDecoder().decode([FeedItem].self, from: data)
    }

    // expect: model-minimal-logic
    func merge(_ incoming: [FeedItem], page: Int) {
        if page == 0 { items = [] }
        guard !incoming.isEmpty else { return }
        for item in incoming where item.isVisible {
            if item.isPinned {
                items.insert(item, at: 0)
            } else if item.isMuted || item.isBlocked {
                continue
            } else {
                items.append(item)
            }
        }
    }

    // expect: snapshot-types-in-use-cases
    struct FeedSnapshot { let items: [FeedItem] }

    // A model's own copy of its settings is not use case data.
    // ok: snapshot-types-in-use-cases
    struct Snapshot: Sendable { let count: Int }
}

// One status flag and independent preferences are fine.
// ok: model-status-flags, model-no-client-work
@MainActor @Observable final class PreferencesModel {
    var isSyncing = false
    var showsAvatars = true
    var usesLargeText = false
    var isCompact = false
}
