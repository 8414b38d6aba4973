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

// As apps write it (round BL): no shared instance, but the same locator, registering and resolving by
// type from a dictionary the screens' factory reads.
final class ScreenFactory { // ok: container-in-app
    private var dependencies: [String: Any] = [:]

    func makeHomeScreen() -> String {
        let repository: String = resolve(String.self) // ok: no-service-locator
        return repository
    }
}

extension ScreenFactory {
    func register<T>(_ type: T.Type, instance: T) { // expect: no-service-locator
        dependencies[String(describing: type)] = instance
    }

    func resolve<T>(_ type: T.Type) -> T { // expect: no-service-locator
        guard let instance = dependencies[String(describing: type)] as? T else { preconditionFailure("not registered") }
        return instance
    }
}

// Near miss: a factory that only builds screens resolves nothing.
final class ProfileScreenFactory { // ok: no-service-locator
    func makeProfileScreen() -> String { "profile" }
    func registerAnalytics() {}
}
