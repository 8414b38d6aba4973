import Foundation

// ok: assembly-location, container-in-app
struct AuthAssembly {
    let container: DIContainer
}
