import SwiftUI

// Fixture (round AU): a test target's stand-in for the app's coordinator records the path its test drives; the real
// coordinator is judged on its own (nav-path-in-view).
final class MockNavigator {
    var path = NavigationPath() // ok: nav-path-in-view
    var pushed: [String] = []
}
