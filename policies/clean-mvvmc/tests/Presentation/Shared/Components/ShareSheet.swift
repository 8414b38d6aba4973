import SwiftData // expect: presentation-no-data-frameworks
import UIKit // expect: presentation-no-uikit

// "UIKit wrapping allowed only for legacy components under active migration": a new wrapper, and a screen that
// reaches the persistence framework itself.
// ok: view-naming, view-location
struct ShareSheetView: View {
    var body: some View { Text("Share") }
}
