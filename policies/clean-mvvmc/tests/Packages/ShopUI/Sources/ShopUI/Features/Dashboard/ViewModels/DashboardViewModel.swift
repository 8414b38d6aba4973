// "Presentation — Cannot import: Data layer classes/implementations": a modular app names its Data module after
// itself (ShopData, ShopPersistence); a view model importing it reaches past Domain.
import Foundation
import ShopDomain
import ShopData // expect: presentation-no-data-import
import CorePersistence // expect: presentation-no-data-import

@MainActor // expect: view-model-location
final class DashboardViewModel: ObservableObject {
    @Published private(set) var state: DashboardViewState = .idle
}
