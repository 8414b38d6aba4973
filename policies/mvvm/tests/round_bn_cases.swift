import SwiftUI
import UIKit

// Round BN: UI feedback and Dynamic Type as apps write them.

// A haptics wrapper named as a service plays UI feedback, no external communication ("API calls",
// "Database access"): a view may call it.
final class HapticService {
    static let shared = HapticService()
    private let generator = UIImpactFeedbackGenerator(style: .medium)
    func impact() async { generator.impactOccurred() }
}

protocol BookingServiceProtocol {
    func cancel(_ id: String) async throws
}

final class BookingService: BookingServiceProtocol {
    func cancel(_ id: String) async throws {
        _ = try await URLSession.shared.data(from: URL(fileURLWithPath: "/bookings/\(id)"))
    }
}

struct BookingRow: View {
    let service: BookingServiceProtocol
    var body: some View {
        Button("Cancel") {
            Task {
                await HapticService.shared.impact() // ok: view-no-service-access
                try? await service.cancel("1") // expect: view-no-service-access
            }
        }
    }
}

// Sizes scaled with the user's text size follow Dynamic Type; a bare number does not.
extension Font {
    static var buttonLabel: Font {
        .system(size: UIFontMetrics.default.scaledValue(for: 17)) // ok: dynamic-type-fonts
    }
    static var caption: Font {
        .system(size: 12) // expect: dynamic-type-fonts
    }
}

// An icon button labelled with the older `.accessibility(label:)` modifier is labelled.
struct FilterButton: View {
    @Binding var isPresented: Bool
    var body: some View {
        HStack {
            Button {
                isPresented = true
            } label: {
                Image("filter") // ok: images-accessibility-label
            }
            .accessibility(label: Text("Filter"))
            Button {
                isPresented = false
            } label: {
                Image("close") // expect: images-accessibility-label
            }
        }
    }
}

// A view model class that is not an ObservableObject cannot be held by @StateObject/@ObservedObject;
// one that is, held as a plain `var` it creates, is not observed.
final class PlaybackViewModel { // expect: view-model-main-actor, view-model-observable-object
    var position = 0.0
}

@MainActor
final class QueueViewModel: ObservableObject {
    @Published private(set) var items: [String] = []
}

struct PlayerScreen: View {
    @State private var playback: PlaybackViewModel? // ok: view-model-state-object
    var queue = QueueViewModel() // expect: view-model-state-object
    var body: some View { Text("\(queue.items.count)") }
}

// Round BO: which ranking a navigation destination shows is navigation state ("Sheet/Alert presentation"),
// even when its type is kept with the models (Models/RankingKind.swift).
struct RankingsScreen: View {
    @State private var rankingDestination: RankingKind? // ok: state-no-model-data
    var body: some View {
        NavigationStack {
            Button("Top ten") { rankingDestination = .funniest }
                .navigationDestination(item: $rankingDestination) { kind in Text("\(kind)") }
        }
    }
}

// Round BO: a view that takes a shared service for itself, named as a service (view-no-service-reference
// takes the names view-no-service-property leaves to it); a theme kept for the views is appearance.
@MainActor // expect: service-behind-protocol
final class PlaybackService: ObservableObject {
    static let shared = PlaybackService()
    @Published private(set) var isPlaying = false
    func start(_ id: String) async throws {
        _ = try await URLSession.shared.data(from: URL(fileURLWithPath: "/play/\(id)"))
    }
}

@MainActor
final class ThemeService: ObservableObject {
    static let shared = ThemeService()
    @Published var accent = "blue" {
        didSet { UserDefaults.standard.set(accent, forKey: "accent") }
    }
}

struct DownloadsScreen: View {
    @StateObject private var playbackService = PlaybackService.shared // expect: view-no-service-reference
    @ObservedObject var themeService = ThemeService.shared // ok: view-no-service-reference, view-no-service-property
    var body: some View { Text(playbackService.isPlaying ? "Playing" : themeService.accent) }
}

// Round BQ: a property wrapper that resolves view models, and a base class the view models inherit
// their task bookkeeping from: neither is a screen's view model.
@propertyWrapper
final class InjectedViewModel<T> { // ok: view-model-main-actor, view-model-observable-object
    let wrappedValue: T
    init(_ value: T) { wrappedValue = value }
}

@MainActor
class BaseListViewModel { // ok: view-model-observable-object
    private var tasks: [Task<Void, Never>] = []
    func track(_ task: Task<Void, Never>) { tasks.append(task) }
}

@MainActor
final class AlbumsViewModel: BaseListViewModel, ObservableObject {
    @Published private(set) var albums: [String] = []
}

// Violating near miss: a screen's view model with state that is not observable.
@MainActor // expect: view-model-observable-object
final class ArtistsViewModel {
    var artists: [String] = []
}

// Round BS: a navigation stack's path is what the view shows, UI state; a Core Data repository the
// screens observe is a service ("Database access"), not asked @MainActor like a view model.
enum SettingsRoute: Hashable {
    case account, about
}

struct SettingsScene: View {
    @State private var path: [SettingsRoute] = [] // ok: state-ui-only
    @State private var recentSearches: [String] = [] // expect: state-ui-only
    var body: some View {
        NavigationStack(path: $path) { Text("Settings \(recentSearches.count)") }
    }
}
