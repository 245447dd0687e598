import XCTest
@testable import WidgetSnapshot

/// Test vectors from FIPS 180-4's examples (NIST CSRC "SHA256.pdf"), on both compressions: the x86
/// SHA extensions (where the CPU has them) and the Swift rounds.
final class SHA256Tests: XCTestCase {
    private func hex(_ bytes: [UInt8], extensions: Bool) -> String {
        var hasher = SHA256(usesExtensions: extensions)
        hasher.update(bytes)
        return hasher.finalize()
    }

    func testKnownDigests() {
        for extensions in [false, true] {
            XCTAssertEqual(hex(Array("".utf8), extensions: extensions), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
            XCTAssertEqual(hex(Array("abc".utf8), extensions: extensions), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
            // 56 bytes: the padding spills into a second block.
            XCTAssertEqual(hex(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8), extensions: extensions),
                           "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        }
    }

    func testOneMillionAs() {
        for extensions in [false, true] {
            XCTAssertEqual(hex([UInt8](repeating: 0x61, count: 1_000_000), extensions: extensions),
                           "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
        }
    }

    /// The two compressions agree on every length from 0 to 300 bytes (one to six blocks, every
    /// padding case) and on 100 KB of varied bytes.
    func testExtensionsAndSwiftRoundsAgree() {
        for length in Array(0...300) + [100_003] {
            // A multiplicative hash of the index: every byte value, no repeating pattern.
            let bytes = (0..<length).map { UInt8(truncatingIfNeeded: (($0 &+ length) &* 2_654_435_761) >> 13) }
            XCTAssertEqual(hex(bytes, extensions: true), hex(bytes, extensions: false), "\(length) bytes")
        }
    }

    /// Streaming in uneven pieces (whole blocks, partial blocks, single bytes, a non-contiguous
    /// sequence) gives the one-shot digest.
    func testUnevenUpdatesMatchOneShot() {
        let bytes = (0..<1_000).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        var hasher = SHA256()
        hasher.update(bytes[0..<3])
        hasher.update(Array(bytes[3..<200]))
        hasher.update(bytes[200..<201].lazy.map { $0 })
        hasher.update(Data(bytes[201..<1_000]))
        XCTAssertEqual(hasher.finalize(), SHA256.hex(of: bytes))
    }
}
