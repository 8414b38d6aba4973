import Combine
import Foundation
import SwiftUI

// "Services": the guide's services carry no @MainActor; its view models and coordinators do, as SwiftUI reads them.
// As apps write it: an ObservableObject service that only its view model reads, through Combine.
struct Coin: Codable, Identifiable { let id: String }

// expect: service-behind-protocol
final class CoinDataService: ObservableObject { // ok: observable-object-main-actor
    @Published var allCoins: [Coin] = []
    func getCoins() async throws { allCoins = [] }
}

@MainActor
final class CoinListViewModel: ObservableObject {
    @Published private(set) var coins: [Coin] = []
    private var cancellables = Set<AnyCancellable>()
    private let dataService: CoinDataService // expect: view-model-injected-services
    init(dataService: CoinDataService) {
        self.dataService = dataService
        dataService.$allCoins.sink { [weak self] in self?.coins = $0 }.store(in: &cancellables)
    }
}

// Near miss: a view observes the service itself, so SwiftUI reads its published state.
// expect: observable-object-main-actor, service-behind-protocol
final class PriceTickerService: ObservableObject {
    @Published var price = 0.0
    func start() async throws {}
}

struct PriceTickerView: View {
    @ObservedObject var ticker: PriceTickerService
    var body: some View { Text("\(ticker.price)") }
}

// "@State for UI state only": the coin picked in a list is a selection, as the guide's `selectedProduct`.
struct PortfolioPicker: View {
    @State private var selectCoin: Coin? // ok: state-no-model-data
    @State private var holding: Coin? // expect: state-no-model-data
    var body: some View { Text(selectCoin?.id ?? holding?.id ?? "") }
}

// "Images have accessibility labels": a sort indicator written after its column title, as apps write it.
struct CoinColumnsHeader: View {
    var ascending: Bool
    var body: some View {
        HStack(spacing: 4) {
            Text("Coin")
            Image(systemName: "chevron.down") // expect: images-accessibility-label-after-text
                .rotationEffect(.degrees(ascending ? 0 : 180))
        }
    }
}

// Near misses: a hidden indicator, and an icon between two texts (reported once, as the one before a text).
struct HoldingsHeader: View {
    var body: some View {
        HStack {
            Text("Holdings")
            Image(systemName: "chevron.down").accessibilityHidden(true) // ok: images-accessibility-label-after-text
            Text("Price")
            Image(systemName: "arrow.up") // expect: images-accessibility-label-beside-text
            Text("24h")
        }
    }
}
