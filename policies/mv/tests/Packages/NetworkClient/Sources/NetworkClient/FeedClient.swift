import Foundation
import Observation

// A networking module is the document's SDK layer: it exposes plain types and async streams.
// expect: observable-only-in-apps
@MainActor @Observable public final class FeedConnection {
    public var isConnected = false
}
