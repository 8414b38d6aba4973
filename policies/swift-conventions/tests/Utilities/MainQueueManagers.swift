import AppKit

// "Async operation (API, database) -> Service": a manager that only hops back to the main queue does UI work, not a
// service's. As apps write it: a window-drag manager answering mouse events.
final class WindowDragManager { // ok: service-protocol
    private var origin = CGPoint.zero
    func mouseDragged(to point: CGPoint) {
        DispatchQueue.main.async { self.origin = point }
    }
}

// Near miss: one that sends its work to a background queue is a service, behind a protocol by the document.
// expect: service-protocol
final class ThumbnailManager {
    private let queue = DispatchQueue(label: "thumbnails")
    func render(_ name: String) {
        queue.async { _ = NSImage(named: name) }
    }
}
