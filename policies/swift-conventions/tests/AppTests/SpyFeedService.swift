import Foundation

// A test target's types are test doubles, whatever their name: not services the checklist reviews.
final class RecordingFeedService { // ok: service-protocol, service-actor
    func fetch() async throws -> [String] { [] }
}

final class SpyWorkoutClient { // ok: service-protocol, service-actor
    func fetch() async throws -> [String] { [] }
}
