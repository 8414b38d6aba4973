import Foundation

enum UserMapper {
    static func toDomain(_ dto: UserDTO) -> User {
        User(id: dto.id, name: dto.fullName, email: dto.email, nickname: nil)
    }

    static func toDTO(_ entity: User) -> UserDTO {
        UserDTO(id: entity.id, fullName: entity.name, email: entity.email)
    }
}
