import SwiftUI

// Fixture: the checklist's "Images have accessibility labels", "Using Dynamic Type (no fixed fonts)" and
// "Tap targets ≥ 44pt", with the Common Fixes "Add .accessibilityLabel to images" and "Replace fixed fonts with
// Dynamic Type". Each image, font and frame is judged where it is written.

// --- Images have accessibility labels ---

// The document's PaymentView, with a receipt icon next to the total.
struct PaymentSummaryView: View {
    @StateObject private var viewModel = PaymentViewModel()

    var body: some View {
        VStack {
            Image(systemName: "doc.text") // expect: images-accessibility-label-beside-text
            Text(viewModel.formattedTotal)
            Image("card-logo") // ok: images-accessibility-label
                .resizable()
                .accessibilityLabel("Visa card")
        }
    }
}

// As apps write it: an icon-only button, the image as the button's whole label.
struct ComposerToolbar: View {
    let attach: () -> Void
    var body: some View {
        HStack {
            Button {
                attach()
            } label: {
                Image(systemName: "paperclip") // expect: images-accessibility-label
                    .foregroundStyle(.secondary)
            }
            Button(action: attach) { Image(systemName: "camera") } // expect: images-accessibility-label
        }
    }
}

// Near misses: a decorative image hidden from VoiceOver, a button labelled as a whole, a Label's icon.
struct ProductHeader: View {
    let attach: () -> Void
    var body: some View {
        VStack {
            Image("divider").accessibilityHidden(true) // ok: images-accessibility-label
            Button(action: attach) { Image(systemName: "paperclip") } // ok: images-accessibility-label
                .accessibilityLabel("Attach a file")
            Label { Text("Favorites") } icon: { Image(systemName: "star") } // ok: images-accessibility-label
            Label(title: { Text("Edit") }, icon: { Image(systemName: "pencil") }) // ok: images-accessibility-label
            // A tab item written with empty parentheses: its Text names its image (round T).
            Text("Saved").tabItem() {
                Image(systemName: "heart") // ok: images-accessibility-label, images-accessibility-label-beside-text
                Text("Saved")
            }
        }
    }
}

// --- Using Dynamic Type (no fixed fonts) ---

// The document's ProductListView row, with a fixed price font.
struct ProductRowView: View {
    let product: Product
    var body: some View {
        HStack {
            Text(product.name).font(.headline) // ok: dynamic-type-fonts
            Text(String(format: "$%.2f", product.price))
                .font(.system(size: 14)) // expect: dynamic-type-fonts
        }
    }
}

// As apps write it: a theme of fonts, and a weight argument after the size.
enum Theme {
    static let title: Font = .system(size: 20, weight: .semibold) // expect: dynamic-type-fonts
    static let body = Font.system(size: 15) // expect: dynamic-type-fonts
    static let brand = Font.custom("Avenir Next", fixedSize: 17) // expect: dynamic-type-custom-fonts
    // Near misses: a text style with a design, custom fonts that scale with the body style or another.
    static let scaledByBody = Font.custom("Avenir Next", size: 17) // ok: dynamic-type-custom-fonts
    static let rounded = Font.system(.body, design: .rounded) // ok: dynamic-type-fonts
    static let scaledBrand = Font.custom("Avenir Next", size: 17, relativeTo: .body) // ok: dynamic-type-custom-fonts
}

// --- Tap targets ≥ 44pt ---

struct PlayerControls: View {
    let play: () -> Void
    let like: () -> Void
    var body: some View {
        HStack {
            // The checklist's case: a small button.
            Button("Skip") {}.frame(width: 30, height: 30) // expect: tap-target-button-frame
            Button {
                play()
            } label: {
                Image(systemName: "play.fill")
                    .frame(width: 28, height: 28) // expect: tap-target-button-label
                    .accessibilityLabel("Play")
            }
            Button(action: like) {
                Image(systemName: "heart").accessibilityLabel("Like")
                    .frame(width: 24, height: 24) // expect: tap-target-button-closure
            }
            // As apps write it: an image made tappable with a gesture.
            Image(systemName: "xmark").accessibilityLabel("Close").frame(width: 20, height: 20).onTapGesture { play() } // expect: tap-target-tap-gesture
            // Near misses: 44 points wide; a small frame on something not tappable.
            Button(action: play) { Image(systemName: "forward").frame(width: 44, height: 44) } // ok: tap-target-button-closure
                .accessibilityLabel("Forward")
            Image(systemName: "dot").accessibilityHidden(true).frame(width: 8, height: 8) // ok: tap-target-button-frame, tap-target-tap-gesture
        }
    }
}

// More of each, as apps write them.
struct ColorSwatchPicker: View {
    let close: () -> Void
    var body: some View {
        VStack {
            Text("Colors").font(.custom("Georgia", size: 20)) // ok: dynamic-type-custom-fonts
            Text("Pick one").font(.custom("Georgia", fixedSize: 12)) // expect: dynamic-type-custom-fonts
            Circle().fill(.red).frame(width: 12, height: 12).onTapGesture { close() } // expect: tap-target-tap-gesture
            Button(action: close) { Text("×").frame(width: 32) } // expect: tap-target-button-closure
            Button(action: close) { Image(systemName: "xmark") }.accessibilityLabel("Close").frame(width: 32, height: 32) // expect: tap-target-button-frame
            Button {
                close()
            } label: {
                Text("Done").frame(width: 40, height: 40) // expect: tap-target-button-label
            }
            Button {
                close()
            } label: {
                // "Tap targets ≥ 44pt": a wide label only 34 pt tall, as profile headers write a Follow button
                Text("Follow").frame(width: 360, height: 34) // expect: tap-target-button-label
            }
            Button {
                close()
            } label: {
                Text("Follow").frame(width: 360, height: 44) // ok: tap-target-button-label
            }
            Button {
                close()
            } label: {
                Image(systemName: "checkmark").accessibilityLabel("Confirm").frame(width: 44, height: 44) // ok: tap-target-button-label
            }
            // As apps write a labelled button: the icon's frame is not the tap target, the icon and its title are.
            Button {
                close()
            } label: {
                Label {
                    Text("Chongqing")
                } icon: {
                    Image(systemName: "mappin.circle").resizable().frame(width: 30, height: 30) // ok: tap-target-button-label
                }
            }
            .buttonStyle(.bordered)
            // Padding after the frame makes the tap target 44 pt (round T).
            Button {
                close()
            } label: {
                Image(systemName: "xmark").resizable().frame(width: 24, height: 24).padding(10).accessibilityLabel("Close") // ok: tap-target-button-label
            }
            // Near miss: padding on one side only leaves the height at 30 pt.
            Button {
                close()
            } label: {
                Image(systemName: "xmark").frame(width: 30, height: 30).padding(.trailing, 15).accessibilityLabel("Close") // expect: tap-target-button-label
            }
        }
    }
}

// A view nested in a view: each image is one finding, not one per enclosing view.
struct SettingsScreen: View {
    struct Row: View {
        var body: some View {
            Image(systemName: "gear") // expect: images-accessibility-label
        }
    }
    var body: some View { Row() }
}

// --- Round C (issue #28): images named by the Text of the control that holds them ---

// Near misses: a tab item's icon and a button's icon above its title are read as the Text.
struct LibraryTabs: View {
    var body: some View {
        TabView {
            Text("Films")
                .tabItem {
                    Image(systemName: "film") // ok: images-accessibility-label, images-accessibility-label-beside-text
                    Text("Watch List")
                }
        }
    }
}

// A tab item of an image alone is read by the image's name; one whose Text sits beside a chosen image is named by
// the Text (round CC).
struct IconOnlyTabs: View {
    @State private var selected = 0
    var body: some View {
        TabView(selection: $selected) {
            Text("Feed")
                .tabItem {
                    Image(systemName: "house") // expect: images-accessibility-label
                }
            Text("Saved")
                .tabItem {
                    if selected == 1 {
                        Image(systemName: "heart.fill") // ok: images-accessibility-label
                    } else {
                        Image(systemName: "heart") // ok: images-accessibility-label
                    }
                    Text("Saved")
                }
        }
    }
}

struct TabBarItemButton: View {
    let icon: String
    let title: String
    let select: () -> Void
    var body: some View {
        Button(action: select) {
            VStack(spacing: 4) {
                Image(systemName: icon) // ok: images-accessibility-label, images-accessibility-label-beside-text
                    .font(.title3)
                Text(title).font(.caption)
            }
        }
        NavigationLink(value: title) {
            HStack { Image(systemName: "gear"); Text("Settings") } // ok: images-accessibility-label, images-accessibility-label-beside-text
        }
    }
}

// As apps write it: a tappable check image beside its title, outside any Button.
struct TodoRow: View {
    let title: String
    @Binding var done: Bool
    var body: some View {
        HStack {
            Image(systemName: done ? "checkmark.circle.fill" : "circle") // expect: images-accessibility-label-beside-text
                .onTapGesture { done.toggle() }
            Text(title)
        }
    }
}

// As apps write it: an icon-only menu label in a @ViewBuilder helper declared in an extension of the view.
struct CatalogView: View {
    var body: some View { sortMenu }
}

extension CatalogView {
    @ViewBuilder
    private var sortMenu: some View {
        Menu {
            Button("Price") { }
        } label: {
            Image(systemName: "line.3.horizontal.decrease.circle") // expect: images-accessibility-label
        }
    }
}

// Near miss, as apps write it: a font set on a resizable image drawn at its frame sizes nothing, while the label
// beside it is fixed text, and so is an SF Symbol's fixed size: Dynamic Type scales neither.
struct BackButtonRow: View {
    var body: some View {
        HStack {
            Image("back").resizable().frame(width: 20, height: 20).font(.system(size: 20)) // ok: dynamic-type-fonts, images-accessibility-label
                .accessibilityHidden(true)
            Text("Back").font(.system(size: 16)) // expect: dynamic-type-fonts
            Image(systemName: "clock").font(.system(size: 12)) // expect: dynamic-type-fonts
                .accessibilityHidden(true)
            Image("card").resizable()
                .accessibilityHidden(true)
                .overlay(Text("Name").font(.system(size: 32))) // expect: dynamic-type-fonts
        }
    }
}

// Near miss: "Tap targets ≥ 44pt" for a row button whose label is an icon beside its title: the row is the target.
struct MealStorageRow: View {
    let add: () -> Void
    var body: some View {
        Button(action: add) {
            HStack {
                Image(systemName: "plus").accessibilityHidden(true).frame(width: 10, height: 10) // ok: tap-target-button-closure
                Text("Add meal")
            }
            .padding()
        }
    }
}

// A Button with a label closure framed small as a whole, as a stepper's +/- buttons (round AX). The finding is at
// the start of the chain, the Button.
struct QuantityStepper: View {
    @Binding var count: Int
    var body: some View {
        HStack {
            Button { // expect: tap-target-button-frame
                count += 1
            } label: {
                Image(systemName: "plus").accessibilityLabel("Add one").padding(6)
            }
            .frame(width: 36, height: 36)
            Text("\(count)")
            Button { // ok: tap-target-button-frame
                count -= 1
            } label: {
                Image(systemName: "minus").accessibilityLabel("Remove one")
            }
            .frame(width: 44, height: 44)
        }
    }
}

// "Use Dynamic Type fonts", in a UIKit font theme shown through Font(UIFont) (round AY).
extension UIFont {
    static let themeTitle = UIFont.systemFont(ofSize: 20, weight: .bold) // expect: dynamic-type-uikit-fonts
    static let themeCaption = UIFont.boldSystemFont(ofSize: 12) // expect: dynamic-type-uikit-fonts
    static let themeBody = UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont.systemFont(ofSize: 16)) // ok: dynamic-type-uikit-fonts
    static let themeHeadline = UIFont.preferredFont(forTextStyle: .headline) // ok: dynamic-type-uikit-fonts
}

// The same fixed fonts as implicit members where a UIFont is expected (round CC).
final class CaptionCell: UITableViewCell {
    func configure() {
        textLabel?.font = .systemFont(ofSize: 17, weight: .medium) // expect: dynamic-type-uikit-fonts
        detailTextLabel?.font = .boldSystemFont(ofSize: 13) // expect: dynamic-type-uikit-fonts
        imageView?.tintColor = .systemBlue // ok: dynamic-type-uikit-fonts
        textLabel?.font = .preferredFont(forTextStyle: .body) // ok: dynamic-type-uikit-fonts
    }
}
