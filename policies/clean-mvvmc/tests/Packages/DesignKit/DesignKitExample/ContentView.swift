import SwiftUI

// The demo app of a package is not the app whose tree the document lays out.
struct ContentView: View { // ok: view-location
    var body: some View { Text("") }
}
