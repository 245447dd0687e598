/// A dictionary key whose hash is computed once, when it is made: outside the lock of the cache it
/// is looked up in, so that threads do not queue while one hashes a long key (a text's strings and
/// fonts, a face id). Equal keys have equal hashes, so comparing the hashes first changes no lookup.
package struct Hashed<Key: Hashable>: Hashable {
    package let key: Key
    private let hash: Int

    package init(_ key: Key) {
        self.key = key
        hash = key.hashValue
    }

    package func hash(into hasher: inout Hasher) { hasher.combine(hash) }

    package static func == (lhs: Hashed, rhs: Hashed) -> Bool { lhs.hash == rhs.hash && lhs.key == rhs.key }
}
