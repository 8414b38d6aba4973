// Round BX: DI wiring kept beside the screens (a Swinject assembly under another name) imports the Data module to
// register its implementations, as the composition root does; a screen beside it that imports Data is still a
// screen reaching past Domain.
import Data // ok: presentation-no-data-import
import Swinject // expect: no-third-party-di

// expect: container-in-app
final class DataSourceAssembler: Assembly {
    func assemble(container: Container) {}
}
