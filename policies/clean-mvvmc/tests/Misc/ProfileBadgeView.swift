import SwiftUI

// A top-level view outside Screens/Components is still reported.
// expect: view-location
struct ProfileBadgeView: View {
    var body: some View { Text("Badge") }
}
