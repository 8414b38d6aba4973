import SwiftUI

struct AthleteProfileView: View {
    let athleteID: String
    @State private var controller = AthleteProfileController()
    @State private var recordCount = 0
    private let recordService: RecordServiceProtocol = RecordService()

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            if let athlete = controller.athlete {
                Text(athlete.displayName)
                    .font(.largeTitle)
                Text(athlete.sport)
                    .foregroundStyle(.secondary)
            }
            Text("\(recordCount) personal records")
            ErrorBanner(message: controller.errorMessage)
        }
        .task {
            await controller.load(athleteID: athleteID)
            // expect: view-no-service
            recordCount = (try? await recordService.fetchRecords(athleteID: athleteID))?.count ?? 0
        }
    }
}
