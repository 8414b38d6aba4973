import SwiftUI

// "Load data in task() in SwiftUI views".

// The document's ProfileView, loading from .onAppear with a Task.
struct ProfileDetailView: View {
    @ObservedObject var viewModel: ProfileViewModel
    var body: some View {
        Text("Profile")
            .onAppear { Task { await viewModel.load() } } // expect: view-loads-in-task
    }
}

// As apps write it: the Task on its own lines, with a refresh after it.
struct ProfileFollowersView: View {
    @ObservedObject var viewModel: ProfileViewModel
    var body: some View {
        List { Text("Followers") }
            .onAppear { // expect: view-loads-in-task
                Task { @MainActor in
                    await viewModel.fetchFollowers()
                }
            }
    }
}

// As apps write it: a synchronous load from .onAppear, with no .task anywhere.
struct ProfilePostsView: View {
    @ObservedObject var viewModel: ProfileViewModel
    var body: some View {
        // expect: view-loads-without-task
        Text("Posts").onAppear { viewModel.loadPosts() }
    }
}

// As apps write it (round BU): the first load in .onAppear, and a Retry button the user taps to load again
// (the user's reload, as pull to refresh: not the first load).
struct ProfileActivityView: View {
    @ObservedObject var viewModel: ProfileViewModel
    var body: some View {
        VStack {
            Text("Activity")
            Button("Retry") { viewModel.loadPosts() } // ok: view-loads-without-task
        }
        .onAppear { viewModel.loadPosts() } // expect: view-loads-without-task
    }
}

// Near misses: the load in .task; .onAppear that only tracks a screen view.
// ok: view-loads-in-task, view-loads-without-task
struct ProfileBadgesView: View {
    @ObservedObject var viewModel: ProfileViewModel
    var body: some View {
        Text("Badges")
            .task { await viewModel.loadBadges() }
            .onAppear { viewModel.trackScreen() } // ok: view-loads-in-task
    }
}

// Near miss: view builders named for the state they show are no loads.
struct ProfileAvatarView: View {
    let isLoading: Bool
    var body: some View {
        if isLoading { loadingView() } else { loadedView() } // ok: view-loads-without-task
    }
    private func loadingView() -> some View { ProgressView() }
    private func loadedView() -> some View { Text("Avatar") }
}

// Near miss: pull to refresh reloads on the user's request; the first load is the parent's.
struct ProfileFollowersView: View {
    @ObservedObject var viewModel: ProfileViewModel
    var body: some View {
        List { Text("Followers") }
            .refreshable { viewModel.loadPosts() } // ok: view-loads-without-task
    }
}

// A first load named fetch…, called by .onAppear() written with parentheses (round BA).
struct ProfileLocationView: View {
    @ObservedObject var viewModel: ProfileViewModel
    var body: some View {
        VStack {
            Button("Retry") { viewModel.fetchLocation() } // ok: view-fetches-on-appear
        }
        .refreshable { viewModel.fetchLocation() } // ok: view-fetches-on-appear
        .onAppear() {
            viewModel.fetchLocation() // expect: view-fetches-on-appear
        }
    }
}

// The Task form in .onAppear() with parentheses is view-loads-in-task's.
struct ProfileBadgesView: View {
    @ObservedObject var viewModel: ProfileViewModel
    var body: some View {
        Text("Badges")
            .onAppear() { Task { await viewModel.fetchBadges() } } // expect: view-loads-in-task
    }
}

// Round CB: a load method spelled with a capital is loaded from .onAppear all the same; a view type whose name
// starts with Load is no load.
struct ProfileWatchListView: View {
    @ObservedObject var viewModel: ProfileViewModel
    var body: some View {
        VStack {
            LoadImageView(url: nil) // ok: view-loads-without-task
        }
        .onAppear { viewModel.LoadWatchList() } // expect: view-loads-without-task
    }
}

struct LoadImageView: View {
    let url: URL?
    var body: some View { Text("") }
}
