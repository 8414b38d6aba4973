import SwiftUI

// A view nested in a screen moves with it: only the screen is placed in a folder.
struct ProfileStatsView: View { // ok: view-location
    var body: some View { RowView() }

    struct RowView: View { // ok: view-location
        var body: some View { Text("Stats") }
    }
}
