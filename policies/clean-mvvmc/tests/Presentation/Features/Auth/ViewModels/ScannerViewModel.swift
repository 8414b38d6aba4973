import AVFoundation
import Combine

// "View models expose intent-based methods", next to the delegate callbacks Apple names for them: a scanner's view
// model receives the capture output's callback under AVFoundation's name.
@MainActor
final class ScannerViewModel: NSObject, ObservableObject, AVCaptureMetadataOutputObjectsDelegate {
    @Published private(set) var code: String?

    // ok: view-model-intent-names
    func startScanning() {}

    // ok: view-model-intent-names
    func metadataOutput(_ output: AVCaptureMetadataOutput, didOutput metadataObjects: [AVMetadataObject],
                        from connection: AVCaptureConnection) {}

    // Near miss: a noun-named method of the same view model, not a callback, is still no intent.
    // expect: view-model-intent-names
    func codeSummary(prefix: String) -> String? { code.map { prefix + $0 } }
}
