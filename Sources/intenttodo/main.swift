import Foundation

FileHandle.standardError.write(Data("intenttodo: not built yet\n".utf8))
exit(2)
