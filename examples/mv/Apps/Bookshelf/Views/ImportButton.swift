import SwiftUI

struct ImportButton: View {
    @Environment(ImportModel.self) private var importer

    var body: some View {
        Button("Import") {
            importer.startImport(from: URL(filePath: "/tmp/books.json"))
        }
        .disabled(isImporting)
    }

    private var isImporting: Bool {
        if case .operating = importer.state { return true }
        return false
    }
}
