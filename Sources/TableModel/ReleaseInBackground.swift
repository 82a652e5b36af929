import Dispatch

/// Releases `value` on another thread.
///
/// Freeing a large tree of values (a catalog's model, a template context) takes as long as a
/// good part of building it, and would otherwise hold up the thread that goes on to the next
/// stage: handed over, it is freed beside that stage. The value must no longer be used by the
/// caller; a process that ends first leaves it to the system.
package func releaseInBackground<Value: Sendable>(_ value: consuming Value) {
    let box = SendableBox(value: value)
    DispatchQueue.global(qos: .utility).async { _ = box }
}

/// Keeps `value` until the process ends, never freeing it: for a process that ends once its
/// work is done, which the system frees all at once, as compilers leave their own memory.
package func keepUntilProcessEnds<Value: Sendable>(_ value: consuming Value) {
    _ = Unmanaged.passRetained(SendableBox(value: value))
}

/// One reference to a value of any type, to hand over to another thread or to keep.
private final class SendableBox<Value: Sendable>: Sendable {
    let value: Value
    init(value: consuming Value) { self.value = value }
}
