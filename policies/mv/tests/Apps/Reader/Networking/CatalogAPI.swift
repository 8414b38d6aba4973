// "@Observable only in the Apps layer": an HTTP client made observable so views can take it from the environment
// has nothing to observe. The review comment is on the class, once; its networking is what a client does.
import Foundation
import Observation

@Observable // expect: observable-without-state
final class CatalogAPI {
    private let session: URLSession
    private let decoder = JSONDecoder()

    init(session: URLSession = .shared) { self.session = session }

    func books() async throws -> [BookDTO] {
        let (data, _) = try await session.data(from: URL(filePath: "/books"))
        return try decoder.decode([BookDTO].self, from: data)
    }

    func cover(id: String) async throws -> Data {
        let (data, response) = try await URLSession.shared.data(from: URL(filePath: "/covers/\(id)"))
        guard let http = response as? HTTPURLResponse, http.statusCode == 200 else { throw URLError(.badServerResponse) }
        if data.isEmpty { throw URLError(.zeroByteResource) } else if data.count > 5_000_000 { throw URLError(.dataLengthExceedsMaximum) }
        return data
    }
}

/// Written as apps write it: the observable wrapper around a store, keeping only constants.
@Observable // expect: observable-without-state
final class ShelfSync {
    let endpoint = URL(filePath: "/sync")
    static let shared = ShelfSync()
}

/// The near miss: a model with state to observe stays a model (its networking is its own finding).
@MainActor @Observable
final class ShelfModel {
    var books: [BookDTO] = []
    func load() async throws {
        books = try JSONDecoder().decode([BookDTO].self, from: Data()) // expect: model-no-client-work
    }
}

struct BookDTO: Decodable { let id: String }

/// Near miss: a model grouping other observable models through constants is not a client made observable.
@MainActor @Observable final class ScaleAnswers { var answers: [Int: Int] = [:] }
@MainActor @Observable
final class SurveyAnswers { // ok: observable-without-state
    let scale = ScaleAnswers()
    func answer(at index: Int) -> Int? { scale.answers[index] }
}

/// Near miss: computed properties that register their own observation (`access(keyPath:)`, `withMutation(keyPath:)`)
/// over storage kept elsewhere are observable state.
@MainActor @Observable // ok: observable-without-state
final class ReaderDefaults {
    var fontSize: Double {
        get { access(keyPath: \.fontSize); return UserDefaults.standard.double(forKey: "fontSize") }
        set { withMutation(keyPath: \.fontSize) { UserDefaults.standard.set(newValue, forKey: "fontSize") } }
    }
}

/// Written as apps write it: a generator handed an observable store as a dependency keeps no state of its own.
@MainActor @Observable // expect: observable-without-state
final class ShelfExporter {
    private let shelf: ScaleAnswers
    init(shelf: ScaleAnswers) { self.shelf = shelf }
    func export() -> String { "\(shelf.answers.count)" }
}

/// Near miss: views read it with `@Environment(ReaderHub.self)`, which needs it to be Observable (round BC).
@MainActor @Observable // ok: observable-without-state
final class ReaderHub {
    let shelf: ScaleAnswers
    init(shelf: ScaleAnswers) { self.shelf = shelf }
}
/// A client read from the environment is still a client made observable (round AX).
@MainActor @Observable // expect: observable-without-state
final class ShelfClient {
    let session: URLSession = .shared
}
struct ReaderHome: View {
    @Environment(ReaderHub.self) private var app
    @Environment(ShelfClient.self) private var client
    var body: some View { Text("\(app.shelf.answers.count)") }
}

/// Near miss (round BM): a subclass of an observable fetcher observes the state it inherits
/// (`RepliesTabFetcher: AccountTabFetcher`); removing @Observable from it is no fix.
@MainActor @Observable
class ShelfFetcher {
    var books: [BookDTO] = []
}

@MainActor @Observable
final class RecentShelfFetcher: ShelfFetcher { // ok: observable-without-state
    var recentCount: Int { books.count }
}
