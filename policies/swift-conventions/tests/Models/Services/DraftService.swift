import SwiftData

// A SwiftData service configured after launch keeps its container optional; it is still the database access the
// document puts in a service, which has a protocol.
// expect: service-protocol
final class DraftService {
    static let shared = DraftService()
    private var modelContainer: ModelContainer?
    private init() {}

    func configure(with container: ModelContainer) {
        if modelContainer == nil { modelContainer = container }
    }

    func saveDraft(_ text: String) throws {
        guard let container = modelContainer else { return }
        _ = container
    }
}

protocol NoteStoring {
    func save(_ text: String) throws
}

// Near miss: the same shape behind its protocol.
// ok: service-protocol
final class NoteService: NoteStoring {
    private var context: ModelContext?
    func save(_ text: String) throws { _ = context }
}
