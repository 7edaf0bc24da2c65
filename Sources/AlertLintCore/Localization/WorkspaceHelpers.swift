/// The workspace's alert helpers and the app's methods that add a button to a
/// `UIAlertController`, from every file's survey.
public struct WorkspaceHelpers: Sendable {
    public var index: AlertHelperIndex
    public var actionAdders: [String: [ActionAdder]]

    public init(surveys: [(path: String, survey: FileSurvey)]) {
        var adders: [String: [ActionAdder]] = [:]
        var helperFiles: [AlertHelperIndex.File] = []
        var superclasses: [String: String] = [:]
        // One pass over the surveys: each is copied out of the list, retaining all it holds.
        for (_, survey) in surveys {
            for adder in survey.actionAdders { adders[adder.signature.name, default: []].append(adder) }
            if let helpers = survey.helpers { helperFiles.append(helpers) }
            if !survey.superclasses.isEmpty { superclasses.merge(survey.superclasses) { first, _ in first } }
        }
        // `addCancelActionWithTitle(_:)` calling `addActionWithTitle(_:style:)`: an adder too.
        for (name, forwarding) in ActionAdder.forwarding(from: helperFiles, to: adders) {
            adders[name, default: []] += forwarding
        }
        // A helper that adds its buttons through an adder (`alert.addAction(title:style:)`) is read
        // again now that the adders are known: only those files, so the survey stays one pass.
        if !adders.isEmpty {
            helperFiles = helperFiles.map { file in
                guard file.sites.contains(where: { !$0.actionsComplete }) else { return file }
                let again = SiteExtractor.extractFile(
                    from: Tokenizer.tokenize(file.source), in: file.source, recordsCalls: .all, actionAdders: adders)
                var file = file
                file.sites = again.sites.materialized.filter { $0.helper != nil }
                return file
            }
        }
        index = AlertHelperIndex.build(helperFiles, superclasses: superclasses)
        actionAdders = adders
    }

    /// The helpers once every file that calls one is surveyed in full. A file that names no alert
    /// API may have been surveyed for the names it calls alone (`FileSurvey.Depth.calledNames`);
    /// when one of them is a helper's, `surveyInFull` surveys it again (given the positions of
    /// such files in `surveys`; `nil`: it can no longer be read), and its calls that pass a
    /// parameter on may make more helpers, whose callers are surveyed next, until no new one
    /// appears. A file is surveyed in full at most once, so chains cost linear time.
    ///
    /// The helpers are those a survey of every file in full would find: a call that passes a
    /// parameter on makes a helper only when its callee is one, and a file none of whose calls
    /// names a helper makes none.
    public static func completing(
        _ surveys: inout [(path: String, survey: FileSurvey)], surveyInFull: ([Int]) -> [FileSurvey?]
    ) -> WorkspaceHelpers {
        var helpers = WorkspaceHelpers(surveys: surveys)
        while true {
            let calling = surveys.indices.filter { position in
                let survey = surveys[position].survey
                return !survey.isComplete && survey.copyCallNames.containsAny(of: helpers.index.nameHashes)
            }
            guard !calling.isEmpty else { return helpers }
            var passesOn = false
            for (position, full) in zip(calling, surveyInFull(calling)) {
                var survey = full ?? surveys[position].survey
                survey.isComplete = true
                // A file's part holds the calls that pass a parameter on (and no site: the file
                // names no alert API); only such a call of a helper makes another one.
                passesOn = passesOn || survey.helpers?.calls.contains { helpers.index.names.contains($0.name) } == true
                surveys[position].survey = survey
            }
            guard passesOn else { return helpers }
            helpers = WorkspaceHelpers(surveys: surveys)
        }
    }
}

extension LocalizationContext {
    /// The named copy and the helpers of every surveyed file.
    public init(tables: LocalizationTables, surveys: [(path: String, survey: FileSurvey)], languages: [String] = []) {
        self.init(tables: tables, surveys: surveys, helpers: WorkspaceHelpers(surveys: surveys), languages: languages)
    }

    /// The named copy of every surveyed file, and the helpers already found in them.
    public init(
        tables: LocalizationTables, surveys: [(path: String, survey: FileSurvey)], helpers: WorkspaceHelpers, languages: [String] = []
    ) {
        self.init(
            tables: tables, constants: ConstantIndex(files: surveys.map { ($0.path, $0.survey.constants) }), helpers: helpers.index,
            actionAdders: helpers.actionAdders, languages: languages)
    }
}
