// A SwiftPM test kit builds the service for tests: its factory is no API of the service.
extension RegattaArchiveService {
    static func mock() -> RegattaArchiveService { RegattaArchiveService() } // ok: service-returns-structs
}
