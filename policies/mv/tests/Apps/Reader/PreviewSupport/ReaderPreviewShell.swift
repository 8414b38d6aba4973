import SwiftUI

// Preview scaffolding plays the App struct's part for #Preview: it creates the root model for the preview.
struct ReaderPreviewShell: View {
    @State private var shelf = ReaderShelfModel() // ok: root-models-not-in-views
    var body: some View { Text("\(shelf.count)").environment(shelf) }
}
