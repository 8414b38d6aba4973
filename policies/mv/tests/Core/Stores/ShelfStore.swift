import Observation

// Near miss, as apps write it: the app target's own store, made public (for its tests) in a Core folder beside the
// App struct. `public` exports nothing from an app target; no folder or name says a lower layer.
@MainActor
@Observable
public final class ShelfStore { // ok: observable-only-in-apps
    public private(set) var titles: [String] = []

    public init() {}

    public func add(_ title: String) {
        titles.append(title)
    }
}
