import Foundation

protocol ModuleRunning {
    func run(_ script: String) async
}

// Round BL: a dependency container: an actor whose async init builds the services. It hands services out;
// it is not one ("Async operation (API, database) -> Service"), so no service protocol is asked.
actor AppDependencyContainer { // ok: service-protocol
    let moduleService: ModuleRunning

    static func make() async -> AppDependencyContainer {
        await AppDependencyContainer()
    }

    init(moduleService: ModuleRunning? = nil) async {
        self.moduleService = moduleService ?? ScriptModuleService()
    }
}

actor ScriptModuleService: ModuleRunning {
    func run(_ script: String) async {}
}
