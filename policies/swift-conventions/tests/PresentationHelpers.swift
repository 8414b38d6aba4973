import SwiftUI
import UIKit

// A *Controller that manages UIKit controllers (a full-screen presentation helper) is not observed by any view:
// it is not the document's Controller ("UI state -> @Observable class"), so the controller checklist does not
// apply to it.
@MainActor
final class PlayerPresentationController { // ok: controller-observable
    private var hosting: UIHostingController<AnyView>?

    func present(_ content: AnyView, from presenter: UIViewController) {
        let hosting = UIHostingController(rootView: content)
        presenter.present(hosting, animated: true)
        self.hosting = hosting
    }
}

// Still a controller: an ObservableObject screen controller, though its file imports UIKit.
// expect: controller-observable
@MainActor
final class PhotoPickerController: ObservableObject {
    @Published private(set) var images: [UIImage] = []
}
