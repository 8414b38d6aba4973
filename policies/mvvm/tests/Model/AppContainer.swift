import SwiftUI

// Round BM: "Data structures → Model". A singleton kept in the Model folder that builds and holds the
// app's view models is the composition root, not a data structure.
final class AppContainer {
    static let shared = AppContainer()
    let sheetViewModel = SheetViewModel() // ok: model-plain-data
    let alertViewModel = AlertViewModel() // ok: model-plain-data
}

// Violating near miss in the same folder: a record that reaches one view model.
struct Ticket {
    let id: UUID
    let owner: SheetViewModel // expect: model-plain-data
}

// An animation phase kept with the models: still the view's to hold.
enum HintAnimation {
    case idle, swiping
}

@MainActor
final class SheetViewModel: ObservableObject {
    @Published private(set) var isShown = false
}

@MainActor
final class AlertViewModel: ObservableObject {
    @Published private(set) var message: String?
}
