// Fixture: issue #28 round C. View models named *VM, or subclassing a base view model, are view models.
import Combine
import SwiftUI

// A naming finding is on the name; one about the declaration on its first line.
// expect: view-model-location
@MainActor
final class RankingVM: BaseViewModel { // expect: view-model-suffix
    @Published private(set) var state: RankingViewState = .loading
    @Published var scores: [Int] = []
    func loadRanking() {}
}

struct RankingView: View {
    @StateObject private var viewModel = RankingVM() // expect: view-does-not-create-view-models
    var body: some View { Text("Ranking") }
}
