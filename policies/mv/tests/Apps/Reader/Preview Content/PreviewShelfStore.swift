import Observation

// Xcode's Preview Content folder (round Q): a stand-in store the previews use, not an app model.
@Observable final class PreviewShelfStore { // ok: observable-main-actor
    let titles = ["Dune", "Emma"]
}
