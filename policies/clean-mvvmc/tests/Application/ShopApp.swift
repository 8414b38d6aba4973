import SwiftUI

// The App layer under its long name (round U: `Application/AppDelegate.swift`): the entry point is where it belongs.
@main // ok: app-entry-in-app
struct ShopApp: App {
    var body: some Scene { WindowGroup { Text("Shop") } }
}
