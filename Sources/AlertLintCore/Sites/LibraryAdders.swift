/// Button adders of a library many apps import rather than declare: WordPressShared's
/// `UIAlertController` extension (`addCancelActionWithTitle(_:handler:)` and its siblings), used by
/// the Automattic apps and their forks. An app that declares a method of the same name gets its
/// own reading instead; a call these signatures do not fit stays unknown.
extension ActionAdder {
    static let library: [String: [ActionAdder]] = {
        func adder(_ name: String, _ style: Style) -> ActionAdder {
            var parameters = [HelperParameter(label: nil, name: "title")]
            if case .parameter = style { parameters.append(HelperParameter(label: "style", name: "style")) }
            parameters.append(HelperParameter(label: "handler", name: "handler", hasDefault: true, isClosure: true))
            var title = TextValue.unknown(ByteRange(0, 0))
            title.parameter = 0
            return ActionAdder(signature: HelperSignature(name: name, parameters: parameters), title: title, style: style)
        }
        let adders = [
            adder("addCancelActionWithTitle", .fixed(.cancel)),
            adder("addDestructiveActionWithTitle", .fixed(.destructive)),
            adder("addDefaultActionWithTitle", .fixed(.default)),
            adder("addActionWithTitle", .parameter(1)),
        ]
        return Dictionary(uniqueKeysWithValues: adders.map { ($0.signature.name, [$0]) })
    }()
}
