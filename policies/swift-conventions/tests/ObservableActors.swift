import SwiftUI

// Round CA: "UI state or service coordination → Controller". An actor the views observe, publishing the state they
// show and coordinating the drivers below it, is the controller by its role: views call it, and its published state
// is where the document wants UI state.
public actor InstrumentController: ObservableObject {
    var pump: PumpDriver?

    @MainActor @Published var connectionState = "disconnected" // ok: service-no-ui-state

    func startPumping() async { await pump?.start() }
}

protocol PumpDriverProtocol: Sendable {
    func start() async
}

// As the document writes a service: an actor behind a protocol, doing the I/O.
actor PumpDriver: PumpDriverProtocol {
    func start() async {}
}

struct PumpPanel: View {
    @EnvironmentObject private var controller: InstrumentController
    let driver: PumpDriver
    var body: some View {
        VStack {
            Button("Start") { Task { await controller.startPumping() } } // ok: view-no-service
            Button("Raw") { Task { await driver.start() } } // expect: view-no-service
        }
    }
}
