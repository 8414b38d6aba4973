import SwiftUI
import MapKit
import UIKit

// Round BM: what the guide leaves to the view, and a container that is not a model.

// "Animation state → View": per-dot flags driving an animation, and an animation's phase, are UI state.
struct LoadingDots: View {
    @State private var scale: [Bool] = [false, false, false] // ok: state-ui-only
    @State private var titles: [String] = [] // expect: state-ui-only
    @State private var anim: HintAnimation = .idle // ok: state-no-model-data

    var body: some View {
        HStack {
            ForEach(0..<3) { index in
                Circle().scaleEffect(scale[index] ? 1.2 : 0.8)
            }
        }
    }
}

// A map view bridged from UIKit: updateUIView decides what the map draws (how to display), not
// business data the view model should compute.
struct StopsMap: UIViewRepresentable {
    var annotations: [MKPointAnnotation]

    func makeUIView(context: Context) -> MKMapView { MKMapView() }

    func updateUIView(_ mapView: MKMapView, context: Context) {
        let far = mapView.annotations.filter { _ in mapView.region.span.latitudeDelta > 0.5 } // ok: view-no-data-transformation
        mapView.removeAnnotations(far)
    }
}

// Violating near miss: a SwiftUI view that filters its data for display.
struct StopsList: View {
    var names: [String]
    var body: some View {
        List(names.filter { !$0.isEmpty }, id: \.self) { Text($0) } // expect: view-no-data-transformation
    }
}

// A view model's @AppStorage mirror of a published value: the view reads the published one.
@MainActor
final class FavoritesViewModel: ObservableObject {
    @AppStorage("favorite") var storedFavorite: [String] = [] // ok: view-model-published-state
    @Published var selectedFavorite: [String] = []
    var recentlyViewed: [String] = [] // expect: view-model-published-state
}
