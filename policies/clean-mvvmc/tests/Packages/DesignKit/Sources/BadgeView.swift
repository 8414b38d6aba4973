import SwiftUI

// The package's own views are placed like the app's.
struct BadgeView: View { // expect: view-location
    var body: some View { Text("") }
}
