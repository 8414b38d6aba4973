import Foundation
import SwiftUI

// "Async operation (API, database) -> Service (actor + protocol)": an API client is a service by what it does.
// expect: service-protocol, service-actor
final class WeatherClient {
    func forecast() async throws -> [String] { [] }
}

// A repository reading the database is one too.
// expect: service-protocol, service-actor
final class WorkoutRepository {
    func saved() async throws -> [String] { [] }
}

// Near miss: the client behind its protocol, as an actor.
protocol RouteClientProtocol {
    func routes() async throws -> [String]
}

actor RouteClient: RouteClientProtocol { // ok: service-protocol, service-actor
    func routes() async throws -> [String] { [] }
}

// Near miss: a test double with the document's own name pattern is not production code.
final class MockWeatherService { // ok: service-protocol, service-actor
    func forecast() async throws -> [String] { [] }
}

struct ForecastView: View {
    private let client = WeatherClient()
    var body: some View {
        Text("Forecast")
            .task { _ = try? await client.forecast() } // expect: view-no-service
    }
}

struct ForecastPreviewView: View {
    private let service = MockWeatherService() // ok: view-no-service
    var body: some View { Text("Preview") }
}
