import Foundation
import WidgetRender

/// One cell of the render matrix: a subject in a family, on a device, in a theme, and the
/// stable file it is written to.
struct RenderJob: Sendable {
    let subject: RenderSubject
    let device: Device
    let family: WidgetFamily
    let theme: Theme
    /// Dynamic Type, locale, direction, Bold Text; a non-default one suffixes the widget's folder.
    let axes: EnvironmentAxes
    /// `<widget>[__<axes>]/<device>/<family>/<theme>.png`, relative to the output folder. Built once
    /// here: sorting a 20,000-job matrix compares paths ~300,000 times, and building them on every
    /// comparison (a theme's file name walks its characters) cost seconds.
    let relativePath: String

    init(subject: RenderSubject, device: Device, family: WidgetFamily, theme: Theme, themeFileName: String? = nil,
         axes: EnvironmentAxes = .default) {
        self.subject = subject; self.device = device; self.family = family; self.theme = theme; self.axes = axes
        relativePath = "\(axes.suffixing(subject.name))/\(device.id)/\(family.description)/\(themeFileName ?? theme.fileName).png"
    }
}

extension Theme {
    /// The built-in themes a device shows by default: those of its platform.
    static func defaults(for device: Device) -> [Theme] { builtIn.filter { $0.platform == device.widgetPlatform } }

    /// Sheets show built-in themes in their declared order (light before dark …), others after.
    static func order(of theme: Theme) -> Int { builtIn.firstIndex(of: theme) ?? builtIn.count }
}

/// Which jobs to run: the matrix of subjects × devices × families × themes, narrowed by the
/// command line, sorted by output path so that it is the same on every machine. A family is
/// rendered where the device offers it and the theme shows it (the Lock Screen has no systemSmall).
struct RenderMatrix {
    /// Empty: the spec's themes, else the built-in themes of each device's platform.
    var themes: [Theme] = []
    var families: [WidgetFamily] = []
    var device: Device?
    /// The environment axes (`--dynamic-type`, `--locale`, `--rtl`, `--bold-text`); nil: each spec's
    /// `axes:`, else the defaults.
    var axes: [EnvironmentAxes]? = nil

    func jobs(for subjects: [RenderSubject]) throws -> [RenderJob] {
        var jobs: [RenderJob] = []
        var fileNames = ThemeFileNames()  // a spec's few themes, named once for all its entries
        for subject in subjects {
            for (device, themes) in pairs(for: subject) {
                let deviceThemes = themes.map { theme in (theme, fileNames.name(of: theme)) }
                for family in subject.families where device.sizes[family] != nil {
                    if !families.isEmpty && !families.contains(family) { continue }
                    for (theme, fileName) in deviceThemes where theme.families.contains(family) {
                        for setting in subject.axes(overriddenBy: axes) {
                            jobs.append(RenderJob(subject: subject, device: device, family: family, theme: theme,
                                                  themeFileName: fileName, axes: setting))
                        }
                    }
                }
            }
        }
        guard !jobs.isEmpty else {
            throw CLIError("nothing to render: no widget has a family that the chosen devices offer and the chosen themes show")
        }
        return jobs.sorted { $0.relativePath < $1.relativePath }
    }

    /// The devices to draw on and the themes each shows. With `--device` or a spec's `devices:`,
    /// those devices with the chosen themes (default: the built-in themes of their platform).
    /// Otherwise each theme on its platform's default device (`Device.default(for:)`), the rule
    /// the golden suites use, so `check` and `swift test` look at the same files.
    private func pairs(for subject: RenderSubject) -> [(Device, [Theme])] {
        let chosen = !themes.isEmpty ? themes : subject.themes
        if let devices = device.map({ [$0] }) ?? (subject.devices.isEmpty ? nil : subject.devices) {
            return devices.map { ($0, chosen.isEmpty ? Theme.defaults(for: $0) : chosen) }
        }
        let all = chosen.isEmpty ? Theme.builtIn : chosen
        var pairs: [(Device, [Theme])] = []
        for theme in all {
            let device = Device.default(for: theme.platform)
            if let index = pairs.firstIndex(where: { $0.0 == device }) { pairs[index].1.append(theme) } else { pairs.append((device, [theme])) }
        }
        return pairs
    }
}

/// Theme file names computed once per distinct theme name.
private struct ThemeFileNames {
    private var names: [String: String] = [:]

    mutating func name(of theme: Theme) -> String {
        if let known = names[theme.name] { return known }
        let name = theme.fileName
        names[theme.name] = name
        return name
    }
}

/// `--shard i/n`: the i-th of n deterministic, disjoint parts of the sorted matrix. Jobs are dealt
/// round-robin (job k to shard k mod n + 1), so every shard gets a similar mix of sizes.
struct Shard: Equatable, Sendable, CustomStringConvertible {
    let index: Int
    let count: Int

    init(index: Int, count: Int) { self.index = index; self.count = count }

    init(parsing text: String) throws {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, (1...count).contains(index) else {
            throw CLIError("--shard '\(text)' must be i/n with 1 ≤ i ≤ n, e.g. 2/4")
        }
        self.init(index: index, count: count)
    }

    var description: String { "\(index)/\(count)" }

    func select<T>(_ items: [T]) -> [T] {
        items.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }
}
