// Fixture: a persistence class kept beside the models, publishing its scan progress (round S). It is the client
// the document moves such work into, not a model with misplaced logic.
import Combine
import Foundation

final class DatabaseManager: ObservableObject { // ok: observable-main-actor
    @Published var isScanning = false
    @Published var scanProgress = 0.0

    func mergeDuplicates(in rows: [[String: String]]) -> [[String: String]] { // ok: model-minimal-logic
        var seen = Set<String>()
        var merged: [[String: String]] = []
        for row in rows {
            guard let id = row["id"], !id.isEmpty else { continue }
            if seen.contains(id) { continue } else if row["deleted"] == "1" { continue } else { seen.insert(id) }
            if row["title"]?.isEmpty ?? true { merged.append(row.merging(["title": "Untitled"]) { $1 }) } else { merged.append(row) }
        }
        return merged
    }

    func export(_ url: URL) throws { // ok: model-no-client-work
        try JSONEncoder().encode(["version": 1]).write(to: url)
    }
}
