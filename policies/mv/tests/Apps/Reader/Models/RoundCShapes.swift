// Fixture: issue #28 round C. Status flags named for other operations, and what is not business logic in a model.
import Foundation
import Observation

// "Avoid": flags and the IDs they go with, named for the operation (not is-loading).
// expect: model-status-flags
@MainActor
@Observable
final class ReaderAccountsModel {
    var isAuthenticatingAccount = false
    var authenticatingAccountID: UUID?
    var isRemovingAccount = false
    var removingAccountID: UUID?
}

// Near miss: presentation flags and data IDs are no operation status.
@MainActor
@Observable
final class ReaderSheetsModel { // ok: model-status-flags
    var isShowingSettings = false
    var isEditing = false
    var selectedBookID: UUID?
    var meetingID: UUID?
}

// A settings store's setters writing its own configuration, and a debug formatter: not business logic.
@MainActor
@Observable
final class ReaderSettingsStore {
    var thresholds: [String: [Int]] = [:]

    func setThresholds(_ values: [Int]?, for key: String) { // ok: model-minimal-logic
        guard let values else { thresholds[key] = nil; return }
        let sanitized = values.filter { $0 > 0 && $0 < 100 }.sorted()
        if sanitized.isEmpty { thresholds[key] = nil } else if sanitized != thresholds[key] { thresholds[key] = sanitized }
        if thresholds.count > 10 { thresholds.removeAll() }
        if key.isEmpty { thresholds[""] = nil } else if key.count > 40 { thresholds[key] = nil }
    }

    func thresholdsDebugLine(for key: String) -> String { // ok: model-minimal-logic
        guard let values = thresholds[key] else { return "\(key): none" }
        if values.isEmpty { return "\(key): empty" } else if values.count == 1 { return "\(key): \(values[0])" }
        if values.count > 5 { return "\(key): many" }
        if key.isEmpty { return "?" } else if key.count > 40 { return "long" }
        return values.map(String.init).joined(separator: ",")
    }

    // Still logic in a model: a branchy method that is neither.
    func recommendedThreshold(for key: String) -> Int { // expect: model-minimal-logic
        guard let values = thresholds[key] else { return 80 }
        if values.isEmpty { return 80 } else if values.count == 1 { return values[0] }
        if values.contains(90) { return 90 }
        if key.isEmpty { return 50 } else if key.count > 40 { return 60 }
        return values.max() ?? 80
    }
}

// Round F, as apps write it: a model's configure() follows its stream and switches on each event, the document's own
// shape for a model (the work behind each event lives in the use case that sends it).
enum ReaderAccountEvent: Sendable {
    case signedIn(String)
    case signedOut
    case renamed(String)
    case deleted
    case expired
    case locked
}

@MainActor
@Observable
final class ReaderAccountStreamModel {
    private(set) var state: ReaderAccountState = .signedOut

    private func refreshName() async {}

    func configure(events: AsyncStream<ReaderAccountEvent>) async { // ok: model-minimal-logic
        for await event in events {
            switch event {
            case .signedIn: await refreshName()
            case .signedOut, .deleted: state = .signedOut
            case .renamed: await refreshName()
            case .expired: state = .expired
            case .locked: state = .locked
            }
        }
    }
}

enum ReaderAccountState: Equatable, Sendable {
    case signedOut
    case signedIn(String)
    case expired
    case locked
}
