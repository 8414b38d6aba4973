import Foundation

// "Domain … No external framework dependencies": Domain knows its entities, never Data's wire types.
protocol ExportUserUseCase { func execute(_ dto: UserDTO) async throws } // expect: domain-no-outer-layers

// "[Verb][Noun]UseCase": a capability name in UseCases.
// expect: use-case-naming
protocol ProfileUpdating {}
