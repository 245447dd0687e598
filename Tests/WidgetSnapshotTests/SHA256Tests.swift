import XCTest
@testable import WidgetSnapshot

/// Test vectors from FIPS 180-4's examples (NIST CSRC "SHA256.pdf").
final class SHA256Tests: XCTestCase {
    func testKnownDigests() {
        XCTAssertEqual(SHA256.hex(of: Array("".utf8)), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        XCTAssertEqual(SHA256.hex(of: Array("abc".utf8)), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        // 56 bytes: the padding spills into a second block.
        XCTAssertEqual(SHA256.hex(of: Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)),
                       "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }

    func testOneMillionAs() {
        XCTAssertEqual(SHA256.hex(of: [UInt8](repeating: 0x61, count: 1_000_000)),
                       "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
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
