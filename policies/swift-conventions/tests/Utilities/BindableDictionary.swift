import Observation


// controller.
@Observable
class BindableDictionary<Key: Hashable, Value>: Sequence { // ok: controller-main-actor, controller-final
    private var storage: [Key: Value] = [:]

    subscript(key: Key) -> Value? {
        get { storage[key] }
        set { storage[key] = newValue }
    }

    func makeIterator() -> Dictionary<Key, Value>.Iterator { storage.makeIterator() }
}
