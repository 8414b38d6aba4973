import Combine
import Foundation

// Round BO: a Services folder inside the app's Presentation layer holds UI state the screens observe
// (a rest timer's countdown): the Apps layer under another folder name, where observation belongs.
@MainActor
final class RestTimerState: ObservableObject { // ok: observable-only-in-apps
    @Published private(set) var secondsLeft = 0
}
