import Combine // ok: no-combine-streams, no-combine-operators
import Swinject // expect: no-third-party-di

// "No Combine operators in new code (prefer AsyncSequence for streams)".

// A Data-layer stream as the document's repositories would expose it with Combine.
final class MessageFeed {
    private let subject = PassthroughSubject<String, Never>() // expect: no-combine-streams
    // expect: no-combine-streams
    func streamMessages() -> AnyPublisher<String, Never> {
        subject.eraseToAnyPublisher()
    }
}

// As apps write it: an observable object subscribing to a publisher and keeping the subscription.
@MainActor final class InboxBadge: ObservableObject {
    @Published private(set) var unread = 0 // ok: no-combine-streams
    private var cancellables = Set<AnyCancellable>()
    func bind(_ counts: AnyPublisher<Int, Never>) {
        // expect: no-combine-operators
        counts.sink { [weak self] in self?.unread = $0 }.store(in: &cancellables)
    }
}

// Near misses: importing Combine for ObservableObject and @Published is the state pattern itself; an
// AsyncStream is the document's stream.
@MainActor final class OutboxCounter: ObservableObject { // ok: no-combine-streams, no-combine-operators
    @Published private(set) var pending: [String] = []
    func observe(_ updates: AsyncStream<[String]>) async {
        for await value in updates { pending = value }
    }
}

// As apps write a search field: operators only Combine has, chained on a @Published property.
@MainActor final class CitySearch: ObservableObject {
    @Published var query = "" // ok: no-combine-streams
    @Published private(set) var results: [String] = []
    init() {
        $query
            .debounce(for: .milliseconds(300), scheduler: RunLoop.main) // expect: no-combine-operators
            .removeDuplicates() // expect: no-combine-operators
            .map { [$0] }
            .assign(to: &$results) // expect: no-combine-operators
    }

    // Near miss: map and filter of a collection are the standard library's.
    func formatNames(_ cities: [String]) -> [String] {
        cities.filter { !$0.isEmpty }.map { $0.uppercased() } // ok: no-combine-operators
    }
}
