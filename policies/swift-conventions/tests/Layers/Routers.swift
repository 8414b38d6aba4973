import SwiftUI
import Observation

// The document gives navigation to the view: a router holding the navigation state is not a screen's controller,
// and setting its sheet is the view navigating.
@Observable @MainActor final class RouterPath {
    var presentedSheet: String?
}

@Observable @MainActor final class InboxController {
    private(set) var unread = 0
    var filter = "" // expect: controller-private-set
}

struct InboxView: View {
    @Environment(RouterPath.self) private var routerPath
    @State private var controller = InboxController()
    var body: some View {
        Button("Compose") {
            routerPath.presentedSheet = "compose" // ok: view-no-controller-mutation
            controller.filter = "all" // expect: view-no-controller-mutation
        }
    }
}
