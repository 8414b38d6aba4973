import SwiftUI

// Cases from reviewing real apps against the guide: constructor injection is not "direct service access",
// and an @Observable view model held in @State is observable.

protocol LeaveRepositoryProtocol {
    func requests() async throws -> [String]
    func approve(_ id: String) async throws
}

@MainActor
final class LeaveListViewModel: ObservableObject {
    @Published private(set) var requests: [String] = []
    private let repository: LeaveRepositoryProtocol

    init(repository: LeaveRepositoryProtocol) {
        self.repository = repository
    }
}

// "Direct service reference" in the guide: the view calls the service. The finding is at the call.
struct LeaveApprovalView: View {
    let repository: LeaveRepositoryProtocol
    let requestID: String

    var body: some View {
        Button("Approve") {
            Task { try? await repository.approve(requestID) } // expect: view-no-service-access
        }
    }
}

// Near miss: the view receives the repository and only hands it to its view model (constructor injection).
struct LeaveListView: View {
    @StateObject private var viewModel: LeaveListViewModel

    init(repository: LeaveRepositoryProtocol) { // ok: view-no-service-access
        _viewModel = StateObject(wrappedValue: LeaveListViewModel(repository: repository))
    }

    var body: some View { Text("\(viewModel.requests.count)") }
}

// Near miss: an @Observable, main-actor view model owned through @State (the Observation framework's way).
@MainActor
@Observable
final class LeaveCalendarViewModel { // ok: view-model-observable-object
    private(set) var days: [Int] = []
}

struct LeaveCalendarView: View {
    @State private var viewModel = LeaveCalendarViewModel() // ok: view-model-state-object
    var body: some View { Text("\(viewModel.days.count)") }
}
