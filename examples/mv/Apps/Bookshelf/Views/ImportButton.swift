import SwiftUI

struct ImportButton: View {
    @Environment(ImportModel.self) private var importer

    var body: some View {
        Button(title) {
            importer.startImport(from: URL(filePath: "/tmp/books.json"))
        }
        .disabled(isImporting)
    }

    private var isImporting: Bool {
        if case .operating = importer.state { return true }
        return false
    }

    // Deliberate violation: a default over the model's state enum, so a state added later shows "Import".
    private var title: String {
        switch importer.state { // expect: model-state-switch-default
        case .operating: return "Importing…"
        default: return "Import"
        }
    }
}
