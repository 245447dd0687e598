import Foundation

/// The requests of the HTTP fuzz kind (FuzzHTTP.swift) and their verdicts. A case is a seed
/// request (the page, its state, a render or image, a control) mutated with bytes and HTTP tokens,
/// or one hostile exchange: a foreign or doubled `Host`, a foreign `Origin`, path traversal (plain,
/// percent-encoded, overlong, to the canary), bad request lines and methods, heads over 16 KB,
/// absurd `Content-Length`, hostile query values, slow partial heads while the page is asked for,
/// dozens of connections at once, and long polls holding every slot.
enum FuzzHTTPCases {
    static let tokens: [String] = [
        "../", "..%2f", "%2e%2e/", "%2e%2e%2f", "%252e%252e%252f", "%c0%ae%c0%ae/", "..\\", "%00", "%", "%zz", "%ff%fe", "//", "/./",
        "?", "&", "=", "#", ";", "\r\n", "\n", "\r", "\0", " ", "\t", "Host: evil.example\r\n", "Host: ", "Origin: null\r\n",
        "Origin: https://evil.example\r\n", "Content-Length: 99999999999999999999\r\n", "Transfer-Encoding: chunked\r\n",
        "Expect: 100-continue\r\n", "Connection: keep-alive\r\n", "HTTP/1.0", "HTTP/2", "POST", "HEAD", "OPTIONS", "/etc/passwd",
        "family=systemExtraLarge", "theme=ios.light(", "tint=%23zzz", "locale=%E2%80%AE", "dynamicType=accessibility5", "after=-1",
        "run=0", "path=", "widget=", String(repeating: "A", count: 4_000), "é", "\u{FEFF}", "\u{202E}",
    ]

    /// The host this server accepts, in one of its two spellings.
    static func host(_ server: FuzzHTTP.Server, localhost: Bool = false) -> String { "\(localhost ? "localhost" : "127.0.0.1"):\(server.port)" }

    static func get(_ target: String, _ server: FuzzHTTP.Server, headers: String = "") -> String {
        "GET \(target) HTTP/1.1\r\nHost: \(host(server))\r\n\(headers)\r\n"
    }

    /// The package server's current run (its images are served only for it).
    static func currentRun(_ server: FuzzHTTP.Server) -> Int? {
        let answer = FuzzHTTPClient.exchange(port: server.port, Array(get("/state", server).utf8), timeout: 10)
        guard let start = answer.bytes.range(of: Data("\r\n\r\n".utf8))?.upperBound,
              let state = try? JSONSerialization.jsonObject(with: answer.bytes[start...]) as? [String: Any] else { return nil }
        return state["run"] as? Int
    }

    static func seeds(_ server: FuzzHTTP.Server) -> [String] {
        let origin = "Origin: http://\(host(server, localhost: true))\r\n"
        var seeds = [get("/", server, headers: "User-Agent: Mozilla/5.0\r\nAccept: text/html\r\n"), get("/state", server, headers: origin),
                     get("/state?after=0", server)]
        if server.package {
            let run = currentRun(server) ?? 1
            seeds += [get("/image.png?run=\(run)&path=Fake-Preview/iphone-16__ios.light.png", server),
                      get("/controls?theme=ios.dark&device=iphone-16&rtl=0", server, headers: origin)]
        } else {
            seeds += [get("/render.png?widget=picture&family=systemSmall&device=iphone-11&theme=ios.light", server, headers: "Accept: image/png\r\n"),
                      get("/render.png?family=systemMedium&theme=ios.dark&tint=%23FF0000&wallpaper=blue&dynamicType=xxxLarge&locale=de_DE&rtl=1", server)]
        }
        return seeds
    }

    /// Why `request` must be refused, or nil when the server may answer it: only a finished GET head
    /// of at most 16 KB naming this server once in `Host`, and this server's page in `Origin` if at
    /// all. Judged from the bytes alone, as a browser's request would be.
    static func mustRefuse(_ request: [UInt8], _ server: FuzzHTTP.Server) -> String? {
        let end: [UInt8] = [13, 10, 13, 10]
        guard let blank = (0..<max(0, request.count - 3)).first(where: { Array(request[$0..<($0 + 4)]) == end }) else { return "head never ends" }
        guard blank + 4 <= 16_384 else { return "head over 16 KB" }
        let lines = String(decoding: request[..<blank], as: UTF8.self).components(separatedBy: "\r\n")
        guard lines[0].hasPrefix("GET ") else { return "not GET" }
        func values(_ name: String) -> [String] {
            lines.dropFirst().compactMap { line in
                guard let colon = line.firstIndex(of: ":"), line[..<colon].lowercased() == name else { return nil }
                return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces).lowercased()
            }
        }
        let names = [host(server), host(server, localhost: true)]
        let hosts = values("host"), origins = values("origin")
        guard hosts.count == 1, names.contains(hosts[0]) else { return "Host \(hosts)" }
        guard origins.count <= 1, origins.allSatisfy({ origin in names.contains { "http://" + $0 == origin } }) else { return "Origin \(origins)" }
        return nil
    }

    /// Runs one case; returns the hostile exchange's name (nil for a mutated seed) and the verdict.
    static func run(on server: FuzzHTTP.Server, random: inout FuzzRandom) -> (String?, FuzzTests.Outcome) {
        let choice = random.below(100)
        if choice < 35 {
            var request = Array(random.pick(seeds(server)).utf8)
            request = FuzzCatalogCorpus.mutateText(request, tokens: tokens, random: &random)
            return (nil, judge(request, server: server, needsStatus: false))
        }
        switch random.below(11) {
        case 0:
            let foreign = random.pick(["evil.example:\(server.port)", "127.0.0.1:\(server.port + 1)", "127.0.0.1", "localhost", "[::1]:\(server.port)",
                                       "127.0.0.1:\(server.port).evil.example", "", "127.0.0.1:\(server.port)\0evil", "0x7f000001:\(server.port)"])
            let headers = random.pick(["Host: \(foreign)\r\n", "Host: \(foreign)\r\nHost: \(host(server))\r\n", "Host: \(host(server))\r\nHost: \(foreign)\r\n",
                                       "X-Forwarded-Host: \(host(server))\r\n", "Host: \(host(server))\r\n\r\nHost: \(foreign)\r\n"])
            let request = Array("GET \(random.pick(["/", "/state", "/render.png", "/image.png"])) HTTP/1.1\r\n\(headers)\r\n".utf8)
            return ("foreign Host", judge(request, server: server, needsStatus: true))
        case 1:
            let origin = random.pick(["https://evil.example", "null", "http://\(host(server)).evil.example", "http://localhost:\(server.port + 1)",
                                      "https://\(host(server))", "http://\(host(server))\r\nOrigin: https://evil.example", "file://"])
            return ("foreign Origin", judge(Array(get(random.pick(["/state", "/", "/controls?theme=ios.dark"]), server, headers: "Origin: \(origin)\r\n").utf8),
                                            server: server, needsStatus: true))
        case 2:
            return ("path traversal", judge(Array(get(traversal(server, random: &random), server).utf8), server: server, needsStatus: true))
        case 3:
            let line = random.pick(["POST / HTTP/1.1", "PUT /state HTTP/1.1", "DELETE / HTTP/1.1", "OPTIONS * HTTP/1.1", "HEAD / HTTP/1.1",
                                    "CONNECT 127.0.0.1:22 HTTP/1.1", "GET", "GET  / HTTP/1.1", "GET / HTTP/1.1 x", "GET http://evil.example/ HTTP/1.1",
                                    "get / HTTP/1.1", "GET / HTTP/9.9", "GET /\0 HTTP/1.1", "\u{16}\u{3}\u{1}\u{2}\u{0}", "", "GET state HTTP/1.1"])
            return ("bad request line", judge(Array("\(line)\r\nHost: \(host(server))\r\n\r\n".utf8), server: server, needsStatus: true))
        case 4:
            let size = random.pick([15_000, 16_300, 17_000, 40_000, 1_000_000])
            let headers = random.chance(50) ? "X-Big: \(String(repeating: "b", count: size))\r\n"
                : String(repeating: "X-Many: \(String(repeating: "m", count: 90))\r\n", count: size / 100)
            return ("huge head", judge(Array(get("/", server, headers: headers).utf8), server: server, needsStatus: false))
        case 5:
            let body = String(repeating: "x", count: random.below(70_000))
            let headers = random.pick(["Content-Length: 99999999999999999999\r\n", "Content-Length: -1\r\n", "Content-Length: \(body.count)\r\n",
                                       "Transfer-Encoding: chunked\r\n", "Content-Length: 5\r\nContent-Length: 7\r\n"])
            let method = random.pick(["GET", "POST"])
            let request = Array("\(method) /state HTTP/1.1\r\nHost: \(host(server))\r\n\(headers)\r\n\(body)".utf8)
            return ("absurd Content-Length", judge(request, server: server, needsStatus: false))
        case 6:
            return ("hostile query", judge(Array(get(hostileQuery(server, random: &random), server).utf8), server: server, needsStatus: true))
        case 7:
            return ("slow partial heads", slowClients(server, count: 1 + random.below(60), random: &random))
        case 8:
            return ("many connections", manyConnections(server, count: 20 + random.below(80)))
        case 9:
            return ("long polls", manyConnections(server, count: 5 + random.below(40), target: "/state?after=\(random.pick(["999999", "9223372036854775807"]))"))
        default:
            // Rare: one partial head left alone until the server gives up on it (its 5 s deadline).
            if random.chance(80) { return ("percent-encoding", judge(Array(get(traversal(server, random: &random, encoded: true), server).utf8), server: server, needsStatus: true)) }
            guard let fd = FuzzHTTPClient.connect(port: server.port) else { return ("deadline", .crash("cannot connect")) }
            defer { close(fd) }
            FuzzHTTPClient.send(fd, Array("GET / HTTP/1.1\r\nHost: \(host(server))\r\n".utf8), deadline: Date().addingTimeInterval(1))
            let answer = FuzzHTTPClient.receive(fd, timeout: FuzzHTTP.answerSeconds)
            if answer.timedOut { return ("deadline", .hang) }
            if let status = answer.status, status < 400 { return ("deadline", .unrefused("an unfinished head was answered \(status)")) }
            return ("deadline", .rejected)
        }
    }

    static func traversal(_ server: FuzzHTTP.Server, random: inout FuzzRandom, encoded: Bool = false) -> String {
        let canary = server.canary.folder.lastPathComponent
        let up = encoded ? random.pick(["%2e%2e/", "..%2f", "%2e%2e%2f", "%252e%252e/", "%c0%ae%c0%ae/", "..%5c", "%2E%2E%2F"]) : random.pick(["../", "..//", "./../", "..\\"])
        let depth = String(repeating: up, count: 1 + random.below(6))
        let file = random.pick(["\(canary)/secret.txt", "\(canary)/canary.png", "etc/passwd", "spec.yaml", "Package.swift", "img.png"])
        if server.package, random.chance(60) {
            let run = currentRun(server) ?? 1
            let path = random.pick(["\(depth)\(file)", "Fake-Preview/\(depth)\(file)", server.canary.folder.appendingPathComponent("secret.txt").path,
                                    "/etc/passwd", "Fake-Preview%2F..%2F..%2F..%2F..%2F..%2F\(file)"])
            return "/image.png?run=\(run)&path=\(path)"
        }
        return random.pick(["/\(depth)\(file)", "//\(depth)\(file)", "/render.png/\(depth)\(file)", "/\(depth)", "/state/\(depth)",
                            "/render.png?widget=\(depth)\(file)", "/%2F\(file)"])
    }

    static func hostileQuery(_ server: FuzzHTTP.Server, random: inout FuzzRandom) -> String {
        let value = random.pick([String(repeating: "(", count: 5_000), "ios.light(" + String(repeating: "x", count: 5_000) + ")", "%00", "%FF%FE",
                                 "systemExtraLarge", "accessibility5", "ios.light(red)(blue)", "-1", "99999999999999999999", "%E2%80%AE",
                                 String(repeating: "é", count: 2_000), "iphone-11&device=ipad", ""])
        let key = random.pick(["widget", "family", "device", "theme", "tint", "wallpaper", "dynamicType", "locale", "rtl", "after", "run", "path"])
        let many = random.chance(20) ? (0..<2_000).map { "k\($0)=v" }.joined(separator: "&") + "&" : ""
        let target = server.package ? random.pick(["/controls", "/state", "/image.png"]) : random.pick(["/render.png", "/state"])
        return "\(target)?\(many)\(key)=\(value)"
    }

    /// The verdict on one exchange: answered in time by a live server, never with the canary,
    /// never accepting what must be refused, and (`needsStatus`) refusing with a status, not a close.
    static func judge(_ request: [UInt8], server: FuzzHTTP.Server, needsStatus: Bool) -> FuzzTests.Outcome {
        let answer = FuzzHTTPClient.exchange(port: server.port, request)
        if !answer.connected { return server.process.isRunning ? .hang : .crash("preview server died: \(server.log.text.suffix(400))") }
        if answer.timedOut { return .hang }
        if server.canary.leaks(into: answer.bytes) { return .outside("an answer carries the canary's secret") }
        if answer.head.lowercased().contains("access-control-allow") { return .unrefused("a CORS header: \(answer.head.prefix(300))") }
        let refusal = mustRefuse(request, server)
        guard let status = answer.status else {
            if answer.bytes.isEmpty, !needsStatus || refusal == nil { return .rejected }  // closed: a refusal without words
            return .unrefused("no status line for \(String(decoding: request.prefix(120), as: UTF8.self).debugDescription): \(answer.head.prefix(80).debugDescription)")
        }
        if status < 400, let refusal { return .unrefused("\(status) for a request to refuse (\(refusal)): \(String(decoding: request.prefix(160), as: UTF8.self).debugDescription)") }
        return status < 400 ? .rendered : .rejected
    }

    /// `count` clients sending a head a few bytes at a time and never finishing it, while the page
    /// is asked for: it must answer (200, or 503 when every slot is taken), not stall.
    static func slowClients(_ server: FuzzHTTP.Server, count: Int, random: inout FuzzRandom) -> FuzzTests.Outcome {
        let slow = (0..<count).compactMap { _ in FuzzHTTPClient.connect(port: server.port) }
        defer { slow.forEach { close($0) } }
        let head = Array("GET /state HTTP/1.1\r\nHost: \(host(server))\r\nX-Slow: ".utf8)
        for step in 0..<3 {
            for fd in slow { FuzzHTTPClient.send(fd, Array(head[(step * 4)..<(step * 4 + 4)]), deadline: Date().addingTimeInterval(1)) }
            usleep(100_000)
        }
        let page = FuzzHTTPClient.exchange(port: server.port, Array(get("/", server).utf8))
        if page.timedOut || !page.connected { return server.process.isRunning ? .hang : .crash("preview server died") }
        guard let status = page.status, status == 200 || status == 503 else { return .unrefused("the page answered \(page.head.prefix(80).debugDescription)") }
        return status == 200 ? .rendered : .rejected
    }

    /// `count` requests sent at once on their own connections: each is answered or turned away
    /// (503) in time, and the server lives.
    static func manyConnections(_ server: FuzzHTTP.Server, count: Int, target: String = "/") -> FuzzTests.Outcome {
        let sockets = (0..<count).compactMap { _ in FuzzHTTPClient.connect(port: server.port) }
        defer { sockets.forEach { close($0) } }
        let request = Array(get(target, server).utf8)
        for fd in sockets { FuzzHTTPClient.send(fd, request, deadline: Date().addingTimeInterval(1)) }
        var served = 0
        for fd in sockets {
            let answer = FuzzHTTPClient.receive(fd, timeout: FuzzHTTP.answerSeconds)
            if answer.timedOut { return .hang }
            if answer.status == 200 { served += 1 } else if let status = answer.status, status != 503 {
                return .unrefused("answered \(status) to \(target)")
            }
        }
        if !server.process.isRunning { return .crash("preview server died: \(server.log.text.suffix(400))") }
        return served > 0 ? .rendered : .rejected
    }
}
