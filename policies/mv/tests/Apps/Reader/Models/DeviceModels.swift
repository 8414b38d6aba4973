// Fixture: models that follow a device or a framework by callback, as real apps write them (round O). The
// document's model "follows use case streams and updates its state"; a callback is the same following.
import Foundation
import Observation
import HealthKit

@MainActor @Observable final class HeadbandModel {
    var battery = 0
    var isWorn = false
    var fit = ""

    // A device's packet callback: one case per packet kind, each setting state.
    // ok: model-minimal-logic
    func receive(_ packet: HeadbandPacket) {
        switch packet.kind {
        case .battery: if packet.value != battery { battery = packet.value }
        case .wear: if isWorn != (packet.value == 1) { isWorn = packet.value == 1 }
        case .fit: fit = packet.value > 2 ? "good" : packet.value > 1 ? "fair" : "poor"
        case .other: break
        }
    }

    // Near miss: the same branching in a method that decides, not a callback.
    // expect: model-minimal-logic
    func recommendedFit(for values: [Int]) -> String {
        var best = ""
        for value in values where value >= 0 {
            if value > 2 { best = "good" } else if value > 1, best.isEmpty { best = "fair" } else if best.isEmpty { best = "poor" }
            guard best != "good" else { break }
        }
        return best.isEmpty ? "unknown" : best
    }
}

struct HeadbandPacket {
    enum Kind { case battery, wear, fit, other }
    let kind: Kind
    let value: Int
}

// A HealthKit delegate's callback, nonisolated because HealthKit calls it on its own queue. A session's running state
// beside its end date mirrors the framework's session, not work in progress on loaded data.
// ok: model-status-flag-beside-data
@MainActor @Observable final class WorkoutSessionModel: NSObject, HKWorkoutSessionDelegate {
    var isRunning = false
    var endedAt: Date?

    // ok: model-minimal-logic
    nonisolated func workoutSession(_ workoutSession: HKWorkoutSession, didChangeTo toState: HKWorkoutSessionState,
                                    from fromState: HKWorkoutSessionState, date: Date) {
        Task { @MainActor in
            if toState == .running { isRunning = true } else if toState == .ended || toState == .stopped {
                isRunning = false
                if fromState == .running { endedAt = date }
            } else if toState == .paused, fromState == .running {
                isRunning = false
            }
            guard endedAt == nil || isRunning else { return }
        }
    }

    nonisolated func workoutSession(_ workoutSession: HKWorkoutSession, didFailWithError error: any Error) {}
}

// An app delegate made observable: main-actor isolated through the framework's UIApplicationDelegate.
@Observable final class ReaderAppDelegate: FrameworkAppDelegate { // ok: observable-main-actor
    var launched = false
}
