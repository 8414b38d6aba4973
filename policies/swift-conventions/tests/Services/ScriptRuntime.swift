import SwiftUI
import JavaScriptCore

// Round BL: a script runtime filed with the services, that only a service drives ("Services" hold
// async work, "Controllers" hold a view's UI state): no view binds to it, so the controller items
// do not apply, whatever its name.
class ScriptController: NSObject, ObservableObject { // ok: controller-final, controller-main-actor, controller-observable
    static let shared = ScriptController()
    var context = JSContext()

    func load(_ script: String) {
        context?.evaluateScript(script)
    }
}

protocol ModuleServiceProtocol {
    func run(_ script: String) async
}

actor ModuleService: ModuleServiceProtocol {
    private let runtime = ScriptController.shared

    func run(_ script: String) async {
        await MainActor.run { runtime.load(script) }
    }
}

// Violating: the same shape in the same folder, but a view reads it: the view's state lives in it,
// so it is a controller and the items apply.
class PlayerController: NSObject, ObservableObject { // expect: controller-final, controller-main-actor, controller-observable
    static let shared = PlayerController()
    @Published var isPlaying = false // expect: controller-private-set
}

struct PlayerView: View {
    @ObservedObject var player = PlayerController.shared

    var body: some View {
        Text(player.isPlaying ? "Playing" : "Paused")
    }
}

