// Fixture: second cases of the document's model rules, as the document writes them and as real apps do,
// each with a near miss.
import Foundation
import Observation
import UserNotifications

// "Avoid", the document's own example made observable: flags and optionals side by side.
// expect: model-status-flags
@MainActor @Observable final class OperationModel {
    var isLoading = false
    var isOperating = false
    var snapshot: SyncSnapshot?
    var useCaseState: SyncProgress?
    var prior: SyncSnapshot?
}

// Near miss: one flag beside an enum state is not a set of status flags.
// ok: model-status-flags, model-state-is-enum
@MainActor @Observable final class OutlineModel {
    var state: OutlineState = .idle
    var isExpanded = false
}

enum OutlineState { case idle, ready([String]) }

// As real apps write it: no @MainActor, a plain class, a struct of flags called state.
// expect: observable-main-actor
@Observable class SettingsModel {
    // expect: model-state-is-enum
    var state = SettingsStatus()
}

struct SettingsStatus {
    var isSaving = false
    var lastError: String?
}

// Near miss: a persisted navigation snapshot called state, of enums and stacks only, has no flags to combine.
@MainActor @Observable final class ShelfNavigationModel {
    // ok: model-state-is-enum
    var state = ShelfNavigation()
}

struct ShelfNavigation: Codable {
    var tab: ShelfTab = .recent
    var recentPath: [String] = []
    var archivePath: [String] = []
}

enum ShelfTab: String, Codable { case recent, archive }

// As real apps write it: a state struct of optionals only (a value and an error that can both be set).
@MainActor @Observable final class EstimateModel {
    // expect: model-state-is-enum
    private var state = EstimateStatus()
}

struct EstimateStatus {
    var estimate: String?
    var error: Error?
}

// A snapshot type the Apps layer defines for itself instead of taking the use case's.
// expect: snapshot-types-in-use-cases
struct ShelfSnapshot { let titles: [String] }

// Near miss: a model's own nested type named just Snapshot.
// ok: snapshot-types-in-use-cases
struct Snapshot { let count: Int }

// As real apps write a model that does the client's work: files and JSON in the model.
@MainActor @Observable final class BookmarksModel {
    var state: OutlineState = .idle

    func save(_ titles: [String]) throws {
        // expect: model-no-client-work
        let data = try JSONEncoder().encode(titles)
        // the temporary folder's path reads no file: the write below is the file access (round BW)
        // ok: model-no-client-work
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("bookmarks.json")
        try data.write(to: url) // expect: model-no-file-writes
        // expect: model-no-client-work
        try FileManager.default.removeItem(at: url.deletingLastPathComponent().appendingPathComponent("old.json"))
    }

    // As real apps write business rules into a model: ranking and filtering with branches.
    // expect: model-minimal-logic
    func ranked(_ titles: [String], query: String, limit: Int) -> [String] {
        var result: [String] = []
        for title in titles {
            if query.isEmpty || title.localizedCaseInsensitiveContains(query) {
                if title.hasPrefix("The ") && title.count > 4 {
                    result.append(String(title.dropFirst(4)))
                } else if title.count > 80 {
                    continue
                } else {
                    result.append(title)
                }
            }
            if result.count >= limit { break }
        }
        return result
    }
}

// The state initialiser re-deriving data, as real apps write it: a switch with conditions.
enum ShelfModelState {
    case empty, loading, ready([String]), failed(String)

    // expect: model-state-init-trivial
    init(from progress: SyncProgress, titles: [String]) {
        switch progress {
        case .importing(let step) where step > 0 && titles.isEmpty:
            self = .loading
        case .completed(let snapshot) where snapshot.count > 0:
            self = titles.isEmpty ? .empty : .ready(titles)
        case .failed:
            self = .failed("Sync failed")
        default:
            self = .empty
        }
    }
}

// A framework's enum mapped case for case by one switch expression: a conversion, not logic. As apps write it.
enum ReaderPlaybackState {
    case playing, paused, stopped

    init(_ state: NowPlayingState) { // ok: model-state-init-trivial
        self = switch state {
        case .playing: .playing
        case .paused: .paused
        case .interrupted: .paused
        default: .stopped
        }
    }
}

enum NowPlayingState { case playing, paused, interrupted, unknown }

// Near miss: a switch statement that re-derives the state from conditions.
enum ReaderSpeechState {
    case speaking, idle

    // expect: model-state-init-trivial
    init(_ state: NowPlayingState, queue: [String], muted: Bool) {
        switch state {
        case .playing where queue.count > 0 && !muted: self = .speaking
        case .paused where queue.count > 2: self = muted ? .idle : .speaking
        case .interrupted: self = .idle
        default: self = .idle
        }
    }
}

// Near miss: a state typed by a framework's view state (SpeziViews' `ViewState`, not declared here) is as likely an
// enum as not: nothing says it is a struct of flags.
@MainActor @Observable final class ReminderModel {
    // ok: model-state-is-enum
    var state: ViewState = .idle
}

// Near miss: an SDK's connection enum adapted case by case at the boundary is not the use case state the document's
// initialiser maps, however many cases it has.
enum HeadbandState {
    case unknown, connected, connecting, disconnected, interventionRequired(String)

    // ok: model-state-init-trivial
    init(from state: IXNConnectionState) {
        switch state {
        case .connected: self = .connected
        case .connecting: self = .connecting
        case .disconnected: self = .disconnected
        case .needsUpdate: self = .interventionRequired("firmware")
        @unknown default: self = .unknown
        }
    }
}

// Round BX: a stateless observable in the app's own folders breaks no item of the document (a notifications module
// that only sends, a placeholder model); a service named so and made observable is a client that should stay plain.

@Observable // ok: observable-without-state
final class ReminderNotifier {
    let sentKey = "reminderSent"
    func send(title: String) {
        UNUserNotificationCenter.current().add(UNNotificationRequest(identifier: sentKey, content: UNMutableNotificationContent(), trigger: nil))
    }
}

@Observable // expect: observable-without-state
final class PrayerTimesService {
    private let baseURL = "https://example.com"
    func times() async throws -> [String] { [] }
}

// Round BX: an observable base class without @MainActor and its observable subclasses: the subclass cannot be
// isolated alone, so the comment is the base's; a subclass of an isolated base inherits its isolation.
// expect: observable-main-actor
@Observable class ShelfFetcher {
    var titles: [String] = []
}

// ok: observable-main-actor
@Observable final class ArchiveFetcher: ShelfFetcher {
    var page = 0
}

@MainActor @Observable class IsolatedFetcher {
    var titles: [String] = []
}

// ok: observable-main-actor
@Observable final class IsolatedArchiveFetcher: IsolatedFetcher {
    var page = 0
}

// Round BY: the home folder's path shown with `~` reads no file; listing a folder of it does.
@MainActor @Observable final class TerminalSessionModel {
    var currentDirectory = ""

    var displayDirectory: String {
        let home = FileManager.default.homeDirectoryForCurrentUser.path // ok: model-no-client-work
        return currentDirectory.hasPrefix(home) ? "~" + currentDirectory.dropFirst(home.count) : currentDirectory
    }

    func entries() -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: currentDirectory)) ?? [] // expect: model-no-client-work
    }
}

// Round BZ: the text VoiceOver reads for a square is a view's words, however it branches.
@MainActor @Observable final class BoardSelectionModel {
    var selection: Int?
    var legalTargets: Set<Int> = []

    // ok: model-minimal-logic
    func accessibilityHint(for square: Int, allowsMoves: Bool) -> String? {
        guard allowsMoves else { return nil }
        if square == selection { return "Deselects" }
        if selection != nil, legalTargets.contains(square) { return square > 32 ? "Captures" : "Moves here" }
        if legalTargets.isEmpty { return "Shows legal moves" }
        return selection == nil ? "Selects" : nil
    }

    // As apps write the same branches as a rule of the game: logic a use case owns.
    // expect: model-minimal-logic
    func canMove(from square: Int, to target: Int, allowsMoves: Bool) -> Bool {
        guard allowsMoves else { return false }
        if square == target { return false }
        if selection != nil, legalTargets.contains(target) { return target > 32 ? square < 8 : true }
        if legalTargets.isEmpty { return false }
        return selection == nil ? false : target != square
    }
}
