import SwiftUI

// Round BY: an actor named for a screen's store, which the view holds and sends its actions to, plays the
// controller's part ("UI state or service coordination → Controller"): the view calling it is no view calling a
// service. An actor named for a data store is still a service.
actor HomeViewStore {
    private var words: [String] = []
    func load() async { words = [] }
}

protocol WordStoreProtocol: Sendable {
    func words() async -> [String]
}

actor WordStore: WordStoreProtocol {
    func words() async -> [String] { [] }
}

struct HomeScreen: View {
    @State private var viewStore = HomeViewStore()
    let wordStore: WordStore
    var body: some View {
        Text("Words")
            .task { await viewStore.load() } // ok: view-no-service
            .task { _ = await wordStore.words() } // expect: view-no-service
    }
}
