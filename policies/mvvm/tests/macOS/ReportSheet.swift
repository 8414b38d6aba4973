import SwiftUI

// "Tap targets ≥ 44pt" is about touch: a macOS target's button is clicked with a pointer.
struct ReportSheet: View {
    var body: some View {
        Button {
        } label: {
            Text("Report") // ok: tap-target-button-label
                .frame(width: 250, height: 30)
        }
    }
}
