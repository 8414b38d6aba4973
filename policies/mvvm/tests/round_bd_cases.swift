import Combine
import Foundation
import SwiftUI

// "Services": the guide's services carry no @MainActor; its view models and coordinators do, as SwiftUI reads them.
// (Near miss for coordinators: document_cases.swift's AppCoordinator.)
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

// Observed by a view, it is still a service; the view's direct access is view-no-service-access's concern.
// expect: service-behind-protocol
final class PriceTickerService: ObservableObject { // ok: observable-object-main-actor
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

// "SwiftUI layout ... Sheet/Alert presentation: View only". As apps write it: a view model nested in its view's
// extension names the view for its logger and navigation values, which builds no UI.
struct StackDetailsView: View {
    enum Route: Hashable { case logs(String) }
    var body: some View { Text("Stack") }
}

struct FailureAlertView: View {
    let message: String
    static func present(_ message: String) {}
    var body: some View { Text(message) }
}

extension StackDetailsView {
    @MainActor
    final class ViewModel: ObservableObject {
        @Published private(set) var title = ""
        private let category = String(describing: StackDetailsView.self) // ok: view-model-builds-views, view-model-no-ui
        private let route: StackDetailsView.Route // ok: view-model-builds-views, view-model-calls-views
        init(route: StackDetailsView.Route) { self.route = route }

        func openLogs() -> StackDetailsView.Route { StackDetailsView.Route.logs(title) } // ok: view-model-calls-views

        func fail() {
            _ = FailureAlertView(message: "Failed") // expect: view-model-builds-views
            FailureAlertView.present("Failed") // expect: view-model-calls-views
        }
    }
}

// "Tap targets >= 44pt": a bar button's tap target is the bar's, sized by the system, whatever its label's frame.
struct SearchResultsScreen: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        List { Text("Results") }
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button {
                        dismiss()
                    } label: {
                        Image(systemName: "chevron.left") // expect: images-accessibility-label
                            .frame(width: 17, height: 22) // ok: tap-target-button-label
                    }
                }
            }
    }
}

// Near miss: the same button laid out in the screen's own header.
struct SearchResultsHeader: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        Button {
            dismiss()
        } label: {
            Image(systemName: "chevron.left") // expect: images-accessibility-label
                .frame(width: 17, height: 22) // expect: tap-target-button-label
        }
    }
}

// "Services behind protocols", so view models depend on the abstraction. As apps write it: a network client that only
// the repositories use, below the protocol the view models hold.
protocol MovieRepositoryProtocol { func popular() async throws -> [String] }

final class MovieNetworkClient { // ok: service-behind-protocol
    func get(_ path: String) async throws -> Data { Data() }
}

final class MovieRepository: MovieRepositoryProtocol {
    private let client = MovieNetworkClient()
    func popular() async throws -> [String] { _ = try await client.get("/popular"); return [] }
}

// Near miss: a service a view model holds as it is.
// expect: service-behind-protocol
final class WatchlistService {
    func watchlist() async throws -> [String] { [] }
}

@MainActor
final class WatchlistViewModel: ObservableObject {
    @Published private(set) var titles: [String] = []
    private let service: WatchlistService // expect: view-model-injected-services
    init(service: WatchlistService) { self.service = service }
}
