import Foundation
import XCTest
@testable import WidgetRenderCLI
import WidgetRender

/// `widget-render preview`: the endpoints the page calls (every control is a query parameter of
/// `/render.png`: theme, tint, wallpaper, device, family), the request parsing, the reload on a changed file, and the loopback-only bind.
/// scripts/browser-test drives the page itself in headless Chromium.
final class PreviewTests: XCTestCase {
    func testControlsChangeTheImageAndBadNamesAreOneLine() throws {
        let folder = try temporaryFolder("preview")
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("spec.yaml")
        try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("Examples/caffeine-tracker.yaml"), to: spec)
        let state = PreviewState(specPath: spec.path)
        state.reloadIfChanged()
        func get(_ target: String) -> LoopbackHTTPServer.Response {
            state.respond(to: LoopbackHTTPServer.parse(Array("GET \(target) HTTP/1.1\r\nHost: x\r\n\r\n".utf8))!)
        }
        let base = "/render.png?family=systemSmall&device=iphone-16&theme=ios.light"
        let plain = get(base)
        XCTAssertEqual(plain.status, 200)
        XCTAssertEqual(plain.contentType, "image/png")
        var seen: Set<Data> = [plain.body]
        // The wallpaper shows through the clear (glass) theme (its own: iosDark), not through the opaque light one.
        for query in [base + "&theme=ios.dark", base.replacingOccurrences(of: "ios.light", with: "ios.clear"),
                      base.replacingOccurrences(of: "ios.light", with: "ios.clear") + "&wallpaper=iosLight"] {
            let response = get(query)
            XCTAssertEqual(response.status, 200, String(decoding: response.body, as: UTF8.self))
            XCTAssertTrue(seen.insert(response.body).inserted, "\(query) changes the image")
        }
        let red = get("/render.png?family=systemSmall&device=iphone-16&theme=ios.tinted&tint=%23ff0000")
        let blue = get("/render.png?family=systemSmall&device=iphone-16&theme=ios.tinted&tint=%230000ff")
        XCTAssertEqual([red.status, blue.status], [200, 200])
        XCTAssertNotEqual(red.body, blue.body, "the tint colors the tinted theme")

        // The OS control: the caffeine widget's brown and its capsule button are iOS 26's unless 18 is chosen.
        let older = get(base + "&os=18")
        XCTAssertEqual(older.status, 200)
        XCTAssertTrue(seen.insert(older.body).inserted, "os=18 changes the image")
        XCTAssertEqual(get(base + "&os=26").body, plain.body, "26 is the default")
        XCTAssertEqual(String(decoding: get(base + "&os=19").body, as: UTF8.self), "unknown OS release '19' (17, 18 or 26)\n")

        XCTAssertEqual(get(base + "&wallpaper=moon").status, 422)
        XCTAssertEqual(String(decoding: get(base.replacingOccurrences(of: "systemSmall", with: "accessoryCircular")).body, as: UTF8.self),
                       "ios.light does not show accessoryCircular\n")
        XCTAssertEqual(get("/nothing").status, 404)

        // The state names the version; a changed file bumps it, a broken one keeps the widget and says why.
        func version() throws -> Int {
            let json = try JSONSerialization.jsonObject(with: get("/state").body) as? [String: Any]
            return try XCTUnwrap(json?["version"] as? Int)
        }
        XCTAssertEqual(try version(), 1)
        state.reloadIfChanged()
        XCTAssertEqual(try version(), 1, "same bytes, same version")
        try Data("widgets: [".utf8).write(to: spec)
        state.reloadIfChanged()
        let broken = try JSONSerialization.jsonObject(with: get("/state").body) as? [String: Any]
        XCTAssertEqual(broken?["version"] as? Int, 2)
        XCTAssertTrue((broken?["error"] as? String)?.contains("spec.yaml") == true, "\(broken ?? [:])")
        XCTAssertEqual(get(base).status, 200, "the last good widget still renders")
    }

    func testRequestsOtherThanGETAreRefusedAndTheServerBindsLoopbackOnly() throws {
        XCTAssertNil(LoopbackHTTPServer.parse(Array("POST / HTTP/1.1\r\n\r\n".utf8)))
        XCTAssertNil(LoopbackHTTPServer.parse(Array("GET http://evil/ HTTP/1.1\r\n\r\n".utf8)))
        let request = try XCTUnwrap(LoopbackHTTPServer.parse(Array("GET /render.png?theme=ios.tinted&tint=%23ff0000 HTTP/1.1\r\n\r\n".utf8)))
        XCTAssertEqual(request.path, "/render.png")
        XCTAssertEqual(request.query["tint"], "#ff0000")

        let server = try LoopbackHTTPServer(port: 0) { _ in .text("ok") }
        XCTAssertGreaterThan(server.port, 0)
        let table = try String(contentsOfFile: "/proc/net/tcp", encoding: .utf8)
        let port = String(format: "%04X", server.port)
        // Listening sockets (state 0A) on our port: only 0100007F (127.0.0.1), never 00000000 (any).
        let listening = table.split(separator: "\n").filter { $0.contains(":\(port) ") && $0.contains(" 0A ") }
        XCTAssertFalse(listening.isEmpty)
        XCTAssertTrue(listening.allSatisfy { $0.contains("0100007F:\(port)") }, "\(listening)")
    }
}
