import SwiftUI // expect: presentation-no-uikit, presentation-no-data-frameworks, presentation-no-data-import
import UIKit
import CoreData
import Data

// ok: view-location, view-naming
struct LoadingView: View {
    var body: some View { ProgressView() }
}
