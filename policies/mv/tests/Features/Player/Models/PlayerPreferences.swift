import Observation

// A feature slice's Models folder (beside its Components) is UI code of the app: an observable model there is in
// the Apps layer, as the document wants, even when the app code is public for a test package.
@MainActor
@Observable
public final class PlayerPreferences { // ok: observable-only-in-apps
    public var volume = 0.5
}
