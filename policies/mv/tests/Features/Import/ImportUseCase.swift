// Fixture: the use case layer returns plain snapshot types and streams.

// ok: snapshot-types-in-use-cases
struct ImportSnapshot { let count: Int }

// ok: observable-only-in-apps
struct ImportUseCase {
    func stream() -> AsyncThrowingStream<ImportProgress, Error> { AsyncThrowingStream { $0.finish() } }
}

// expect: observable-only-in-apps
@MainActor @Observable final class ImportTracker { var progress = 0.0 }

// expect: observable-only-in-apps
@MainActor @Observable public final class ImportProgressFeed { public var fraction = 0.0 }
