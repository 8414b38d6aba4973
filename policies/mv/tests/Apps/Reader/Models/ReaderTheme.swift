import SwiftUI
import Observation

// A model that switches on a theme to set its state holds logic a use case should own.
@MainActor
@Observable
final class ReaderTheme {
    var name = "classic"

    func apply(_ theme: String, night: Bool) { // expect: model-minimal-logic
        switch theme {
        case "classic": name = night ? "classic-night" : "classic"
        case "modern": name = night ? "modern-night" : "modern"
        case "mono": name = night ? "mono-night" : "mono"
        case "serif": name = night ? "serif-night" : "serif"
        default: name = night ? "night" : "default"
        }
    }

    // Near miss: one switch mapping a value to another is a lookup, not logic a use case would own.
    func statusColor(for status: String) -> Color { // ok: model-minimal-logic
        switch status {
        case "online": return .green
        case "away": return .yellow
        case "busy": return .red
        case "offline": return .gray
        case "invisible": return .clear
        default: return .primary
        }
    }
}

// A parser made observable is not a model of the app.
@MainActor
@Observable
final class LyricsParser { // ok: model-minimal-logic, model-no-client-work
    private(set) var lines: [String] = []

    func parse(_ data: Data) throws { // ok: model-minimal-logic
        let decoded = try JSONDecoder().decode([String].self, from: data) // ok: model-no-client-work
        for line in decoded where !line.isEmpty {
            if line.hasPrefix("[") { lines.append(String(line.dropFirst())) } else if line.count > 80 {
                lines.append(String(line.prefix(80)))
            } else { lines.append(line) }
        }
    }
}
