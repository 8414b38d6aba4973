import CoreLocation
import SwiftUI

// Round BP: a *Controller of static members only, never created or observed by a view: a namespace of
// service work (location lookups), not a screen's UI state ("Controller: @Observable class").
class LocationController { // ok: controller-final, controller-main-actor, controller-observable
    private static let manager = CLLocationManager()
    static var lastLocation: CLLocation?

    static func start() {
        manager.startUpdatingLocation()
    }
}

// Violating near miss: the same name with instance state a view shows.
class CompassController: ObservableObject { // expect: controller-final, controller-main-actor, controller-observable
    @Published var heading = 0.0 // expect: controller-private-set
}
