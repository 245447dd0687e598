import Foundation

/// A minimal HTTP/1.1 server for `widget-render preview`, on POSIX sockets, bound to 127.0.0.1
/// only: the preview is for the person at this machine, never for the network. GET requests only,
/// one response per connection (`Connection: close`), each connection handled on its own thread
/// so that a page's parallel image requests render in parallel. No dependency: a web framework
/// would cost more build time than this whole command.
///
/// Threat model (docs/security.md, *The live preview*): any web page the user opens can make the
/// browser send requests to 127.0.0.1. So a request must name this server in `Host`
/// (`127.0.0.1:PORT` or `localhost:PORT`; a DNS-rebinding page's own name is refused) and, when the
/// browser sends an `Origin`, come from this server's own page; no CORS header is ever sent. At most
/// `maximumConnections` are handled at once (more get 503 at once, with no thread), and a client
/// has `requestDeadline` seconds to send its request head.
final class LoopbackHTTPServer: @unchecked Sendable {
    struct Request {
        let path: String
        let query: [String: String]
        var host: String? = nil
        var origin: String? = nil
    }

    /// Connections handled at once; a browser opens 6 per host, the page a few more.
    static let maximumConnections = 32
    /// Seconds a client has to send its whole request head (a slow client cannot hold a thread).
    static let requestDeadline: TimeInterval = 5
    /// The largest request head, blank line included; a browser sends under 2 KB.
    static let maximumHeadBytes = 16_384
    private let slots = DispatchSemaphore(value: LoopbackHTTPServer.maximumConnections)

    struct Response {
        var status = 200
        var contentType = "text/plain; charset=utf-8"
        var body: Data

        static func text(_ text: String, status: Int = 200) -> Response {
            Response(status: status, body: Data(text.utf8))
        }
    }

    private let socketDescriptor: Int32
    /// The port actually bound (the one asked for, or the kernel's choice for 0).
    let port: Int
    private let handler: @Sendable (Request) -> Response

    /// Binds 127.0.0.1:`port` (0: any free port) and listens. Throws a one-line error when the port
    /// is taken or sockets are unavailable.
    init(port: Int, handler: @escaping @Sendable (Request) -> Response) throws {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw CLIError("preview: cannot open a socket (errno \(errno))") }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = in_addr_t(0x7F00_0001).bigEndian  // 127.0.0.1: loopback only
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(fd, 64) == 0 else {
            close(fd)
            throw CLIError("preview: cannot listen on 127.0.0.1:\(port) (errno \(errno); is the port in use?)")
        }
        var actual = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        socketDescriptor = fd
        self.port = Int(UInt16(bigEndian: actual.sin_port))
        self.handler = handler
    }

    /// Accepts connections until the process ends.
    func serve() -> Never {
        while true {
            let client = accept(socketDescriptor, nil, nil)
            guard client >= 0 else { continue }
            guard slots.wait(timeout: .now()) == .success else {
                send(.text("busy\n", status: 503), to: client)
                close(client)
                continue
            }
            Thread.detachNewThread { [self] in
                handle(client)
                slots.signal()
            }
        }
    }

    private func handle(_ client: Int32) {
        defer { close(client) }
        var timeout = timeval(tv_sec: 1, tv_usec: 0)
        setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(client, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        // The request head only (GET has no body), up to its blank line. A head that is not finished
        // — too long, cut off, or still arriving at the deadline — is refused, never parsed: its
        // missing part could be the very header the checks below need to see.
        var head = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4096)
        let deadline = Date().addingTimeInterval(Self.requestDeadline)
        var end: Int?
        var late = false
        while end == nil, head.count <= Self.maximumHeadBytes {
            guard Date() < deadline else { late = true; break }
            let count = recv(client, &buffer, buffer.count, 0)
            if count < 0, errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR { continue }  // until the deadline
            guard count > 0 else { break }
            let searchFrom = max(0, head.count - 3)
            head += buffer[0..<count]
            end = Self.blankLine(in: head, from: searchFrom)
        }
        let response: Response
        if let end, end + 4 <= Self.maximumHeadBytes {
            if let request = Self.parse(Array(head[..<end])) {
                response = isAllowed(request) ? handler(request) : .text("forbidden: not this preview's host or page\n", status: 403)
            } else {
                response = .text("bad request\n", status: 400)
            }
        } else if end != nil || head.count > Self.maximumHeadBytes {
            response = .text("request head over \(Self.maximumHeadBytes) bytes\n", status: 431)
        } else {
            response = late ? .text("request head not finished in time\n", status: 408) : .text("bad request: the head never ended\n", status: 400)
        }
        send(response, to: client)
    }

    /// Where the blank line ending a request head (CR LF CR LF) starts, searching from `start`.
    static func blankLine(in bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        while index + 4 <= bytes.count {
            if bytes[index] == 13, bytes[index + 1] == 10, bytes[index + 2] == 13, bytes[index + 3] == 10 { return index }
            index += 1
        }
        return nil
    }

    /// "GET /path?a=1 HTTP/1.1" → path and decoded query, with the `Host` and `Origin` headers;
    /// nil for anything else, and for a second `Host` or `Origin` (which one would a check see?).
    /// Lines after the head's blank line are not headers.
    static func parse(_ head: [UInt8]) -> Request? {
        let lines = String(decoding: head, as: UTF8.self).components(separatedBy: "\r\n").prefix { !$0.isEmpty }
        guard let line = lines.first else { return nil }
        // Exactly "GET SP target SP version": a line read more leniently than written (a leading or
        // doubled space) is refused rather than guessed at.
        let parts = line.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0] == "GET", parts[1].hasPrefix("/"),
              let components = URLComponents(string: "http://127.0.0.1" + parts[1]) else { return nil }
        var query: [String: String] = [:]
        for item in components.queryItems ?? [] { query[item.name] = item.value ?? "" }
        var request = Request(path: components.path, query: query)
        for header in lines.dropFirst() {
            guard let colon = header.firstIndex(of: ":") else { continue }
            let name = header[..<colon].lowercased(), value = header[header.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            if name == "host" {
                guard request.host == nil else { return nil }
                request.host = value
            }
            if name == "origin" {
                guard request.origin == nil else { return nil }
                request.origin = value
            }
        }
        return request
    }

    /// The request names this server (`Host`) and, if a page sent it, comes from this server's page.
    func isAllowed(_ request: Request) -> Bool {
        let names = ["127.0.0.1:\(port)", "localhost:\(port)"]
        guard let host = request.host?.lowercased(), names.contains(host) else { return false }
        guard let origin = request.origin?.lowercased() else { return true }
        return names.contains { origin == "http://" + $0 }
    }

    private func send(_ response: Response, to client: Int32) {
        let reason = [200: "OK", 400: "Bad Request", 403: "Forbidden", 404: "Not Found", 408: "Request Timeout", 422: "Unprocessable Content",
                      431: "Request Header Fields Too Large", 500: "Internal Server Error", 503: "Service Unavailable"][response.status] ?? "Error"
        var data = Data(("HTTP/1.1 \(response.status) \(reason)\r\nContent-Type: \(response.contentType)\r\n"
                         + "Content-Length: \(response.body.count)\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n").utf8)
        data.append(response.body)
        data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let sent = Foundation.send(client, raw.baseAddress! + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
                if sent <= 0 { return }
                offset += sent
            }
        }
    }
}
