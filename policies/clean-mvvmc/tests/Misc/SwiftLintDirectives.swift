import Foundation

// A project that also runs SwiftLint keeps its SwiftLint comments (round U: long sample data inside a
// `swiftlint:disable` region was reported): they silence the rules that are those SwiftLint rules.
enum SampleData {
    // swiftlint:disable:next line_length
    static let overview = "A long sample overview that the team keeps on one line, because it is test data copied from the API response." // ok: line-length
    // swiftlint:disable identifier_name
    static let release_date = "2024-01-01" // ok: identifier-camel-case
    // swiftlint:enable identifier_name
    static let first_air_date = "2024-02-01" // expect: identifier-camel-case
    // A SwiftLint comment for another rule silences nothing here.
    // expect: line-length
    static let summary = "A long sample summary that the team keeps on one line, because it is test data copied from the API." // swiftlint:disable:this trailing_comma
}
