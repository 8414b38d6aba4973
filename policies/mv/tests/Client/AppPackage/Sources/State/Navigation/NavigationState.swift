// Round BW: a package's State target, imported only by the app and its screens, holds the state they observe: the
// Apps layer split into a module, though the app lives in a Client folder beside its server.
import Observation

@MainActor @Observable public final class NavigationState { // ok: observable-only-in-apps
    public var selectedTab = 0
    public init() {}
}
