/// What the workspace needs from one file before any file is linted: the copy it names and the
/// alert helpers it declares or passes copy through. One tokenization, one pass.
public struct FileSurvey: Sendable {
    public var constants: [IndexedConstant]
    /// The file's part of the helper index; `nil` when it declares no helper and passes no
    /// parameter on to one.
    public var helpers: AlertHelperIndex.File?
    /// Its `UIAlertController` methods that add one button, their own copy placed in this file.
    public var actionAdders: [ActionAdder]
    /// The classes it declares and what each inherits from first (`AlertHelperIndex.superclasses`).
    public var superclasses: [String: String]
    /// Equal for two surveys of one file exactly when what other files see of it is the same: its
    /// constants and its helpers, with their lines and columns, but not the bytes between them.
    /// The server re-lints the other open documents only when it changes; computed when asked, as
    /// `check` never compares two surveys.
    public var fingerprint: Int {
        Self.fingerprint(constants: constants, helpers: helpers, adders: actionAdders, superclasses: superclasses)
    }
    /// What lets the lint skip a file it can find nothing in: whether a word that starts a site
    /// appears, the names of the calls that pass copy (a helper's call is a site), whether a
    /// comment may be a suppression, and the tokenizer's problems.
    public let mayContainSite: Bool
    public let copyCallNames: CalledNames
    /// Whether some call's arguments were read as copy; a file whose calls were only named
    /// (`ExtractedFile.calledNames`) passes copy only if one of them is a helper.
    public let readsCalls: Bool
    public let mayHaveSuppressions: Bool
    public let problems: [SyntaxProblem]
    /// False for a file surveyed for the names it calls alone (`Depth.calledNames`): once one of
    /// them turns out to be a helper's, the workspace surveys it again in full (`WorkspaceHelpers`).
    public internal(set) var isComplete: Bool
    /// The sites its extraction pass found in a file that names an alert API, read with
    /// `extractedLocalizers`: the lint takes them over when nothing it adds to that pass can
    /// change them (`Linter.lint(_:surveyed:tokenized:)`).
    let extractedSites: SiteList?
    let extractedLocalizers: [LocalizerSpec]

    /// How much of a file that names no alert API a survey reads.
    public enum Depth: Sendable {
        /// Every call that passes a parameter on, which makes its function a helper if the callee is.
        case full
        /// The names it calls, its classes and its constants: reading the calls' arguments is most
        /// of a survey's time, and only the few files that call a helper need it.
        case calledNames
    }

    /// True when other files see nothing of this one.
    public var showsNothing: Bool { constants.isEmpty && helpers == nil && actionAdders.isEmpty && superclasses.isEmpty }

    /// Surveys `source`, read with the configuration's localization functions; `depth` says how
    /// much of a file that names no alert API is read (a file that does is always read in full).
    public init(_ source: SourceText, path: String, localizers: [LocalizerSpec] = [], depth: Depth = .full) {
        self = Self.survey(source, path: path, localizers: localizers, depth: depth).survey
    }

    /// The survey, and the file's tokens, which its lint reads again (`Linter.lint(_:tokenized:)`).
    public static func survey(_ source: SourceText, path: String, localizers: [LocalizerSpec] = [], depth: Depth = .full) -> (
        survey: FileSurvey, tokens: TokenizedSource?
    ) {
        let tokenized = Tokenizer.tokenize(source)
        return (FileSurvey(tokenized, source, path: path, localizers: localizers, depth: depth), tokenized)
    }

    /// From the file's tokens; at `.calledNames` depth, a file that names no alert API for the
    /// names it calls, its classes and its constants alone, with no extraction pass
    /// (`CalledNames.scan`).
    private init(_ tokenized: TokenizedSource, _ source: SourceText, path: String, localizers: [LocalizerSpec], depth: Depth) {
        constants = ConstantIndex.constants(in: source, tokenized: tokenized, path: path)
        mayContainSite = SiteTriggers.mayContainSite(tokenized, in: source.bytes, wrapperNames: [])
        mayHaveSuppressions = tokenized.comments.contains { comment in
            Self.suppressionMarker.occurs(in: source.bytes, range: comment.range.start..<comment.range.end)
        }
        problems = tokenized.problems
        extractedLocalizers = localizers
        if depth == .calledNames, !mayContainSite {
            let scanned = CalledNames.scan(tokenized, in: source)
            copyCallNames = scanned.names.finished()
            superclasses = scanned.superclasses
            readsCalls = false
            isComplete = false
            extractedSites = nil
            helpers = nil
            actionAdders = []
            return
        }
        isComplete = true
        let file = SiteExtractor.extractFile(
            from: tokenized, in: source, localizers: localizers, recordsCalls: .all, callsNamedOnly: true,
            namesOnly: !mayContainSite)
        extractedSites = mayContainSite ? file.sites : nil
        var called = file.calledNames
        for call in file.calls { called.insert(call.name) }
        copyCallNames = called.finished()
        readsCalls = !file.calls.isEmpty
        superclasses = file.superclasses
        let sites = file.sites.materialized.filter { $0.helper != nil }
        let calls = file.calls.filter { $0.enclosing != nil }
        helpers = sites.isEmpty && calls.isEmpty ? nil : AlertHelperIndex.File(path: path, source: source, sites: sites, calls: calls)
        actionAdders = file.actionAdders.map { adder in
            var adder = adder
            if adder.title.parameter == nil {
                adder.title = AlertHelperIndex.externalized(
                    adder.title, at: adder.title.range, source.location(of: adder.title.range.start, path: path))
            }
            return adder
        }
    }

    static let suppressionMarker = ByteSearch("alertlint")

    private static func fingerprint(
        constants: [IndexedConstant], helpers: AlertHelperIndex.File?, adders: [ActionAdder], superclasses: [String: String]
    ) -> Int {
        var hasher = Hasher()
        hasher.combine(constants)
        hasher.combine(superclasses)
        for adder in adders {
            hasher.combine(adder.fingerprint)
            hasher.combine(adder.title.externalLocation)
        }
        guard let helpers else { return hasher.finalize() }
        // Each helper's facts relative to where it starts, and where it starts as a line and
        // column: the places copy is shown at from other files.
        func place(_ offset: Int) {
            let location = helpers.source.location(of: offset, path: "")
            hasher.combine(location.line)
            hasher.combine(location.column)
        }
        for site in helpers.sites {
            place(site.range.start)
            SiteExtent.combine(site, base: site.range.start, into: &hasher)
            hasher.combine(site.helper.map(HelperFingerprint.init))
        }
        for call in helpers.calls {
            place(call.range.start)
            hasher.combine(HelperFingerprint(call, in: helpers.source))
        }
        return hasher.finalize()
    }
}

/// The parts of a helper's signature or of a call that passes copy on, as hashable text.
private struct HelperFingerprint: Hashable {
    var parts: [String]

    init(_ signature: HelperSignature) {
        parts = [signature.selector] + signature.parameters.map { "\($0.hasDefault) \($0.isClosure) \($0.defaultCopy?.text ?? "")" }
    }

    init(_ call: HelperCall, in source: SourceText) {
        parts =
            [
                call.name, call.enclosing?.selector ?? "",
                "\(call.trailingClosures) \(call.isDebugOnly) \(call.isNeverOnIPad) \(call.isOnSelf)",
            ] + call.typeScope
        parts += call.enclosing.map { HelperFingerprint($0).parts } ?? []
        parts.append(source.text(call.statementRange))
    }
}
