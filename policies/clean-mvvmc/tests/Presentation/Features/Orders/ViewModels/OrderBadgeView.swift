import SwiftUI

// One cause, one finding: a view kept in ViewModels is misplaced (view-location), not a misnamed view model.
// ok: view-model-naming
// expect: view-location
struct OrderBadgeView: View {
    var body: some View { Text("3") }
}
