import SwiftUI
import Observation

// A model with rules for its theme holds logic a use case should own; a lookup does not.
@MainActor
@Observable
final class ReaderTheme {
    var name = "classic"

    // A rule for choosing the theme: business logic a use case would own.
    func apply(_ theme: String, night: Bool, hour: Int) { // expect: model-minimal-logic
        guard !theme.isEmpty else { return }
        if night && hour > 20 { name = "\(theme)-night" } else if hour < 6 { name = "\(theme)-dawn" }
        for candidate in ["classic", "modern"] where candidate == theme {
            if name.isEmpty { name = candidate }
        }
    }

    // Near misses: a body that is one switch mapping a value to another is a lookup, not logic a use case would own,
    // with a private modifier and an optional result too.
    private func fontName(for theme: String) -> String? { // ok: model-minimal-logic
        switch theme {
        case "classic": "Georgia"
        case "modern": "Avenir"
        case "mono": "Menlo"
        case "serif": "Times"
        case "rounded": "ArialMT"
        default: nil
        }
    }

    // Still reported: one switch whose cases decide, loop and branch.
    func adopt(_ source: String, hour: Int) { // expect: model-minimal-logic
        switch source {
        case "system":
            if hour > 20 { name = "night" } else if hour < 6 { name = "dawn" } else { name = "day" }
        case "list":
            for candidate in ["classic", "modern"] where candidate != name { name = candidate }
        case "user":
            guard !source.isEmpty else { return }
            name = source
        default:
            break
        }
    }

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
