#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The system's description of why the last system call failed (`strerror(errno)`), such as
/// "No such file or directory".
package func lastSystemError() -> String {
    String(cString: strerror(errno))
}
