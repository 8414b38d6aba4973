import Observation
import SwiftUI

// "Controllers are @Observable @MainActor final classes": when a base controller lacks the attributes, the review
// comment is on the base; its subclasses inherit the fix. One cause, one finding.
class ChildContentsController: ObservableObject { // expect: controller-observable, controller-main-actor, controller-final
    @Published private(set) var items: [String] = []
    private var loadTask: Task<Void, Never>?
    func reload() async {}
    deinit { loadTask?.cancel() }
}

final class DownloadsChildContentsController: ChildContentsController { // ok: controller-observable, controller-main-actor
    func removeAll() async {} // ok: controller-task-tracking-async
}

// Near miss: a subclass of an isolated, observable base that starts async work with no task of its own and
// inherits none is still told to keep one.
@MainActor @Observable // expect: controller-final
class BaseFeedController {
    private(set) var title = ""
}

// expect: controller-task-tracking-async
@MainActor @Observable
final class NewsFeedController: BaseFeedController {
    func refresh() async {}
}
