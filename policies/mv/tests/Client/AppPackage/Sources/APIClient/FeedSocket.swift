// Near miss: a client module of the same package publishing its connection state is a lower layer's observable.
import Observation

@MainActor @Observable public final class FeedSocket { // expect: observable-only-in-apps
    public var isConnected = false
    public init() {}
}
