import SwiftUI
import Observation

// "@MainActor" on the Controller (Critical: "Missing @MainActor on Controller"), as apps often write it:
// the attribute on the methods that touch the UI, not on the class, so its state is not isolated.
// expect: controller-main-actor
@Observable final class PlayerController {
    private(set) var isPlaying = false
    @MainActor func play() { isPlaying = true }
}

// Near miss: the isolation is inherited from a @MainActor base class.
@MainActor class ScreenBase {}
// ok: controller-main-actor
@Observable final class LineupController: ScreenBase {
    private(set) var players: [String] = []
}

// Near miss: the isolation is inherited from a @MainActor protocol.
@MainActor protocol ScreenState: AnyObject {}
// ok: controller-main-actor
@Observable final class StandingsController: ScreenState {
    private(set) var rows: [String] = []
}
