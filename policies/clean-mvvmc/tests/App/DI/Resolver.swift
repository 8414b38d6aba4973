// "Avoid: Service locator pattern (global container)": the locator an app writes for itself under another name, a
// shared instance that resolves registered factories by type.
final class Resolver { // ok: container-in-app
    static let shared = Resolver() // expect: no-service-locator
    private var factories: [ObjectIdentifier: () -> Any] = [:]

    func register<T>(_ type: T.Type, _ factory: @escaping () -> T) { // expect: no-service-locator
        factories[ObjectIdentifier(type)] = factory
    }

    func resolve<T>(_ type: T.Type) -> T? { factories[ObjectIdentifier(type)]?() as? T } // expect: no-service-locator
}

// Near miss: a singleton with no resolving is not a locator.
final class ClockProvider { // ok: no-service-locator
    static let shared = ClockProvider()
    func readTime() -> Double { 0 }
}
