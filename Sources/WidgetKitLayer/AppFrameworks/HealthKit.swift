import Foundation

// HealthKit's store and data types, as widget-extension files name them: a step or ring widget
// makes an `HKHealthStore`, asks for read access to a few types and converts quantities
// (HealthKitUnits.swift). A render machine holds no health data, and answers as HealthKit does on
// a device without it (an iPad before iPadOS 17): `isHealthDataAvailable()` is false and requests
// fail with `HKError.Code.errorHealthDataUnavailable`, so a widget takes the path it takes there.
//
// Glossary
// - Object type: what kind of health data (a quantity such as step count, a category such as sleep
//   analysis), named by an identifier.
// - Authorization: HealthKit asks the person per type; with no store here, nothing is determined.

/// Why a HealthKit call failed, as HealthKit's `HKError`.
public struct HKError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Code: Int, Sendable {
        case errorHealthDataUnavailable = 1, errorHealthDataRestricted, errorInvalidArgument, errorAuthorizationDenied,
             errorAuthorizationNotDetermined, errorDatabaseInaccessible, errorUserCanceled, errorNoData = 11
    }
    public let code: Code
    public init(_ code: Code) { self.code = code }
    public static let errorHealthDataUnavailable = Code.errorHealthDataUnavailable
    public static let errorAuthorizationDenied = Code.errorAuthorizationDenied
    public static let errorNoData = Code.errorNoData
    public var description: String {
        code == .errorHealthDataUnavailable ? "Health data is unavailable on this machine (a render machine holds none)" : "HKError \(code)"
    }
}

/// Whether the app may share a type, as HealthKit's `HKAuthorizationStatus`.
public enum HKAuthorizationStatus: Int, Sendable {
    case notDetermined, sharingDenied, sharingAuthorized
}

/// A quantity type's identifier, as HealthKit's `HKQuantityTypeIdentifier` (the ones widgets read;
/// any other is `HKQuantityTypeIdentifier(rawValue:)`).
public struct HKQuantityTypeIdentifier: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let stepCount = Self(rawValue: "HKQuantityTypeIdentifierStepCount")
    public static let distanceWalkingRunning = Self(rawValue: "HKQuantityTypeIdentifierDistanceWalkingRunning")
    public static let distanceCycling = Self(rawValue: "HKQuantityTypeIdentifierDistanceCycling")
    public static let flightsClimbed = Self(rawValue: "HKQuantityTypeIdentifierFlightsClimbed")
    public static let activeEnergyBurned = Self(rawValue: "HKQuantityTypeIdentifierActiveEnergyBurned")
    public static let basalEnergyBurned = Self(rawValue: "HKQuantityTypeIdentifierBasalEnergyBurned")
    public static let appleExerciseTime = Self(rawValue: "HKQuantityTypeIdentifierAppleExerciseTime")
    public static let appleStandTime = Self(rawValue: "HKQuantityTypeIdentifierAppleStandTime")
    public static let heartRate = Self(rawValue: "HKQuantityTypeIdentifierHeartRate")
    public static let restingHeartRate = Self(rawValue: "HKQuantityTypeIdentifierRestingHeartRate")
    public static let heartRateVariabilitySDNN = Self(rawValue: "HKQuantityTypeIdentifierHeartRateVariabilitySDNN")
    public static let bodyMass = Self(rawValue: "HKQuantityTypeIdentifierBodyMass")
    public static let bloodGlucose = Self(rawValue: "HKQuantityTypeIdentifierBloodGlucose")
    public static let oxygenSaturation = Self(rawValue: "HKQuantityTypeIdentifierOxygenSaturation")
    public static let dietaryWater = Self(rawValue: "HKQuantityTypeIdentifierDietaryWater")
    public static let dietaryEnergyConsumed = Self(rawValue: "HKQuantityTypeIdentifierDietaryEnergyConsumed")
}

/// A category type's identifier, as HealthKit's `HKCategoryTypeIdentifier`.
public struct HKCategoryTypeIdentifier: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let sleepAnalysis = Self(rawValue: "HKCategoryTypeIdentifierSleepAnalysis")
    public static let mindfulSession = Self(rawValue: "HKCategoryTypeIdentifierMindfulSession")
    public static let appleStandHour = Self(rawValue: "HKCategoryTypeIdentifierAppleStandHour")
}

/// A kind of health data, as HealthKit's `HKObjectType`.
public class HKObjectType: NSObject, @unchecked Sendable {
    public let identifier: String
    init(identifier: String) { self.identifier = identifier }

    public override func isEqual(_ object: Any?) -> Bool { (object as? HKObjectType)?.identifier == identifier }
    public override var hash: Int { identifier.hashValue }

    public static func quantityType(forIdentifier identifier: HKQuantityTypeIdentifier) -> HKQuantityType? {
        HKQuantityType(identifier)
    }
    public static func categoryType(forIdentifier identifier: HKCategoryTypeIdentifier) -> HKCategoryType? {
        HKCategoryType(identifier)
    }
    public static func workoutType() -> HKWorkoutType { HKWorkoutType(identifier: "HKWorkoutTypeIdentifier") }
}

/// A kind of data stored as samples, as HealthKit's `HKSampleType`.
public class HKSampleType: HKObjectType, @unchecked Sendable {}

/// Numeric health data, as HealthKit's `HKQuantityType`.
public final class HKQuantityType: HKSampleType, @unchecked Sendable {
    public convenience init(_ identifier: HKQuantityTypeIdentifier) { self.init(identifier: identifier.rawValue) }
}

/// Health data from a fixed set of values, as HealthKit's `HKCategoryType`.
public final class HKCategoryType: HKSampleType, @unchecked Sendable {
    public convenience init(_ identifier: HKCategoryTypeIdentifier) { self.init(identifier: identifier.rawValue) }
}

/// Workouts, as HealthKit's `HKWorkoutType`.
public final class HKWorkoutType: HKSampleType, @unchecked Sendable {}

/// The person's health database, as HealthKit's `HKHealthStore`. Empty and unavailable here (see
/// the file comment); safe to make and keep anywhere, as HealthKit's is.
public final class HKHealthStore: NSObject, Sendable {
    public override init() {}

    /// False: a render machine has no health database.
    public static func isHealthDataAvailable() -> Bool { false }

    /// Nothing is ever determined without a database.
    public func authorizationStatus(for type: HKObjectType) -> HKAuthorizationStatus { .notDetermined }

    /// Fails with `errorHealthDataUnavailable`, as HealthKit does where health data is unavailable.
    /// The completion is called before this returns.
    public func requestAuthorization(toShare typesToShare: Set<HKSampleType>?, read typesToRead: Set<HKObjectType>?,
                                     completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        completion(false, HKError(.errorHealthDataUnavailable))
    }

    public func requestAuthorization(toShare typesToShare: Set<HKSampleType>, read typesToRead: Set<HKObjectType>) async throws {
        throw HKError(.errorHealthDataUnavailable)
    }
}

extension HKError.Code {
    /// `catch HKError.…` matches an error by its code, as with a bridged error's codes.
    public static func ~= (code: HKError.Code, error: any Error) -> Bool { (error as? HKError)?.code == code }
}
