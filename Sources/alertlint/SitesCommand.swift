import AlertLintCore
import Foundation

/// `alertlint sites`: every alert site the engine sees, one JSON object a line. This is the
/// engine's contract; tests use it and so does anyone debugging a rule.
enum SitesCommand {
    static let help = """
        Usage: alertlint sites [PATH…] [--format json]

        Prints every alert, action sheet and confirmation dialog the engine finds, one JSON object a
        line. PATH may be files or folders; `-` reads standard input.
        """

    static func run(parse arguments: [String]) throws(UsageError) -> Int32 {
        let parser = OptionParser(flags: LintOptions.flags, options: LintOptions.options.union(["--format"]))
        var parsed = try parser.parse(arguments)
        if parsed.has("--help") { Console.out(help + "\n"); return ExitCode.clean }
        if let format = parsed.value("--format"), format != "json" { throw UsageError("sites only prints --format json") }
        if parsed.positional == ["-"] {
            parsed.positional = []
            parsed.values["--stdin-filename", default: []].append("-")
        }
        let options = try LintOptions(parsed)
        let planned = options.jobs()
        if LintOptions.reportSetupProblems(configurationErrors: planned.configurationErrors, missing: planned.missing) {
            return ExitCode.usage
        }
        let reports = LintRunner.run(planned.plan, maxFileSize: options.maxFileSize)
        var output = ""
        for report in reports {
            guard let source = report.source, let result = report.result else {
                if let skipped = report.skipped { Console.error("alertlint: \(report.path): \(skipped)") }
                continue
            }
            for site in result.sites {
                output += SiteJSON.encode(site, path: report.path, source: source).serialized() + "\n"
            }
        }
        Console.out(output)
        return ExitCode.clean
    }
}

/// The JSON shape of a site: positions are one-based lines and UTF-8 columns.
enum SiteJSON {
    static func encode(_ site: AlertSite, path: String, source: SourceText) -> JSONValue {
        let position = source.position(of: site.range.start)
        var members: [(String, JSONValue)] = [
            ("file", .string(path)),
            ("line", .integer(position.line + 1)),
            ("column", .integer(position.column + 1)),
            ("framework", .string(site.framework.rawValue)),
            ("kind", .string(site.kind.rawValue)),
            ("title", text(site.title, source)),
            ("message", text(site.message, source)),
            (
                "actions",
                .array(
                    site.actions.map { action in
                        let actionPosition = source.position(of: action.range.start)
                        return .object(
                            JSONObject([
                                (
                                    "title",
                                    action.title.map { text($0, source) }
                                        ?? (action.hasSystemTitle
                                            ? .object(JSONObject([("text", .string(action.systemTitleText)), ("system", .bool(true))]))
                                            : .null)
                                ),
                                ("role", .string(action.role.rawValue)),
                                ("line", .integer(actionPosition.line + 1)),
                                ("column", .integer(actionPosition.column + 1)),
                            ]))
                    })
            ),
            ("actionsComplete", .bool(site.actionsComplete)),
            ("preferredAction", site.preferredActionIndex.map { .integer($0) } ?? .null),
            ("textFields", .integer(site.textFieldCount)),
        ]
        if site.framework == .uikit, site.kind == .actionSheet { members.append(("popoverSource", .bool(site.hasPopoverSource))) }
        if !site.kindIsKnown { members.append(("kindKnown", .bool(false))) }
        if let function = site.enclosingFunction { members.append(("function", .string(function))) }
        // A helper's own alert, its parameters filled in at each call (listed as sites too).
        if let helper = site.helper { members.append(("helper", .string(helper.selector))) }
        if site.isHelperCall { members.append(("helperCall", .bool(true))) }
        if site.titleMayBeHidden { members.append(("titleMayBeHidden", .bool(true))) }
        return .object(JSONObject(members))
    }

    static func text(_ value: TextValue?, _ source: SourceText) -> JSONValue {
        guard let value else { return .null }
        let position = source.position(of: value.range.start)
        var members: [(String, JSONValue)] = [
            ("text", value.readableText(in: source).map(JSONValue.string) ?? .null),
            ("line", .integer(position.line + 1)),
            ("column", .integer(position.column + 1)),
        ]
        // Where localized or named copy comes from, when it is not a literal at the site.
        if let key = value.localizationKey { members.append(("key", .string(key))) }
        if let name = value.constantReference { members.append(("constant", .string(name))) }
        if let location = value.externalLocation {
            members.append(("copyLocation", location.json))
        }
        // `isNew ? "Discard Draft?" : "Discard Changes?"`: each text people may see.
        if !value.alternatives.isEmpty { members.append(("alternatives", .array(value.alternatives.map { text($0, source) }))) }
        return .object(JSONObject(members))
    }
}
