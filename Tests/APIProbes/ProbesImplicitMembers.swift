import WidgetKit

// Census kind `implicit`: implicit members (`.systemSmall`, `.leading`, `.title2` …), each in the
// place it is most often written.
extension Probes {
    static var implicitMembers: [Probe] { [
        .compiles(".systemSmall") { let _: WidgetFamily = .systemSmall },
        .modifier(".leading") { $0.frame(maxWidth: .infinity, alignment: .leading) },
    ] }
}
