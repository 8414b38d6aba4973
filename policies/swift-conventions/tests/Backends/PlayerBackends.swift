import Combine
import SwiftUI

// A *Controller behind the project's protocol, created and driven by another class and never held by a view, is a
// backend: the service role, not a view's controller.
protocol PlaybackBackend: AnyObject {
    func play() async
}

class RadioPlaybackController: PlaybackBackend { // ok: controller-observable, controller-main-actor, controller-final
    @Published private var isPlaying = false
    func play() async { isPlaying = true }
}

@MainActor @Observable final class PlayerController {
    private(set) var title = ""
    private let backend: any PlaybackBackend = RadioPlaybackController()
}

// Near miss: a controller behind a protocol that a view holds is the view's controller.
protocol QueueControlling: AnyObject {}

// expect: controller-observable, controller-main-actor
final class QueueController: ObservableObject, QueueControlling {
    @Published private(set) var items: [String] = []
}

struct QueueView: View {
    @StateObject private var controller = QueueController() // expect: view-controller-state-object
    var body: some View { Text("\(controller.items.count)") }
}
