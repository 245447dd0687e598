import Foundation
import XCTest
@testable import WidgetRenderCLI

/// What the CLI's one writer does with a destination that is not a plain file (issue 34;
/// docs/security.md, *Writing files*): a device or FIFO is written through, in place, also behind a
/// symlink such as /dev/stdout; any other symlink, a folder or a socket is refused and left as it is.
final class SafeWriteTargetTests: XCTestCase {
    func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("safe-write-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    func fileType(_ path: String) -> mode_t {
        var status = stat()
        XCTAssertEqual(lstat(path, &status), 0)
        return status.st_mode & S_IFMT
    }

    func testADeviceIsWrittenThroughAndStaysADevice() throws {
        try writeAtomically(Data("report".utf8), to: URL(fileURLWithPath: "/dev/null"))
        XCTAssertEqual(fileType("/dev/null"), S_IFCHR)
        // A full device: the write fails with the system's cause and the device is still there.
        XCTAssertThrowsError(try writeAtomically(Data(count: 4096), to: URL(fileURLWithPath: "/dev/full"))) { error in
            XCTAssertEqual("\(error)", "/dev/full: cannot write (No space left on device)")
        }
        XCTAssertEqual(fileType("/dev/full"), S_IFCHR)
    }

    func testAFIFOBehindASymlinkIsWrittenThrough() throws {
        let root = try folder()
        let fifo = root.appendingPathComponent("pipe"), link = root.appendingPathComponent("stdout")
        XCTAssertEqual(mkfifo(fifo.path, 0o600), 0)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: fifo)
        let received = ReceivedBytes()
        let reader = Thread { received.set(FileHandle(forReadingAtPath: fifo.path)?.readDataToEndOfFile() ?? Data()) }
        reader.start()
        try writeAtomically(Data("<testsuites/>".utf8), to: link)
        while received.value == nil { usleep(1_000) }
        XCTAssertEqual(received.value, Data("<testsuites/>".utf8))
        XCTAssertEqual(fileType(link.path), S_IFLNK)
        XCTAssertEqual(fileType(fifo.path), S_IFIFO)
    }

    func testASymlinkToAFileAndAFolderAreRefusedAndLeftAlone() throws {
        let root = try folder()
        let target = root.appendingPathComponent("elsewhere.txt"), link = root.appendingPathComponent("report.json")
        try Data("keep".utf8).write(to: target)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        XCTAssertThrowsError(try writeAtomically(Data("new".utf8), to: link)) { error in
            XCTAssertEqual("\(error)", "\(link.path): is a symbolic link; refusing to replace it or to write where it points")
        }
        XCTAssertEqual(try Data(contentsOf: target), Data("keep".utf8))
        XCTAssertEqual(fileType(link.path), S_IFLNK)
        let sub = root.appendingPathComponent("sub")
        try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
        XCTAssertThrowsError(try writeAtomically(Data("new".utf8), to: sub)) { error in
            XCTAssertEqual("\(error)", "\(sub.path): not a regular file; refusing to replace it")
        }
        XCTAssertEqual(fileType(sub.path), S_IFDIR)
        // A regular file is still replaced whole.
        let plain = root.appendingPathComponent("plain.txt")
        try Data("old".utf8).write(to: plain)
        try writeAtomically(Data("new".utf8), to: plain)
        XCTAssertEqual(try Data(contentsOf: plain), Data("new".utf8))
    }
}

private final class ReceivedBytes: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Data?
    func set(_ data: Data) { lock.lock(); stored = data; lock.unlock() }
    var value: Data? { lock.lock(); defer { lock.unlock() }; return stored }
}
