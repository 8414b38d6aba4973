import SwiftUI

// Test doubles in a Fakes folder are not checked.
class FakeFeedController { // ok: controller-observable, controller-main-actor, controller-final
    var stubItems: [String] = [] // ok: controller-private-set
}
