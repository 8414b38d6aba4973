// Fixture (rounds E, L, R, X, Z, AG, AL, AN): "Observable models live in the Apps layer, spanning many views". A
// class the App struct creates once and hands down the environment is that app-level model, whatever its name says;
// a ViewModel one screen creates for itself is what the document removes.
import Observation
import SwiftUI

@MainActor @Observable final class KioskSessionViewModel { // ok: no-view-models
    var cartCount = 0
}

@MainActor @Observable final class KioskReceiptViewModel { // expect: no-view-models
    var total = 0.0
}

struct KioskSessionApp: App {
    @State private var session = KioskSessionViewModel()

    var body: some Scene {
        WindowGroup { KioskReceiptScreen().environment(session) }
    }
}

struct KioskReceiptScreen: View {
    @State private var receipt = KioskReceiptViewModel()
    @Environment(KioskSessionViewModel.self) private var session

    var body: some View {
        Text("\(session.cartCount) items, \(receipt.total)")
    }
}
