import Foundation

// Core Location's values, as widget code uses them: a weather or transit widget keeps the
// coordinates the app saved, measures the distance to a stop and shows a placemark's town. The
// values and the distance are real; what needs a location service (the device's position, turning
// coordinates into a place name) has none on a render machine: `CLGeocoder` fails with
// `CLError.Code.network`, as Core Location does without a connection.
//
// Glossary
// - Coordinate: latitude and longitude in degrees (WGS 84).
// - Distance: along the Earth's surface, on a sphere of the mean Earth radius (ours: Apple does
//   not publish its model; a sphere is within 0.5 % of the ellipsoid everywhere).
// - Placemark: a place's name and address parts, produced by a geocoder.

public typealias CLLocationDegrees = Double
public typealias CLLocationDistance = Double
public typealias CLLocationAccuracy = Double
public typealias CLLocationSpeed = Double
public typealias CLLocationSpeedAccuracy = Double
public typealias CLLocationDirection = Double
public typealias CLLocationDirectionAccuracy = Double

/// A latitude and longitude, as Core Location's `CLLocationCoordinate2D`. Like Apple's it is not
/// `Equatable` or `Codable`: apps add those conformances themselves, which would otherwise clash.
public struct CLLocationCoordinate2D: Sendable {
    public var latitude: CLLocationDegrees
    public var longitude: CLLocationDegrees
    public init() { latitude = 0; longitude = 0 }
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.latitude = latitude; self.longitude = longitude
    }
}

/// True when the coordinate is on the globe: latitude within ±90°, longitude within ±180°.
public func CLLocationCoordinate2DIsValid(_ coordinate: CLLocationCoordinate2D) -> Bool {
    (-90...90).contains(coordinate.latitude) && (-180...180).contains(coordinate.longitude)
}

/// Core Location's marker of no coordinate.
public let kCLLocationCoordinate2DInvalid = CLLocationCoordinate2D(latitude: -180, longitude: -180)
public let kCLDistanceFilterNone: CLLocationDistance = -1
public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = 10
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1000
public let kCLLocationAccuracyThreeKilometers: CLLocationAccuracy = 3000

/// A position at a time, as Core Location's `CLLocation`. Immutable.
public final class CLLocation: NSObject, Sendable {
    /// The mean Earth radius in meters (IUGG R1), the sphere `distance(from:)` measures on.
    static let earthRadius = 6_371_008.8

    public let coordinate: CLLocationCoordinate2D
    public let altitude: CLLocationDistance
    public let ellipsoidalAltitude: CLLocationDistance
    public let horizontalAccuracy: CLLocationAccuracy
    public let verticalAccuracy: CLLocationAccuracy
    public let course: CLLocationDirection
    public let courseAccuracy: CLLocationDirectionAccuracy
    public let speed: CLLocationSpeed
    public let speedAccuracy: CLLocationSpeedAccuracy
    public let timestamp: Date

    /// Altitude 0 and accuracies as Core Location gives them (0 horizontal, -1 vertical: none);
    /// the timestamp is now (the render clock's "now" during a render).
    public convenience init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.init(coordinate: CLLocationCoordinate2D(latitude: latitude, longitude: longitude), altitude: 0,
                  horizontalAccuracy: 0, verticalAccuracy: -1, timestamp: Date())
    }

    public convenience init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy hAccuracy: CLLocationAccuracy,
                            verticalAccuracy vAccuracy: CLLocationAccuracy, timestamp: Date) {
        self.init(coordinate: coordinate, altitude: altitude, horizontalAccuracy: hAccuracy, verticalAccuracy: vAccuracy,
                  course: -1, speed: -1, timestamp: timestamp)
    }

    public init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy hAccuracy: CLLocationAccuracy,
                verticalAccuracy vAccuracy: CLLocationAccuracy, course: CLLocationDirection, speed: CLLocationSpeed, timestamp: Date) {
        self.coordinate = coordinate
        self.altitude = altitude
        self.ellipsoidalAltitude = altitude
        self.horizontalAccuracy = hAccuracy
        self.verticalAccuracy = vAccuracy
        self.course = course
        self.courseAccuracy = -1
        self.speed = speed
        self.speedAccuracy = -1
        self.timestamp = timestamp
    }

    /// The great-circle distance in meters (haversine formula, stable for short distances too).
    public func distance(from location: CLLocation) -> CLLocationDistance {
        let radians = Double.pi / 180
        let lat1 = coordinate.latitude * radians, lat2 = location.coordinate.latitude * radians
        let dLat = lat2 - lat1
        let dLon = (location.coordinate.longitude - coordinate.longitude) * radians
        let a = sin(dLat / 2) * sin(dLat / 2) + cos(lat1) * cos(lat2) * sin(dLon / 2) * sin(dLon / 2)
        return 2 * Self.earthRadius * asin(min(1, sqrt(a)))
    }

    public override var description: String {
        "<\(coordinate.latitude),\(coordinate.longitude)> +/- \(horizontalAccuracy)m @ \(timestamp)"
    }
}

/// A place's name and address, as Core Location's `CLPlacemark`. Only a geocoder makes them, and
/// there is none here; `init(placemark:)` copies one.
public class CLPlacemark: NSObject, @unchecked Sendable {
    public let location: CLLocation?
    public let name: String?
    public let thoroughfare: String?
    public let subThoroughfare: String?
    public let locality: String?
    public let subLocality: String?
    public let administrativeArea: String?
    public let subAdministrativeArea: String?
    public let postalCode: String?
    public let isoCountryCode: String?
    public let country: String?
    public let timeZone: TimeZone?

    public init(placemark: CLPlacemark) {
        location = placemark.location; name = placemark.name
        thoroughfare = placemark.thoroughfare; subThoroughfare = placemark.subThoroughfare
        locality = placemark.locality; subLocality = placemark.subLocality
        administrativeArea = placemark.administrativeArea; subAdministrativeArea = placemark.subAdministrativeArea
        postalCode = placemark.postalCode; isoCountryCode = placemark.isoCountryCode
        country = placemark.country; timeZone = placemark.timeZone
    }
}

/// A Core Location failure, as Core Location's `CLError`.
public struct CLError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Code: Int, Sendable {
        case locationUnknown = 0, denied, network, headingFailure, regionMonitoringDenied, regionMonitoringFailure,
             regionMonitoringSetupDelayed, regionMonitoringResponseDelayed, geocodeFoundNoResult, geocodeFoundPartialResult,
             geocodeCanceled
    }
    public let code: Code
    public init(_ code: Code) { self.code = code }
    public static let network = Code.network
    public static let geocodeFoundNoResult = Code.geocodeFoundNoResult
    public static let locationUnknown = Code.locationUnknown
    public static let denied = Code.denied
    public var description: String {
        code == .network ? "CLError.network: no geocoding service on a render machine" : "CLError \(code)"
    }
}

/// Turns coordinates into places and back, as Core Location's `CLGeocoder`. That needs Apple's
/// geocoding service: every request fails with `CLError.Code.network`, the error Core Location
/// gives without a connection. Completion handlers are called before the method returns.
public final class CLGeocoder: NSObject, Sendable {
    public override init() {}

    public var isGeocoding: Bool { false }
    public func cancelGeocode() {}

    public func reverseGeocodeLocation(_ location: CLLocation, completionHandler: @escaping @Sendable ([CLPlacemark]?, (any Error)?) -> Void) {
        completionHandler(nil, CLError(.network))
    }
    public func reverseGeocodeLocation(_ location: CLLocation, preferredLocale locale: Locale?,
                                       completionHandler: @escaping @Sendable ([CLPlacemark]?, (any Error)?) -> Void) {
        completionHandler(nil, CLError(.network))
    }
    public func reverseGeocodeLocation(_ location: CLLocation) async throws -> [CLPlacemark] { throw CLError(.network) }
    public func reverseGeocodeLocation(_ location: CLLocation, preferredLocale locale: Locale?) async throws -> [CLPlacemark] {
        throw CLError(.network)
    }

    public func geocodeAddressString(_ addressString: String, completionHandler: @escaping @Sendable ([CLPlacemark]?, (any Error)?) -> Void) {
        completionHandler(nil, CLError(.network))
    }
    public func geocodeAddressString(_ addressString: String) async throws -> [CLPlacemark] { throw CLError(.network) }
}

extension CLError.Code {
    /// `catch CLError.…` matches an error by its code, as with a bridged error's codes.
    public static func ~= (code: CLError.Code, error: any Error) -> Bool { (error as? CLError)?.code == code }
}
