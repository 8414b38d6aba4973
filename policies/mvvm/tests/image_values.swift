import SwiftUI
import UIKit

// Round BL: "Images have accessibility labels", at the image a user meets. An expression whose type
// must be Image (a parameter's default, a property or function typed Image) cannot carry a label:
// `.accessibilityLabel` returns a view, not an Image. The label belongs where the image is shown.
struct AvatarImage: View {
    var placeholder: Image
    var data: Data?

    init(data: Data?, placeholder: Image = Image(systemName: "person.circle")) { // ok: images-accessibility-label
        self.data = data
        self.placeholder = placeholder
    }

    var failureImage: Image {
        Image(systemName: "multiply.circle") // ok: images-accessibility-label
    }

    func selectedImage() -> Image {
        if let data, let image = UIImage(data: data) {
            return Image(uiImage: image) // ok: images-accessibility-label
        }
        return failureImage
    }

    var body: some View {
        selectedImage()
            .resizable()
            .accessibilityLabel("Profile picture")
    }
}

// Violating: the same helpers returning a view, where the label could be written but is not; and
// an image shown in the body without one.
struct BadgeImage: View {
    var isVerified: Bool

    var badge: some View {
        Image(systemName: "checkmark.seal") // expect: images-accessibility-label
    }

    func statusIcon() -> some View {
        Image(systemName: isVerified ? "star.fill" : "star") // expect: images-accessibility-label
    }

    var body: some View {
        HStack {
            badge
            statusIcon()
            Image(systemName: "person") // expect: images-accessibility-label
        }
    }
}
