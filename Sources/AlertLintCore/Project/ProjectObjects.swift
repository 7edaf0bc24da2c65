/// The `objects` of a `project.pbxproj`, found in one walk that builds none of them: each is read
/// when asked for. A large project holds tens of thousands of objects (files, groups, build
/// phases); its device families need the projects, the targets and what those point at.
struct ProjectObjects {
    private let bytes: [UInt8]
    /// Where each object's value starts, by the hash of its identifier (`ByteHash`: tens of
    /// thousands of identifiers, no string made for each); the last of two equal identifiers
    /// wins, as a dictionary's last key does.
    private var starts: [UInt64: Int] = [:]
    /// The objects whose `isa` is one of `kinds`, in file order.
    private(set) var roots: [PropertyListText] = []

    /// Reads the projects's top-level dictionary up to its `objects`; anything malformed ends the
    /// walk with what was understood.
    init(_ bytes: [UInt8], rootKinds kinds: Set<String>) {
        self.bytes = bytes
        var reader = PropertyListText.Reader(bytes: bytes)
        reader.skipSpaceAndComments()
        guard reader.offset < bytes.count, bytes[reader.offset] == UInt8(ascii: "{") else { return }
        reader.offset += 1
        let wanted = Set(kinds.map { Array($0.utf8) })
        var rootStarts: [Int] = []
        while let key = reader.word(), reader.skipEquals() {
            if key == "objects" {
                rootStarts = index(&reader, rootKinds: wanted)
                break
            }
            guard reader.skipValue() else { return }
            reader.skipSeparator(";")
        }
        roots = rootStarts.compactMap(object(at:))
    }

    subscript(identifier: String) -> PropertyListText? { starts[ByteHash.of(identifier)].flatMap(object(at:)) }

    /// The string `key` holds in the object `identifier` (the last, if it says it twice, as the
    /// object's dictionary keeps), read without building the object: a target's sources are
    /// thousands of small objects, each wanted for one field.
    func string(_ key: String, inObject identifier: String) -> String? {
        guard let start = starts[ByteHash.of(identifier)] else { return nil }
        var reader = PropertyListText.Reader(bytes: bytes, offset: start)
        var found: String?
        _ = reader.readMembers { name, reader in
            guard name == key else { return reader.skipValue() }
            guard let value = reader.value() else { return false }
            found = value.string
            return true
        }
        return found
    }

    /// A build configuration's `name` and those of its `buildSettings` named in `wanted`, read
    /// without building the rest (a CMake project's settings run to hundreds of paths); nil when
    /// no object has the identifier. As in the object's dictionary, the last of two equal keys wins.
    func buildConfiguration(_ identifier: String, settings wanted: Set<String>) -> (name: String?, settings: [String: PropertyListText])? {
        guard let start = starts[ByteHash.of(identifier)] else { return nil }
        var reader = PropertyListText.Reader(bytes: bytes, offset: start)
        var name: String?
        var settings: [String: PropertyListText] = [:]
        _ = reader.readMembers { key, reader in
            switch key {
            case "name":
                guard let value = reader.value() else { return false }
                name = value.string
            case "buildSettings":
                settings = [:]
                let isDictionary = reader.readMembers { key, reader in
                    guard wanted.contains(key) else { return reader.skipValue() }
                    guard let value = reader.value() else { return false }
                    settings[key] = value
                    return true
                }
                if !isDictionary { return reader.skipValue() }
            default:
                return reader.skipValue()
            }
            return true
        }
        return (name, settings)
    }

    private func object(at start: Int) -> PropertyListText? {
        var reader = PropertyListText.Reader(bytes: bytes, offset: start)
        return reader.value()
    }

    /// Walks the `objects` dictionary, noting where each object starts and which are roots.
    private mutating func index(_ reader: inout PropertyListText.Reader, rootKinds: Set<[UInt8]>) -> [Int] {
        reader.skipSpaceAndComments()
        guard reader.offset < bytes.count, bytes[reader.offset] == UInt8(ascii: "{") else { return [] }
        reader.offset += 1
        var rootStarts: [Int] = []
        while let identifier = reader.wordHash(), reader.skipEquals() {
            reader.skipSpaceAndComments()
            let start = reader.offset
            starts[identifier] = start
            guard let isa = reader.skipObjectReadingIsa() else { break }
            if !isa.isEmpty, rootKinds.contains(where: { $0.elementsEqual(bytes[isa]) }) { rootStarts.append(start) }
            reader.skipSeparator(";")
        }
        return rootStarts
    }
}

extension PropertyListText.Reader {
    /// Walks the dictionary at the offset member by member, as `value()` would read it, handing
    /// each key to `read`, which moves past the key's value (reading or skipping it) and says
    /// whether to go on. False when there is no dictionary here.
    mutating func readMembers(_ read: (String, inout Self) -> Bool) -> Bool {
        skipSpaceAndComments()
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "{") else { return false }
        offset += 1
        while true {
            skipSpaceAndComments()
            guard offset < bytes.count, bytes[offset] != UInt8(ascii: "}") else { break }
            guard let key = word() else { break }
            skipSpaceAndComments()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: "=") else { break }
            offset += 1
            guard read(key, &self) else { break }
            skipSpaceAndComments()
            if offset < bytes.count, bytes[offset] == UInt8(ascii: ";") { offset += 1 }
        }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "}") { offset += 1 }
        return true
    }

    init(bytes: [UInt8], offset: Int) {
        self.init(bytes: bytes)
        self.offset = offset
    }

    /// The `ByteHash` of the next word as `word()` reads it, with no string made for a bare one.
    mutating func wordHash() -> UInt64? {
        skipSpaceAndComments()
        guard offset < bytes.count else { return nil }
        guard bytes[offset] != UInt8(ascii: "\""), let range = wordRange() else { return word().map(ByteHash.of) }
        return bytes.withUnsafeBufferPointer { ByteHash.of(UnsafeBufferPointer(rebasing: $0[range])) }
    }

    /// Past the `=` after a key; `false` when there is none.
    mutating func skipEquals() -> Bool {
        skipSpaceAndComments()
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "=") else { return false }
        offset += 1
        return true
    }

    mutating func skipSeparator(_ separator: Unicode.Scalar) {
        skipSpaceAndComments()
        if offset < bytes.count, bytes[offset] == UInt8(ascii: separator) { offset += 1 }
    }

    /// Steps over one value, and when it is a dictionary returns where its `isa` value lies (empty
    /// when it has none); `nil` when there is no value here.
    mutating func skipObjectReadingIsa() -> Range<Int>? {
        skipSpaceAndComments()
        guard offset < bytes.count else { return nil }
        guard bytes[offset] == UInt8(ascii: "{") else { return skipValue() ? offset..<offset : nil }
        offset += 1
        var isa = offset..<offset
        while true {
            skipSpaceAndComments()
            guard offset < bytes.count else { return isa }
            if bytes[offset] == UInt8(ascii: "}") {
                offset += 1
                return isa
            }
            guard let key = wordRange(), skipEquals() else { return isa }
            if key.count == 3, bytes[key.lowerBound] == UInt8(ascii: "i"), bytes[key.lowerBound + 1] == UInt8(ascii: "s"),
                bytes[key.lowerBound + 2] == UInt8(ascii: "a")
            {
                guard let value = wordRange() else { return isa }
                isa = value
            } else if !skipValue() {
                return isa
            }
            skipSeparator(";")
        }
    }
}
