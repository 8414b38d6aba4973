import Foundation

struct PersonalRecord: Equatable, Identifiable {
    let id: String
    let event: String
    let seconds: Double

    var formatted: String {
        let minutes = Int(seconds) / 60
        let rest = seconds - Double(minutes * 60)
        return minutes > 0 ? "\(minutes)m \(rest)s" : "\(rest)s"
    }
}
