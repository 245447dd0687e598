import Foundation

/// Preview-server fuzz cases (issue 34; docs/security.md, *The live preview*): one live server
/// per batch of `batchSize` cases — `widget-render preview spec.yaml` and `preview --package` (with
/// the browser test's fake build) in turn — started under the fuzzer's memory and CPU limits, with a
/// canary folder beside its folder. Each case sends hostile raw HTTP over sockets (FuzzHTTPCases.swift)
/// and judges the answer: no hang, the server alive, a request that must be refused (foreign
/// `Host` or `Origin`, not GET, a head over 16 KB or never finished) refused with an error status,
/// nothing from the canary in any answer. When a batch ends, `GET /` must answer 200 again, the
/// canary must be untouched, and the server is stopped.
final class FuzzHTTP: @unchecked Sendable {
    static let batchSize = 50
    /// Seconds a case may wait for an answer: the server's request deadline, a long poll and a render.
    static let answerSeconds = 20.0

    final class Server: @unchecked Sendable {
        let process = Process()
        let folder: URL
        let canary: FuzzCanary
        let package: Bool
        var port = 0
        let log = Collected()
        init(folder: URL, canary: FuzzCanary, package: Bool) { self.folder = folder; self.canary = canary; self.package = package }
    }

    /// Output of a child read while it runs (the last 64 KB kept).
    final class Collected: @unchecked Sendable {
        private let lock = NSLock()
        private var data = Data()
        func append(_ more: Data) { lock.lock(); data.append(more); if data.count > 65_536 { data = data.suffix(65_536) }; lock.unlock() }
        var text: String { lock.lock(); defer { lock.unlock() }; return String(decoding: data, as: UTF8.self) }
    }

    private let binary: URL
    private let work: URL
    private let canaryPNG: [UInt8]
    private let canaryResults: String
    private let lock = NSLock()
    private var servers: [Int: Server] = [:]
    private var finished: [Int: Int] = [:]

    init(binary: URL, work: URL, canaryPNG: [UInt8], canaryResults: String) {
        self.binary = binary; self.work = work; self.canaryPNG = canaryPNG; self.canaryResults = canaryResults
    }

    /// Runs case `ordinal` (the batch is `ordinal / batchSize`); the case that completes a batch
    /// also carries the batch's own verdict.
    func run(ordinal: Int, random: inout FuzzRandom) -> (hostile: String?, outcome: FuzzTests.Outcome) {
        let batch = ordinal / Self.batchSize
        let server: Server
        do { server = try self.server(batch) } catch { return (nil, .crash("preview server did not start: \(error)")) }
        var (hostile, outcome) = FuzzHTTPCases.run(on: server, random: &random)
        if !server.process.isRunning { outcome = .crash("preview server died: \(server.log.text.suffix(400))") }
        lock.lock()
        finished[batch, default: 0] += 1
        let complete = finished[batch] == Self.batchSize
        lock.unlock()
        if complete, let failure = finish(batch), Self.passed(outcome) { outcome = failure }
        return (hostile, outcome)
    }

    /// Checks and stops the servers of batches the run ended inside; their failures.
    func finishAll() -> [(batch: Int, outcome: FuzzTests.Outcome)] {
        lock.lock()
        let open = servers.keys.sorted()
        lock.unlock()
        return open.compactMap { batch in finish(batch).map { (batch, $0) } }
    }

    static func passed(_ outcome: FuzzTests.Outcome) -> Bool {
        switch outcome {
        case .rendered, .rejected: return true
        default: return false
        }
    }

    /// The batch's server, started by the first case that needs it (the other worker waits).
    private func server(_ batch: Int) throws -> Server {
        lock.lock()
        defer { lock.unlock() }
        if let server = servers[batch] { return server }
        let package = batch % 2 == 1
        let folder = work.appendingPathComponent("http-\(batch)")
        let server = Server(folder: folder, canary: try FuzzCanary(beside: folder, png: canaryPNG, resultsJSON: canaryResults), package: package)
        try start(server)
        servers[batch] = server
        return server
    }

    private func start(_ server: Server) throws {
        let fm = FileManager.default
        try fm.createDirectory(at: server.folder, withIntermediateDirectories: true)
        var arguments = ["preview", "--port", "0"]
        if server.package {
            try Data("// swift-tools-version:6.0\n".utf8).write(to: server.folder.appendingPathComponent("Package.swift"))
            try fm.createDirectory(at: server.folder.appendingPathComponent("Sources/W"), withIntermediateDirectories: true)
            try Data("let a = 1\n".utf8).write(to: server.folder.appendingPathComponent("Sources/W/a.swift"))
            let fake = packageRoot.appendingPathComponent("Tests/Browser/fake-preview-build.py").path
            arguments += ["--package", ".", "--target", "W", "--build-command", "python3 '\(fake)'"]
        } else {
            try fm.copyItem(at: packageRoot.appendingPathComponent("Tests/Fuzz/seeds/images-folder.yml"), to: server.folder.appendingPathComponent("spec.yaml"))
            try fm.copyItem(at: packageRoot.appendingPathComponent("Tests/Fuzz/seeds/img.png"), to: server.folder.appendingPathComponent("img.png"))
            arguments.append("spec.yaml")
        }
        let process = server.process
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        // The same address-space limit as every case; CPU for a whole batch of renders.
        process.arguments = ["-c", "ulimit -v \(FuzzTests.memoryKiB); ulimit -t 600; exec \"$0\" \"$@\"", binary.path] + arguments
        process.currentDirectoryURL = server.folder
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        let printed = Collected()
        output.fileHandleForReading.readabilityHandler = { handle in printed.append(handle.availableData) }
        errors.fileHandleForReading.readabilityHandler = { [log = server.log] handle in log.append(handle.availableData) }
        try process.run()
        let deadline = Date().addingTimeInterval(60)
        while server.port == 0, Date() < deadline, process.isRunning {
            // "preview: http://127.0.0.1:PORT/ (watching …)"
            if let range = printed.text.range(of: "http://127.0.0.1:"),
               let port = Int(printed.text[range.upperBound...].prefix { $0.isNumber }) { server.port = port }
            usleep(20_000)
        }
        guard server.port > 0 else {
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            throw CLIErrorText("no URL printed: \(printed.text) \(server.log.text.suffix(400))")
        }
        // A package server serves images once its first (fake) build has run.
        while server.package, Date() < deadline, FuzzHTTPCases.currentRun(server) == nil { usleep(100_000) }
    }

    /// The end of a batch: `GET /` answers 200 (after the batch's slow clients ran out of time),
    /// the canary is untouched, the server still runs; then it is stopped.
    private func finish(_ batch: Int) -> FuzzTests.Outcome? {
        lock.lock()
        let server = servers.removeValue(forKey: batch)
        lock.unlock()
        guard let server else { return nil }
        defer {
            if server.process.isRunning { kill(server.process.processIdentifier, SIGKILL) }
            server.process.waitUntilExit()
            try? FileManager.default.removeItem(at: server.folder)
        }
        var status: Int?
        let deadline = Date().addingTimeInterval(30)
        while status != 200, Date() < deadline, server.process.isRunning {
            status = FuzzHTTPClient.exchange(port: server.port, Array(FuzzHTTPCases.get("/", server).utf8), timeout: 10).status
            if status != 200 { usleep(250_000) }
        }
        if !server.process.isRunning { return .crash("preview server died: \(server.log.text.suffix(400))") }
        if let touched = server.canary.verdict() { return .outside("preview server: \(touched)") }
        if status != 200 { return .hang }
        if server.log.text.contains("Fatal error") { return .crash(String(server.log.text.suffix(400))) }
        return nil
    }
}

/// An error of the runner itself, as one line.
struct CLIErrorText: Error, CustomStringConvertible {
    let description: String
    init(_ text: String) { description = text }
}

/// A raw HTTP exchange over a socket to 127.0.0.1.
enum FuzzHTTPClient {
    struct Answer {
        var bytes = Data()
        var connected = true
        var timedOut = false
        /// The status of an `HTTP/1.1 NNN …` first line; nil for no or another answer.
        var status: Int? {
            guard bytes.starts(with: Data("HTTP/1.1 ".utf8)), bytes.count >= 12 else { return nil }
            return Int(String(decoding: bytes[bytes.startIndex + 9..<bytes.startIndex + 12], as: UTF8.self))
        }
        var head: String {
            let end = bytes.range(of: Data("\r\n\r\n".utf8))?.lowerBound ?? bytes.endIndex
            return String(decoding: bytes[..<end], as: UTF8.self)
        }
    }

    /// A connected socket (nil when refused: the server is gone or its backlog full).
    /// `timeout` bounds each read and write (short by default, so the reading loop below checks its own deadline).
    static func connect(port: Int, timeout: timeval = timeval(tv_sec: 0, tv_usec: 200_000)) -> Int32? {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return nil }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = in_addr_t(0x7F00_0001).bigEndian
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Foundation.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { close(fd); return nil }
        var wait = timeout
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
        return fd
    }

    /// Sends what it can of `bytes` (the server may close early on a request it refuses).
    static func send(_ fd: Int32, _ bytes: [UInt8], deadline: Date) {
        var offset = 0
        while offset < bytes.count, Date() < deadline {
            let sent = bytes.withUnsafeBytes { Foundation.send(fd, $0.baseAddress! + offset, bytes.count - offset, Int32(MSG_NOSIGNAL)) }
            if sent < 0, errno == EAGAIN || errno == EINTR { continue }
            if sent <= 0 { return }
            offset += sent
        }
    }

    /// Reads until the server closes, `timeout` passes or 16 MB arrived.
    static func receive(_ fd: Int32, timeout: TimeInterval) -> Answer {
        var answer = Answer()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let deadline = Date().addingTimeInterval(timeout)
        while answer.bytes.count < 16 << 20 {
            let count = recv(fd, &buffer, buffer.count, 0)
            if count > 0 { answer.bytes.append(contentsOf: buffer[0..<count]); continue }
            if count < 0, errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR {
                if Date() > deadline { answer.timedOut = true; break }
                continue
            }
            break  // closed (0) or reset
        }
        return answer
    }

    /// One request on a new connection; `halfClose` ends the sending side after it, so a request
    /// head that never ends is seen as such at once instead of at the server's deadline.
    static func exchange(port: Int, _ bytes: [UInt8], halfClose: Bool = true, timeout: TimeInterval = FuzzHTTP.answerSeconds) -> Answer {
        guard let fd = connect(port: port) else { return Answer(connected: false) }
        defer { close(fd) }
        send(fd, bytes, deadline: Date().addingTimeInterval(timeout))
        if halfClose { shutdown(fd, Int32(SHUT_WR)) }
        return receive(fd, timeout: timeout)
    }
}
