import SwiftUI

// "Models contain minimal logic": a view builder kept on a model (a panel's content with its callbacks) is
// presentation, not a business rule a use case would own (round AZ); a branchy rule beside it still is one.
@MainActor @Observable final class PanelModel {
    var isPinned = false
    var offset: Double = 0

    // ok: model-minimal-logic
    func content(onClose: @escaping () -> Void) -> some View {
        VStack {
            if isPinned { Text("Pinned") } else if offset > 100 { Text("Far") } else { Text("Near") }
            Button("Close") { if offset > 0 { onClose() } else if isPinned { onClose() } }
            ForEach(0..<3, id: \.self) { index in if index > 1 { Text("\(index)") } }
        }
    }

    // expect: model-minimal-logic
    func snapOffset(to screenHeight: Double, velocity: Double) {
        if velocity > 500 { offset = screenHeight } else if velocity < -500 { offset = 0 }
        else if offset > screenHeight / 2 { offset = screenHeight } else if offset > screenHeight / 4 { offset = screenHeight / 2 }
        else { offset = 0 }
        for step in 0..<3 where step > 1 { offset += 1 }
    }
}

// An AppKit app's observable window controller animating its pane (round BA): presentation, not a business rule.
@MainActor @Observable final class SlideoutController {
    var isOpen = false
    var width: Double = 0

    // ok: model-minimal-logic
    func toggle(screenWidth: Double, animated: Bool) {
        if isOpen { width = 0 } else if screenWidth > 1200 { width = 400 } else if screenWidth > 800 { width = 300 }
        else { width = 200 }
        if animated { for step in 0..<3 where step > 0 { width += 1 } } else if width > 0 { isOpen.toggle() }
    }
}

// Round BW: a model's Equatable conformance comparing every field is the protocol's shape, however long its `&&`
// chain; a method deciding with the same fields is still logic.
@MainActor @Observable final class SectionModel {
    var id = 0
    var title = ""
    var height = 0.0
    var isCollapsed = false
    var isPinned = false
    var order = 0

    // expect: model-minimal-logic
    func shouldShow(after other: SectionModel) -> Bool {
        if isCollapsed && other.isPinned { return false }
        if order < other.order || height > 100 { return true }
        return title.isEmpty == false && (isPinned || other.isCollapsed) && id != other.id
    }
}

extension SectionModel: Equatable {
    // ok: model-minimal-logic
    nonisolated static func == (lhs: SectionModel, rhs: SectionModel) -> Bool {
        lhs.id == rhs.id && lhs.title == rhs.title && lhs.height == rhs.height && lhs.isCollapsed == rhs.isCollapsed
            && lhs.isPinned == rhs.isPinned && lhs.order == rhs.order
    }
}
