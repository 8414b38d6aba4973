import Foundation

// The guide's "Old completion handlers" (`completion: @escaping ([Item]?, Error?) -> Void`), with the closure type
// named once by a typealias, as real services often write it: still a completion handler.
struct Item: Decodable { let id: Int }

protocol ItemServiceProtocol {
    typealias ItemsCompletion = ([Item]?, Error?) -> Void
    func fetchData(completion: @escaping ItemsCompletion) // expect: async-await-over-completion-handlers
}

typealias LoginResult = (Result<String, Error>) -> Void
typealias ProgressUpdate = (Double) -> Void
typealias ItemFilter = (Item) -> Bool

final class ItemService: ItemServiceProtocol {
    func fetchData(completion: @escaping ItemsCompletion) {} // expect: async-await-over-completion-handlers
    func login(email: String, onResult: @escaping LoginResult) {} // expect: async-await-over-completion-handlers
    // near misses: a typealias for a listener, a progress report, a predicate, not a one-shot result
    func observe(onChange: @escaping ProgressUpdate) {} // ok: async-await-over-completion-handlers
    func download(progress: @escaping ProgressUpdate) async throws -> Data { Data() } // ok: async-await-over-completion-handlers
    func items(matching filter: ItemFilter) -> [Item] { [] } // ok: async-await-over-completion-handlers
    func fetchModern() async throws -> [Item] { [] } // ok: async-await-over-completion-handlers
}

// An async loader handed in, and an action stored for later: neither is a one-shot completion handler.
typealias LoadPage = (Int) async throws -> [Item]
typealias AuthCompletionHandler = () -> Void

final class ItemPager {
    private var loadPage: LoadPage?
    private var onAuth: AuthCompletionHandler?
    func onLoadPage(_ callback: @escaping LoadPage) { loadPage = callback } // ok: async-await-over-completion-handlers
    func setAuthenticationAction(_ action: @escaping AuthCompletionHandler) { onAuth = action } // ok: async-await-over-completion-handlers
}

// A test double in the app target repeats the protocol's signature: the protocol's finding is the one to act on.
final class MockItemService: ItemServiceProtocol {
    func fetchData(completion: @escaping ItemsCompletion) { completion([], nil) } // ok: async-await-over-completion-handlers
}

// "Old completion handlers", as some apps name them after the moment they run.
final class DeviceService {
    func getDevice(id: Int, handleFinish: @escaping (_ device: String?, _ error: Error?) -> Void) {} // expect: async-await-over-completion-handlers
    func refresh(done: @escaping (Bool) -> Void) {} // expect: async-await-over-completion-handlers
}

// Round BQ: the result delivered through a success closure and its failure twin: one finding, at the
// success closure.
final class CharacterRepository { // ok: service-behind-protocol
    func getCharacters(page: Int, success: @escaping ([String]) -> Void, failure: @escaping (Error) -> Void) { // expect: async-await-over-completion-handlers
        success([])
    }

    // Near miss: a validation that calls back synchronously with its verdict is not a one-shot operation's result.
    func validate(_ name: String, onInvalid: @escaping (String) -> Void) {
        if name.isEmpty { onInvalid(name) }
    }
}

// Round BR: the result handed back through a `result:` closure.
final class QuoteService { // ok: service-behind-protocol
    func fetch(result: @escaping (Bool) -> Void) { // expect: async-await-over-completion-handlers
        result(true)
    }
}
