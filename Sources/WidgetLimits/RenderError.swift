/// Input a render cannot find or use (a device, family, presentation or image); each description is
/// one line naming the problem and the valid choices.
public enum RenderError: Error, Equatable, CustomStringConvertible {
    case unknownDevice(String, valid: [String])
    case familyNotOffered(family: String, device: String, offered: [String])
    case missingImage(name: String, directory: String, available: [String])
    case unreadableImage(path: String, reason: String)
    case presentationNotOffered(presentation: String, device: String, offered: [String])
    case activityTypeMismatch(widget: String, given: String, expected: String)

    public var description: String {
        switch self {
        case .unknownDevice(let id, let valid):
            return "unknown device '\(id)'; valid devices: \(valid.joined(separator: ", "))"
        case .familyNotOffered(let family, let device, let offered):
            return "device '\(device)' has no \(family) widgets; it offers: \(offered.joined(separator: ", "))"
        case .missingImage(let name, let directory, let available):
            let some = available.prefix(12).joined(separator: ", ")
            return "no image named '\(name)' in \(directory)" + (available.isEmpty ? "" : "; available: \(some)")
        case .unreadableImage(let path, let reason):
            return "\(path): \(reason)"
        case .presentationNotOffered(let presentation, let device, let offered):
            return "device '\(device)' does not show the Live Activity presentation \(presentation); it shows: "
                + (offered.isEmpty ? "none" : offered.joined(separator: ", "))
        case .activityTypeMismatch(let widget, let given, let expected):
            return "\(widget): the Live Activity takes \(expected), not \(given)"
        }
    }
}
