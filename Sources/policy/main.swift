// policy: the executable. A thin shell over PolicyCommands.
import Foundation
import PolicyCommands

exit(PolicyCLI.run(Array(CommandLine.arguments.dropFirst())).rawValue)
