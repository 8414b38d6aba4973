import SwiftUI

// Round CC: an observable animation handler filed with the views' animations times and places an effect:
// presentation, not business logic a use case could own, however it branches.
@MainActor @Observable final class ConfettiAnimator {
    var isBursting = false
    var pieces: [CGPoint] = []
    var glow = 0.0

    // ok: model-minimal-logic
    func runBurst(count: Int, width: Double, height: Double) {
        isBursting = true
        pieces = []
        for index in 0..<count {
            if index % 2 == 0 {
                pieces.append(CGPoint(x: Double.random(in: 0...width), y: -20))
            } else if index % 3 == 0 {
                pieces.append(CGPoint(x: -20, y: Double.random(in: 0...height)))
            } else {
                pieces.append(CGPoint(x: width + 20, y: Double.random(in: 0...height)))
            }
        }
        glow = count > 40 ? 1 : (count > 20 ? 0.6 : 0.3)
    }
}
