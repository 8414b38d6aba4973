import AppKit

// "Using Dynamic Type" is an iOS setting: macOS has none, so an AppKit label's fixed font is not reported.
final class StatusItemLabel: NSTextField {
    func style() {
        font = .systemFont(ofSize: 13) // ok: dynamic-type-uikit-fonts
        toolTip = NSFont.boldSystemFont(ofSize: 11).fontName // ok: dynamic-type-uikit-fonts
    }
}
