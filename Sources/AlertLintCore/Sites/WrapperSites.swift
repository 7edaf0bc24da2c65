/// A wrapper spec with its name split into byte components for matching tokens.
struct PreparedWrapper {
    let spec: WrapperSpec
    /// `["AlertHelper", "show"]` for `AlertHelper.show`; the last one is the called name.
    let components: [[UInt8]]

    init?(_ spec: WrapperSpec) {
        let components = spec.name.split(separator: ".", omittingEmptySubsequences: false).map { Array($0.utf8) }
        guard !components.isEmpty, !components.contains(where: \.isEmpty) else { return nil }
        self.spec = spec
        self.components = components
    }
}

/// Calls to the project's own alert helpers (`showAlert(title: "…", message: "…")`).
extension Extraction {
    mutating func visitWrapperCall(_ index: Int) {
        guard cursor.isOpen(index + 1, UInt8(ascii: "(")), !cursor.isWord(index - 1, "func") else { return }
        for wrapper in wrappers where matches(wrapper, calledAt: index) {
            addWrapperSite(wrapper.spec, at: index)
            return
        }
    }

    /// Whether the call at `index` spells the wrapper's name, `Type.` qualifiers included.
    private func matches(_ wrapper: PreparedWrapper, calledAt index: Int) -> Bool {
        var token = index
        for (offset, component) in wrapper.components.reversed().enumerated() {
            if offset > 0, !cursor.isSymbol(token + 1, UInt8(ascii: ".")) { return false }
            guard cursor.isWord(token) else { return false }
            let range = cursor.nameRange(token)
            guard range.length == component.count,
                cursor.bytes[range.start..<range.end].elementsEqual(component)
            else { return false }
            token -= 2
        }
        return true
    }

    private mutating func addWrapperSite(_ spec: WrapperSpec, at index: Int) {
        let arguments = cursor.arguments(of: index + 1)
        var site = AlertSite(framework: spec.framework, kind: spec.kind, range: cursor.range(index), api: spec.name)
        site.title = wrapperText(arguments, spec.titleLabel)
        site.message = wrapperText(arguments, spec.messageLabel)
        let siteIndex = addSite(site)
        for wrapperAction in spec.actions {
            guard let argument = cursor.argument(arguments, labeledBytes: Array(wrapperAction.label.utf8)),
                argument.hasValue,
                let title = cursor.readText(argument.valueStart, argument.valueEnd, swiftUI: false)
            else { continue }
            builders[siteIndex].append(
                AlertAction(
                    title: title, role: wrapperAction.role, range: cursor.span(argument.valueStart, argument.valueEnd),
                    statementRange: cursor.span(argument.start, argument.valueEnd)))
        }
        if let cancelTitle = spec.cancelTitle {
            let call = cursor.span(index, callEnd(open: index + 1))
            builders[siteIndex].append(
                AlertAction(
                    title: TextValue(text: cancelTitle, range: cursor.range(index)), role: .cancel,
                    range: cursor.range(index), statementRange: call))
        }
    }

    private func wrapperText(_ arguments: [CallArgument], _ label: String?) -> TextValue? {
        guard let label, let argument = cursor.argument(arguments, labeledBytes: Array(label.utf8)),
            argument.hasValue
        else { return nil }
        return cursor.readText(argument.valueStart, argument.valueEnd, swiftUI: false)
    }
}
