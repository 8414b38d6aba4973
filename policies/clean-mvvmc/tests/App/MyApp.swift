import SwiftUI

// ok: app-entry-in-app
@main struct MyApp: App {
    var body: some Scene { WindowGroup { Text("Hello") } }
}
