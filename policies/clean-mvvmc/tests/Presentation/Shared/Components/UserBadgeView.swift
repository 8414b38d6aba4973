import SwiftUI
import Data // expect: presentation-no-data-import

// The document's "❌ WRONG - Presentation imports Data directly".
// ok: view-naming, view-location
struct UserBadgeView: View {
    var body: some View { Text("Badge") }
}
