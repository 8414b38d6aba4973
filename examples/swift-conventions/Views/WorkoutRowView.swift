import SwiftUI

struct WorkoutRowView: View {
    let workout: Workout

    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text(workout.displayTitle)
                    .font(.headline)
                Text("\(workout.minutes) min")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            IntensityBadge(intensity: workout.intensity)
        }
    }
}

struct IntensityBadge: View {
    let intensity: Workout.Intensity

    var body: some View {
        Text(intensity.rawValue.capitalized)
            .font(.caption)
            .padding(.horizontal, 8)
            .background(.thinMaterial, in: Capsule())
    }
}
