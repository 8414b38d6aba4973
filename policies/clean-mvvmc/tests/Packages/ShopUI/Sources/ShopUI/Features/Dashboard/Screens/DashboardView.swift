// Near misses: Apple's frameworks whose names end in Data are not the app's Data layer here, and a Domain module
// is what Presentation imports.
import SwiftUI
import SwiftData // ok: presentation-no-data-import
import ShopDomain // ok: presentation-no-data-import
import MetricData // expect: presentation-no-data-import

struct DashboardView: View {
    @StateObject var viewModel: DashboardViewModel
    var body: some View { Text("Dashboard") }
}
