import Foundation
import Observation

// Near miss, as apps write it (a Homebrew GUI's record of one `brew services` entry): Codable data named for what it
// describes is not the app's service layer, so the service checks (actor, protocol) do not apply to it.
@Observable
final class HomebrewService: Codable, Identifiable { // ok: service-actor, service-protocol, service-no-ui-state
    var id = UUID()
    var name = ""
    var isRunning = false

    func loadDetails() async {}
}
