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

// "Tap targets ≥ 44pt": an icon-only label is the whole target.
struct LeaveCloseButton: View {
    var body: some View {
        Button {
        } label: {
            Image(systemName: "xmark")
                .accessibilityLabel("Close")
                .frame(width: 28, height: 28) // expect: tap-target-button-label
        }
    }
}

// Near miss: a 36-pt avatar inside a row-wide label; the row is the target.
struct LeaveMemberRow: View {
    let name: String
    var body: some View {
        Button {
        } label: {
            HStack(spacing: 12) {
                Circle()
                    .frame(width: 36, height: 36) // ok: tap-target-button-label
                Text(name)
            }
        }
    }
}
