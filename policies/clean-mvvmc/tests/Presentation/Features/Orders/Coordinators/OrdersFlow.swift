import SwiftUI

// "Coordinators: [Feature]Coordinator", in the feature's Coordinators folder.
// One cause, one finding: the path is in the right place, the class is misnamed.
// expect: coordinator-naming
final class OrdersFlow {
    var path = NavigationPath() // ok: coordinator-owns-navigation
}
