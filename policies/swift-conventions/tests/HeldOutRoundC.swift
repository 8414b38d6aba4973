import SwiftUI

// Cases from reviewing real apps against sections 1-4 (issue #28, round C).

protocol RegattaServiceProtocol {
    func fetchRaces() async throws -> [String]
    func saveNote(_ note: String) async throws
}

// Section 1, "Task tracking variable": a fire-and-forget Task is reported where it starts, not on the class.
@Observable
@MainActor
final class RegattaViewModel { // ok: controller-task-tracking, controller-task-tracking-async
    private(set) var races: [String] = []
    private(set) var errorMessage: String?
    private let service: RegattaServiceProtocol

    init(service: RegattaServiceProtocol) {
        self.service = service
    }

    func save(_ note: String) {
        // expect: controller-task-tracking
        Task {
            try? await service.saveNote(note)
        }
    }

    func scheduleRefresh() {
        // expect: controller-task-tracking
        Task { @MainActor [weak self] in
            try? await Task.sleep(nanoseconds: 400_000_000)
            await self?.reload()
        }
    }

    func reload() async {
        races = (try? await service.fetchRaces()) ?? []
    }

    // Near miss: a Task that awaits nothing, a hop to the main actor, runs to its end at once: nothing to cancel.
    nonisolated func didReceive(_ note: String) {
        Task { @MainActor in // ok: controller-task-tracking
            self.errorMessage = note
        }
    }
}

// Near miss: a controller that keeps its Task in a property has its tracking variable.
@Observable
@MainActor
final class RaceListViewModel { // ok: controller-task-tracking-async
    private(set) var races: [String] = []
    private let service: RegattaServiceProtocol
    private var loadTask: Task<Void, Never>?

    init(service: RegattaServiceProtocol) {
        self.service = service
    }

    func load() {
        loadTask?.cancel()
        loadTask = Task { // ok: controller-task-tracking
            let fetched = (try? await service.fetchRaces()) ?? []
            if !Task.isCancelled { races = fetched }
        }
    }

    deinit { loadTask?.cancel() }
}

// Section 1, "Protocol-based service": the composition root builds and holds the concrete services; it is no
// screen controller.
actor RegattaService: RegattaServiceProtocol {
    func fetchRaces() async throws -> [String] { [] }
    func saveNote(_ note: String) async throws {}
}

@Observable
@MainActor
final class AppDependencies {
    let regattaService: RegattaService // ok: controller-service-protocol
    init() { regattaService = RegattaService() }
}

// As apps write it: a screen controller holding the concrete service is still reported.
@Observable
@MainActor
final class RegattaDetailViewModel {
    // expect: controller-service-protocol
    private let service: RegattaService
    init(service: RegattaService) { self.service = service }
}

// Section 2: a SwiftUI preview's private stand-in client and a *Mock double are not the app's services.
struct RegattaView: View {
    @State private var viewModel = RegattaViewModel(service: RegattaPreviewService())
    var body: some View { Text("Regatta") }
}

private final class RegattaPreviewService: RegattaServiceProtocol { // ok: service-actor, service-protocol
    func fetchRaces() async throws -> [String] { ["Preview"] }
    func saveNote(_ note: String) async throws {}
}

final class RegattaServiceMock: RegattaServiceProtocol { // ok: service-actor, service-protocol
    var races: [String] = []
    func fetchRaces() async throws -> [String] { races }
    func saveNote(_ note: String) async throws {}
}

// Near miss: a production service whose name only mentions previews is still a service.
// expect: service-actor, service-protocol
final class LinkPreviewService {
    var cache: [URL: String] = [:]
    func preview(for url: URL) async throws -> String { "" }
}

// Section 3, "No direct service calls": a service the view reads from the environment by key path has no written
// type; its name says what it is.
struct RegattaEntryView: View {
    @Environment(\.regattaService) private var regattaService
    @Environment(\.dismiss) private var dismiss
    @State private var note = ""

    var body: some View {
        Button("Save") {
            Task {
                // expect: view-no-environment-service
                try? await regattaService.saveNote(note)
                dismiss() // ok: view-no-environment-service
            }
        }
    }
}

// Near miss: a typed property is judged by its type (view-no-service): a synchronous helper named *Service is no
// service, and is not reported by its name.
struct RegattaFormatService {
    func format(_ seconds: Int) -> String { "\(seconds) s" }
}

struct RegattaTimeView: View {
    let formatService: RegattaFormatService
    var body: some View {
        Text(formatService.format(90)) // ok: view-no-environment-service, view-no-service
    }
}

// Near miss: the view hands the environment's service to its controller (wiring, no call).
struct RegattaResultsView: View {
    @Environment(\.regattaService) private var regattaService
    var body: some View {
        RegattaResultsList(viewModel: RegattaViewModel(service: regattaService)) // ok: view-no-environment-service
    }
}

struct RegattaResultsList: View {
    let viewModel: RegattaViewModel
    var body: some View { Text("Results") }
}

// Section 4, "Task.isCancelled check" before error state, in an async controller method run by the view's .task.
@Observable
@MainActor
final class CrewViewModel { // ok: controller-task-tracking-async
    private(set) var crew: [String] = []
    private(set) var errorMessage: String?
    private(set) var isLoading = false
    private let service: RegattaServiceProtocol
    private var loadTask: Task<Void, Never>?

    init(service: RegattaServiceProtocol) {
        self.service = service
    }

    func load() async {
        do {
            crew = try await service.fetchRaces()
        } catch {
            isLoading = false // ok: task-check-cancelled-error-state
            // expect: task-check-cancelled-error-state
            errorMessage = error.localizedDescription
        }
    }

    enum Phase: Equatable { case idle, locked, failed(String) }
    private(set) var viewState = Phase.idle
    private(set) var lockState = Phase.idle

    func unlock() async {
        do {
            try await service.saveNote("unlock")
            lockState = .idle
        } catch {
            lockState = .locked // ok: task-check-cancelled-error-state
            // expect: task-check-cancelled-error-state
            viewState = .failed(error.localizedDescription)
        }
    }

    func loadMore() async {
        do {
            crew += try await service.fetchRaces()
        } catch {
            // expect: task-check-cancelled-error-handler
            handleFailure(error)
        }
    }

    // Near misses: the check is there, or cancellation has its own catch clause.
    func refresh() async {
        do {
            crew = try await service.fetchRaces()
        } catch {
            guard !Task.isCancelled else { return }
            errorMessage = error.localizedDescription // ok: task-check-cancelled-error-state
        }
    }

    func retry() async {
        do {
            crew = try await service.fetchRaces()
        } catch is CancellationError {
            return
        } catch {
            handleFailure(error) // ok: task-check-cancelled-error-handler
        }
    }

    // Near miss: an action that hands its error back to the caller (`throw error` after setting the message) is the
    // caller's to cancel or not; the document's check is for loads that replace one another.
    func deleteRegatta() async throws {
        do {
            try await service.saveNote("delete")
        } catch {
            errorMessage = "Could not delete the regatta." // ok: task-check-cancelled-error-state
            throw error
        }
    }

    // Near miss: a synchronous method's catch is not cancelled with a task.
    func importCrew(from data: Data) {
        do {
            crew = try JSONDecoder().decode([String].self, from: data)
        } catch {
            errorMessage = error.localizedDescription // ok: task-check-cancelled-error-state
        }
    }

    // Near misses: an async method's catch of a do that awaits nothing (a synchronous save or encoding) cannot see
    // a cancellation.
    func saveCrew() async {
        do {
            try persist(crew)
        } catch {
            errorMessage = error.localizedDescription // ok: task-check-cancelled-error-state
        }
    }

    func exportCrew() async {
        do {
            _ = try JSONEncoder().encode(crew)
        } catch {
            handleFailure(error) // ok: task-check-cancelled-error-handler
        }
    }

    private func persist(_ names: [String]) throws {}

    private func handleFailure(_ error: Error) {
        errorMessage = error.localizedDescription
    }

    deinit { loadTask?.cancel() }
}

// Section 2, "Returns structs": the service's own API returning a class is reported; its test kit's factory
// (tests/TestKit/RegattaService+TestKit.swift) is not.
// expect: service-actor
final class RegattaArchiveService: RegattaArchiveServiceProtocol {
    func archive() async throws -> [String] { [] }
    // expect: service-returns-structs
    func latest() async throws -> RegattaArchiveService { self }
}

protocol RegattaArchiveServiceProtocol {
    func archive() async throws -> [String]
}
