import SwiftUI
import UIKit // expect: presentation-no-uikit
import CoreData // expect: presentation-no-data-frameworks
import Data // expect: presentation-no-data-import

// ok: view-location, view-naming
struct LoadingView: View {
    var body: some View { ProgressView() }
}
