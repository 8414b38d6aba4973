// Fixture: a model that drives a web view (round Q). Telling the web view to load a page is navigation, not the
// client work the document moves into SDKs; sending a request through URLSession is.
import Foundation
import Observation
import WebKit

@MainActor @Observable final class BrowserModel {
    var url: URL?
    let webView = WKWebView()

    func open(_ address: URL) {
        url = address
        webView.load(URLRequest(url: address)) // ok: model-no-client-work
    }
}

@MainActor @Observable final class FeedDownloadModel {
    var data: Data?
    func download(_ address: URL) async {
        data = try? await URLSession.shared.data(from: address).0 // expect: model-no-client-work
    }
}
