import Foundation
import XCTest
@testable import WidgetRenderCLI

/// The live preview server against a hostile web page and hostile clients (issue 34;
/// docs/security.md, *The live preview*): DNS rebinding (a foreign `Host`), another origin's page
/// (`Origin`), and idle connections holding every thread.
final class PreviewServerGuardTests: XCTestCase {
    func connect(_ port: Int) -> Int32 {
        guard let fd = FuzzHTTPClient.connect(port: port, timeout: timeval(tv_sec: 10, tv_usec: 0)) else {
            XCTFail("cannot connect to 127.0.0.1:\(port)")
            return -1
        }
        return fd
    }

    /// The status line of the answer to `head`.
    func statusLine(_ port: Int, _ head: String) -> String {
        let fd = connect(port)
        defer { close(fd) }
        _ = head.withCString { Foundation.send(fd, $0, strlen($0), Int32(MSG_NOSIGNAL)) }
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = recv(fd, &buffer, buffer.count, 0)
        return String(decoding: buffer.prefix(max(0, count)), as: UTF8.self).components(separatedBy: "\r\n")[0]
    }

    func startServer() throws -> Int {
        let server = try LoopbackHTTPServer(port: 0) { _ in .text("ok") }
        Thread.detachNewThread { server.serve() }
        return server.port
    }

    func testOnlyThisServersHostAndOwnPageAreAnswered() throws {
        let port = try startServer()
        XCTAssertEqual(statusLine(port, "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n"), "HTTP/1.1 200 OK")
        XCTAssertEqual(statusLine(port, "GET / HTTP/1.1\r\nHost: localhost:\(port)\r\nOrigin: http://localhost:\(port)\r\n\r\n"), "HTTP/1.1 200 OK")
        // DNS rebinding: the attacker's name resolves to 127.0.0.1, the browser still sends it.
        XCTAssertEqual(statusLine(port, "GET /state HTTP/1.1\r\nHost: evil.example:\(port)\r\n\r\n"), "HTTP/1.1 403 Forbidden")
        XCTAssertEqual(statusLine(port, "GET /state HTTP/1.1\r\n\r\n"), "HTTP/1.1 403 Forbidden")  // no Host at all
        // Another origin's page calling this server.
        XCTAssertEqual(statusLine(port, "GET /state HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nOrigin: https://evil.example\r\n\r\n"),
                       "HTTP/1.1 403 Forbidden")
    }

    func testIdleConnectionsCannotStallThePage() throws {
        let port = try startServer()
        // More idle connections than the server handles at once: the extra ones are told 503 at
        // once, and the page answers again when the idle ones run out of time.
        let idle = (0..<(LoopbackHTTPServer.maximumConnections + 8)).map { _ in connect(port) }
        defer { idle.forEach { close($0) } }
        // The first one has sent all of a request but its blank line: at the deadline it is refused
        // (408), not served as if the head were complete.
        _ = "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n".withCString { Foundation.send(idle[0], $0, strlen($0), Int32(MSG_NOSIGNAL)) }
        usleep(200_000)
        XCTAssertEqual(statusLine(port, "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n"), "HTTP/1.1 503 Service Unavailable")
        sleep(UInt32(LoopbackHTTPServer.requestDeadline) + 2)
        XCTAssertEqual(statusLine(port, "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n"), "HTTP/1.1 200 OK")
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = recv(idle[0], &buffer, buffer.count, 0)
        XCTAssertEqual(String(decoding: buffer.prefix(max(0, count)), as: UTF8.self).components(separatedBy: "\r\n")[0], "HTTP/1.1 408 Request Timeout")
    }

    /// What the HTTP fuzz kind found (issue 34): a request naming a foreign `Host` and then this
    /// server's, or this server's only after the head's blank line, was answered; a head over 16 KB
    /// was cut and answered; a head cut off by the client was answered; a request line with a
    /// leading space was read as if it had none. Each is refused now.
    func testHeadsThatAreDoubledTooLongOrUnfinishedAreRefused() throws {
        let port = try startServer()
        let good = "Host: 127.0.0.1:\(port)\r\n"
        XCTAssertEqual(statusLine(port, "GET / HTTP/1.1\r\nHost: evil.example\r\n\(good)\r\n"), "HTTP/1.1 400 Bad Request")
        XCTAssertEqual(statusLine(port, "GET / HTTP/1.1\r\n\(good)Origin: https://evil.example\r\nOrigin: http://127.0.0.1:\(port)\r\n\r\n"),
                       "HTTP/1.1 400 Bad Request")
        XCTAssertEqual(statusLine(port, "GET / HTTP/1.1\r\nHost: evil.example\r\n\r\n\(good)\r\n"), "HTTP/1.1 403 Forbidden")
        XCTAssertEqual(statusLine(port, " GET / HTTP/1.1\r\n\(good)\r\n"), "HTTP/1.1 400 Bad Request")
        XCTAssertEqual(statusLine(port, "GET  / HTTP/1.1\r\n\(good)\r\n"), "HTTP/1.1 400 Bad Request")
        let big = "X-Big: " + String(repeating: "b", count: LoopbackHTTPServer.maximumHeadBytes) + "\r\n"
        XCTAssertEqual(statusLine(port, "GET / HTTP/1.1\r\n\(good)\(big)\r\n"), "HTTP/1.1 431 Request Header Fields Too Large")
        // Cut off: the client ends its side before the blank line.
        let fd = connect(port)
        defer { close(fd) }
        _ = "GET / HTTP/1.1\r\n\(good)".withCString { Foundation.send(fd, $0, strlen($0), Int32(MSG_NOSIGNAL)) }
        shutdown(fd, Int32(SHUT_WR))
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = recv(fd, &buffer, buffer.count, 0)
        XCTAssertEqual(String(decoding: buffer.prefix(max(0, count)), as: UTF8.self).components(separatedBy: "\r\n")[0], "HTTP/1.1 400 Bad Request")
        XCTAssertEqual(statusLine(port, "GET / HTTP/1.1\r\n\(good)\r\n"), "HTTP/1.1 200 OK")
    }
}
