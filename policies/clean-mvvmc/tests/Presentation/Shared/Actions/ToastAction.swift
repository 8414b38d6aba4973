import Foundation

// A button's action stored for later (a bare `handler`) is not the completion of an async operation:
// "No legacy callback-based code" is about results delivered through callbacks.
struct ToastAction {
    let label: String
    let handler: @MainActor () -> Void

    init(label: String, handler: @escaping @MainActor () -> Void) { // ok: no-escaping-completion
        self.label = label
        self.handler = handler
    }

    static func undo(_ handler: @escaping @MainActor () -> Void) -> ToastAction { // ok: no-escaping-completion
        ToastAction(label: "Undo", handler: handler)
    }
}

// A callback that delivers a result is still reported.
struct ToastLoader {
    func load(completionHandler: @escaping (Result<String, Error>) -> Void) {} // expect: no-escaping-completion
}
