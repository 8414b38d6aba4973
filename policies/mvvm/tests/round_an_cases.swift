import SwiftUI
import MapKit

// Cases from round AN's reviewers.

// "Using async/await (not completion handlers)": a view model's own route lookup takes a completion handler, even
// though the class also implements a framework delegate (the delegate's callbacks are the framework's shape, this
// method is the author's), and even written `@escaping(` with no space.
@MainActor
final class LocationSearchViewModel: NSObject, ObservableObject {
    @Published private(set) var results: [MKLocalSearchCompletion] = []

    func getDestinationRoute(from source: CLLocationCoordinate2D, completion: @escaping(MKRoute) -> Void) { // expect: async-await-over-completion-handlers
        let directions = MKDirections(request: MKDirections.Request())
        directions.calculate { response, _ in
            if let route = response?.routes.first { completion(route) }
        }
    }
}

extension LocationSearchViewModel: MKLocalSearchCompleterDelegate {
    // Near miss: a delegate method of the framework's shape.
    func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: Error) {}
}

// Near miss: a delegate class's callback of the framework's shape (the name is the delegating object's, not a verb).
final class PushHandler: NSObject, UNUserNotificationCenterDelegate {
    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                withCompletionHandler completionHandler: @escaping (Bool) -> Void) {} // ok: async-await-over-completion-handlers
}

// "Images have accessibility labels": the image a view shows needs the label, also one handed to a component that
// shows it (a placeholder); an Image stored in state is labelled where it is displayed.
struct PosterView: View {
    let url: URL
    @State private var picked: Image?
    @State private var avatar: UIImage?

    var body: some View {
        VStack {
            CachedImage(url: url, placeholder: Image("poster-placeholder")) // expect: images-accessibility-label
            Image(systemName: "star.fill") // expect: images-accessibility-label
            if let picked {
                picked.resizable()
            }
        }
    }

    private func loadImage() {
        guard let avatar else { return }
        picked = Image(uiImage: avatar) // ok: images-accessibility-label
    }
}

// Near miss: a main-actor class's delegate callback is nonisolated, whatever its first word.
@MainActor
final class CallPushBridge: NSObject, PKPushRegistryDelegate {
    nonisolated func pushRegistry(_ registry: PKPushRegistry, didReceiveIncomingPushWith payload: PKPushPayload,
                                  for type: PKPushType, completion: @escaping () -> Void) { // ok: async-await-over-completion-handlers
        Task { completion() }
    }
}

// Round AO. "ALWAYS use @MainActor": an @Observable class that holds UI state (a location picker's search results)
// publishes it like an ObservableObject; one isolated to the main actor is fine.
@Observable // expect: observable-object-main-actor
final class LocationPickerState {
    var results: [String] = []
    var query = ""
}

@MainActor
@Observable
final class MapSelection { // ok: observable-object-main-actor
    var selected: String?
}

// Round AN. "Tap targets ≥ 44pt", in the Button(action:label:) form as apps write it; a 44 pt frame is fine.
struct TweetActionsView: View {
    let reply: () -> Void
    let share: () -> Void

    var body: some View {
        HStack {
            Button(action: reply, label: {
                Image(systemName: "bubble.left")
                    .frame(width: 32, height: 32) // expect: tap-target-button-label-argument
                    .accessibilityLabel("Reply")
            })
            Button(action: share, label: {
                Image(systemName: "square.and.arrow.up")
                    .frame(width: 44, height: 44) // ok: tap-target-button-label-argument
                    .accessibilityLabel("Share")
            })
        }
    }
}

// Round AP. "Data persistence → Service": a UserDefaults store named as a service is one, and a view that calls it,
// even through a static method, reaches past its view model.
struct SettingsStorageService { // expect: service-behind-protocol
    private static let defaults = UserDefaults.standard

    static func savedUserName() -> String? { defaults.string(forKey: "userName") }
}

struct GreetingView: View {
    var body: some View {
        Text(SettingsStorageService.savedUserName() ?? "Guest") // expect: view-no-service-access
    }
}

// Round AR. Near miss: Alamofire's interceptor requirements have the signatures the library chose.
final class AuthInterceptor: RequestInterceptor {
    // ok: async-await-over-completion-handlers
    func adapt(_ urlRequest: URLRequest, for session: Session, completion: @escaping (Result<URLRequest, Error>) -> Void) {
        completion(.success(urlRequest))
    }
}

// Round AV. Near miss for view-model-created-observed: a view model a container looks up is not created by the view.
struct CharactersListView: View {
    @ObservedObject private var viewModel = Resolver.shared.resolve(CharactersListViewModel.self) // ok: view-model-created-observed

    var body: some View { Text("\(viewModel.count)") }
}

@MainActor
final class CharactersListViewModel: ObservableObject {
    @Published private(set) var count = 0
}
