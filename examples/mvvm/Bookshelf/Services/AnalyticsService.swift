import Foundation

// Deliberate violation: the service has no protocol, so view models cannot receive a mock.
final class AnalyticsService { // expect: service-behind-protocol
    func track(_ event: String) async {
        // Sends the event to the analytics backend.
    }
}
