import SwiftUI
import UIKit // expect: presentation-no-uikit

// Round BU: a coordinator written as a SwiftUI view builds the screen's view model and injects it, the
// coordinator's job in the document ("Coordinators create ViewModels").
// ok: coordinator-has-navigation-path, coordinator-hierarchy, coordinator-deep-links, coordinator-location, view-naming
struct ProfileCoordinatorView: View {
    var body: some View {
        NavigationStack {
            ProfileDetailView(viewModel: ProfileViewModel()) // ok: view-does-not-create-view-models
        }
    }
}

// A UIKit bridge the navigation uses is no feature's screen ("[Feature]View" names feature views).
// ok: view-naming, view-location
struct ShareSheetHost: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> UIActivityViewController {
        UIActivityViewController(activityItems: [], applicationActivities: nil)
    }
    func updateUIViewController(_ controller: UIActivityViewController, context: Context) {}
}
