/// The JUnit XML of a check run, for a CI's test tab (GitHub Actions reporters, GitLab's
/// `artifacts:reports:junit`, Jenkins): one `<testsuite>` per golden suite, one `<testcase>` per
/// golden, a `<failure>` for each missing or differing golden carrying the summary and the paths of
/// expected, actual and diff images. Schema: docs/ci.md "JUnit file".
///
/// The shape is the common subset that JUnit parsers agree on (the Ant/Surefire form): `testsuites`
/// › `testsuite` (name, tests, failures, errors, skipped, time) › `testcase` (name, classname,
/// file) › optional `failure` (message, type) with text. Recorded goldens pass and say so in
/// `<system-out>`. Only `time` depends on the run; test cases carry none (we do not time each golden).
package enum ReviewJUnit {
    package static func xml(_ run: ReviewRun) -> String {
        let seconds = String(format: "%.3f", run.seconds ?? 0)
        var suites: [(name: String, entries: [ReviewEntry])] = []
        for entry in run.results {
            if let index = suites.firstIndex(where: { $0.name == entry.suite }) { suites[index].entries.append(entry) } else { suites.append((entry.suite, [entry])) }
        }
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"\(escape(run.title))\" tests=\"\(run.results.count)\" failures=\"\(run.failures)\" errors=\"0\" skipped=\"0\" time=\"\(seconds)\">\n"
        for suite in suites {
            let failures = suite.entries.filter(\.isFailure).count
            // One suite per run is the usual case; its time is the run's. Several suites share it.
            out += "  <testsuite name=\"\(escape(suite.name))\" tests=\"\(suite.entries.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\" time=\"\(suites.count == 1 ? seconds : "0")\">\n"
            for entry in suite.entries {
                let name = String(entry.id.dropFirst(entry.suite.count + 1))
                let open = "    <testcase name=\"\(escape(name))\" classname=\"\(escape(entry.suite + "." + entry.widget))\" file=\"\(escape(entry.golden))\""
                if entry.isFailure {
                    let message = entry.status == "missing" ? "no golden" : (entry.summary ?? "differs")
                    out += open + ">\n      <failure type=\"\(entry.status)\" message=\"\(escape(message))\">\(escape(entry.message))</failure>\n    </testcase>\n"
                } else if entry.status != "matched" {
                    out += open + ">\n      <system-out>\(escape(entry.message))</system-out>\n    </testcase>\n"
                } else {
                    out += open + "/>\n"
                }
            }
            out += "  </testsuite>\n"
        }
        return out + "</testsuites>\n"
    }

    /// XML text and attribute escaping; control characters XML 1.0 forbids are dropped.
    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n": out += "&#10;"
            case "\t", "\r": out.unicodeScalars.append(scalar)
            default:
                if scalar.value >= 0x20 && scalar.value != 0xFFFE && scalar.value != 0xFFFF { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }
}
