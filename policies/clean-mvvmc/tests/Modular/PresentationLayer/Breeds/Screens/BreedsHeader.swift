import SwiftUI
import DataLayer // expect: presentation-no-data-import

// The document's ❌ "Presentation imports Data", with the Data module named DataLayer.
struct BreedsHeaderView: View {
    var body: some View { Text("Breeds") }
}
