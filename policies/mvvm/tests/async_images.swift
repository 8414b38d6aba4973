import SwiftUI

// "Images have accessibility labels", for images downloaded at run time.
struct ProductThumbnail: View {
    let url: URL?
    var body: some View {
        VStack {
            // As real apps write it: a product photo with a placeholder, no label.
            // expect: async-images-accessibility-label
            AsyncImage(url: url) { image in
                image.resizable().scaledToFit()
            } placeholder: {
                ProgressView()
            }
            .frame(width: 80, height: 80)
            // In the document's style: the image alone.
            // expect: async-images-accessibility-label
            AsyncImage(url: url)
            // With a phase closure.
            // expect: async-images-accessibility-label
            AsyncImage(url: url) { phase in phase.image?.resizable() }
        }
    }
}

struct LabelledThumbnails: View {
    let url: URL?
    var body: some View {
        VStack {
            // ok: async-images-accessibility-label
            AsyncImage(url: url) { image in image.resizable() } placeholder: { ProgressView() }
                .accessibilityLabel("Product photo")
            // The label on the image the content closure shows names it too.
            // ok: async-images-accessibility-label
            AsyncImage(url: url) { image in image.resizable().accessibilityLabel("Avatar") } placeholder: { Color.gray }
            // A decorative backdrop, hidden.
            // ok: async-images-accessibility-label
            AsyncImage(url: url).accessibilityHidden(true)
            // In a link's label, read with the link's text.
            NavigationLink { Text("Detail") } label: {
                // ok: async-images-accessibility-label
                AsyncImage(url: url)
                Text("Product")
            }
        }
    }
}

// The image views of image-loading libraries, as apps write them (round AY).
struct PostHeader: View {
    let url: URL?
    var body: some View {
        HStack {
            // expect: async-images-accessibility-label
            KFImage(url)
                .resizable()
                .frame(width: 40, height: 40)
            // expect: async-images-accessibility-label
            WebImage(url: url) { image in image.resizable() } placeholder: { Color.gray }
            // ok: async-images-accessibility-label
            KFImage(url).resizable().accessibilityLabel("Author")
            // A type of the app that only ends like one is not an image view.
            // ok: async-images-accessibility-label
            ProfileKFImageHint(url: url)
        }
    }
}

struct ProfileKFImageHint: View {
    let url: URL?
    var body: some View { Text(url?.absoluteString ?? "") }
}
