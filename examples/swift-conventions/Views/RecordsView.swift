import SwiftUI

struct RecordsView: View {
    let athleteID: String
    // expect: view-controller-state
    @State var controller = RecordsController()

    var body: some View {
        List {
            if let fastest = controller.fastest {
                Section("Fastest") {
                    Text("\(fastest.event): \(fastest.formatted)")
                }
            }
            Section("All records") {
                ForEach(controller.records) { record in
                    LabeledContent(record.event, value: record.formatted)
                }
            }
        }
        .navigationTitle("Records")
        .task {
            await controller.load(athleteID: athleteID)
        }
    }
}
