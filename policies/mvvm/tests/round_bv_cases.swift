// Round BV: an item a deep link opens is presentation state ("Sheet/Alert presentation: View"), as the item a sheet
// shows; a model value the screen holds for itself is still model data.
import SwiftUI

struct Reminder: Identifiable, Codable { let id: Int; let title: String }

struct InboxTabsView: View {
    @State private var deepLinkedReminder: Reminder? // ok: state-no-model-data
    @State private var deepLinkTarget: Reminder? // ok: state-no-model-data
    @State private var reminder: Reminder? // expect: state-no-model-data
    var body: some View {
        Text(reminder?.title ?? "")
            .sheet(item: $deepLinkedReminder) { Text($0.title) }
            .sheet(item: $deepLinkTarget) { Text($0.title) }
    }
}
