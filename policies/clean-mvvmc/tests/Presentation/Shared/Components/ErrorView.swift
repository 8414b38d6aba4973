import SwiftUI // ok: presentation-no-uikit, presentation-no-data-frameworks, presentation-no-data-import

struct ErrorView: View {
    let message: String
    var body: some View { Text(message) }
}
