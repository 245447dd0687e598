/// Floating-point → integer conversion that cannot trap.
///
/// Swift's `Int(_: Double)` stops the process when the value is NaN, infinite or outside the
/// integer's range. Values computed from user input (a shadow radius of 1e30, a date a billion
/// years away, an arc sweeping 1e300 radians) reach such conversions, so every conversion of a
/// computed floating-point value in the pipeline goes through this one initializer instead: it
/// rounds toward zero like `init(_:)`, clamps to `min…max`, and maps NaN to 0. Where a smaller
/// range makes sense (a segment count, a pixel size), callers clamp the result further.
extension FixedWidthInteger {
    @inlinable
    package init<Source: BinaryFloatingPoint>(saturating value: Source) {
        if value.isNaN {
            self = 0
        } else if value >= Source(Self.max) {
            // `Source(Self.max)` rounds up to a power of two for 64-bit types, so `>=` is the exact test.
            self = .max
        } else if value <= Source(Self.min) {
            self = .min
        } else {
            self.init(value)
        }
    }
}
