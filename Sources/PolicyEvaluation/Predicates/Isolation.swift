// `be isolated to MainActor`: whether a declaration is isolated to a global actor, written (`@MainActor`) or
// inherited the way Swift infers it: a type from the project or framework supertypes its own declaration (or an
// extension in its file) names (`FrameworkFacts`: a `UIViewController` subclass, a `View`), a member from its type or extension unless it is `nonisolated`, an
// extension from its `@MainActor` or its type; and for the main actor, what a file compiled with it as the default
// isolation declares without isolation of its own (`SourceFile.isMainActorByDefault`). No fast path: the compiled
// check leaves it to this meaning.

import PolicyLanguage
import SymbolGraph

extension EvaluationContext {
    func isIsolated(to actor: Identifier, _ subject: SubjectRef) -> Bool {
        guard case .symbol(let id) = subject else { return false }
        return isIsolated(id, to: actor.name, depth: 0)
    }

    /// `depth` bounds the walk out through enclosing declarations (a member's type, a local function's function).
    private func isIsolated(_ id: SymbolID, to actor: String, depth: Int) -> Bool {
        let declaration = graph.declaration(id)
        if declaration.attributes.contains(where: { Self.attributeMatches(actor, $0.name) }) { return true }
        let kind = graph.symbols[id].kind
        let isNonisolated = declaration.modifiers.contains { $0.name == "nonisolated" }
        // the project compiles the file with the main actor as the default isolation (`DefaultIsolation`): what is
        // written with no isolation of its own is main-actor isolated
        let byDefault = actor == Self.mainActor && !isNonisolated && graph.files[Int(graph.symbols[id].file)].isMainActorByDefault
        switch kind {
        case .class, .struct, .enum:
            return byDefault || inheritsIsolation(id, to: actor)
        case .protocol:
            return inheritsIsolation(id, to: actor)
        case .extension:
            if byDefault { return true }
            if let type = graph.symbols[id].extendedType { return isIsolated(type, to: actor, depth: depth + 1) }
            // an extension of a framework type: the framework's fact about the type's last name component
            let name = declaration.name.split(separator: ".").last.map(String.init) ?? declaration.name
            return actor == Self.mainActor && FrameworkFacts.isMainActor(name)
        case .func, .`init`, .subscript, .var, .let:
            guard !isNonisolated, depth < 64 else { return false }
            guard let parent = graph.symbols[id].parent else { return byDefault }
            // a nested type is not isolated by its outer type; a member or local function is by what holds it
            switch graph.symbols[parent].kind {
            case .class, .struct, .enum, .protocol, .extension, .func, .`init`, .var, .let, .subscript:
                return isIsolated(parent, to: actor, depth: depth + 1)
            case .actor, .import, .typealias, .associatedtype, .deinit, .case, .macro, .operator, .precedencegroup:
                return false
            }
        case .actor, .deinit, .import, .typealias, .associatedtype, .case, .macro, .operator, .precedencegroup:
            // an actor is isolated to itself; a deinit runs wherever the last reference goes
            return false
        }
    }

    /// Whether a supertype named by the type's own declaration, or by an extension in its file, is isolated to the
    /// actor: a project class or protocol written with it (or one of theirs, so on up), or a framework type the table
    /// knows to be main-actor isolated (the project's own declaration of a name wins). Swift infers isolation from
    /// those only: a conformance added in an extension in another file (another module's protocol) does not isolate
    /// the type.
    private func inheritsIsolation(_ id: SymbolID, to actor: String) -> Bool {
        var seen: Set<String> = []
        var pending = ownSupertypeNames(id)
        while let name = pending.popLast() {
            // bounded: each name once, and no more names than a real hierarchy has
            guard seen.insert(name).inserted, seen.count <= 1_024 else { continue }
            let declared = graph.types(named: name).filter { graph.symbols[$0].kind.isNominalType && $0 != id }
            if declared.isEmpty {
                // the framework table knows simple names (`UIKit.UIViewController` is `UIViewController`)
                let simple = name.split(separator: ".").last.map(String.init) ?? name
                if actor == Self.mainActor, ([simple] + FrameworkFacts.ancestors(of: simple)).contains(where: FrameworkFacts.isMainActor) {
                    return true
                }
                continue
            }
            for type in declared {
                switch graph.symbols[type].kind {
                case .class, .protocol:
                    if graph.declaration(type).attributes.contains(where: { Self.attributeMatches(actor, $0.name) }) { return true }
                    pending += ownSupertypeNames(type)
                default:
                    continue
                }
            }
        }
        return false
    }

    /// The names of the supertypes a type's declaration and its extensions in the same file write (`TypeNames`:
    /// attributes and generic arguments dropped, a composition's every part, a qualified name kept qualified).
    private func ownSupertypeNames(_ id: SymbolID) -> [String] {
        let file = graph.symbols[id].file
        var written = graph.declaration(id).inherits
        for extensionID in graph.extensions(of: id) where graph.symbols[extensionID].file == file {
            written += graph.declaration(extensionID).inherits
        }
        return written.flatMap(TypeNames.inheritedNames)
    }

    static let mainActor = "MainActor"
}
