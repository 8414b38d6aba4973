import SwiftUI
import Observation

// A per-screen view model abbreviated `…VM` is still one.
// expect: no-view-models
@MainActor @Observable final class CacheListVM {
    var items: [String] = []
}

struct CacheListScreen: View {
    @State private var model = CacheListVM()
    var body: some View { List(model.items, id: \.self) { Text($0) } }
}
