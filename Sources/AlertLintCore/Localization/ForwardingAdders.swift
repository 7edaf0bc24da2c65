/// `func addCancelActionWithTitle(_ title: String?) { addActionWithTitle(title, style: .cancel) }`
/// in `extension UIAlertController`: a method whose one call of another adder, on the same alert,
/// passes its own parameter as the title is an adder too, with the style the call spells.
extension ActionAdder {
    /// The adders that forward to `adders` (and to each other, a few steps deep), by name.
    static func forwarding(from files: [AlertHelperIndex.File], to adders: [String: [ActionAdder]]) -> [String: [ActionAdder]] {
        // The calls of a `UIAlertController` method on its own alert that pass its parameters on.
        var callsByMethod: [String: [(call: HelperCall, file: AlertHelperIndex.File)]] = [:]
        for file in files {
            for call in file.calls where call.isOnSelf && call.typeScope.last == "UIAlertController" {
                guard let method = call.enclosing else { continue }
                callsByMethod[method.selector, default: []].append((call, file))
            }
        }
        var all = adders
        var found: [String: [ActionAdder]] = [:]
        for _ in 0..<4 {
            var added = false
            for (selector, calls) in callsByMethod where calls.count == 1 {
                let (call, file) = calls[0]
                guard let method = call.enclosing, !(all[method.name] ?? []).contains(where: { $0.signature.selector == selector }),
                    let adder = forwarded(call, in: file, to: all[call.name] ?? ActionAdder.library[call.name] ?? [])
                else { continue }
                all[method.name, default: []].append(adder)
                found[method.name, default: []].append(adder)
                added = true
            }
            if !added { break }
        }
        return found
    }

    /// The adder `call` makes of its enclosing method when one adder of `candidates` fits it.
    private static func forwarded(_ call: HelperCall, in file: AlertHelperIndex.File, to candidates: [ActionAdder]) -> ActionAdder? {
        let fitting = candidates.filter { !$0.returnsAction }.compactMap { adder in adder.signature.binding(of: call).map { (adder, $0) } }
        guard fitting.count == 1, let (callee, binding) = fitting.first, let method = call.enclosing else { return nil }
        let title: TextValue
        if let parameter = callee.title.parameter {
            guard case .argument(let given) = binding[parameter], let value = given.value else { return nil }
            if value.parameter != nil {
                title = value
            } else {
                guard value.text != nil || value.localization != nil || value.constantReference != nil else { return nil }
                title = AlertHelperIndex.externalized(value, at: value.range, file.source.location(of: value.range.start, path: file.path))
            }
        } else {
            title = callee.title
        }
        let style: Style
        switch callee.style {
        case .fixed(let role): style = .fixed(role)
        case .parameter(let parameter):
            switch binding[parameter] {
            case .argument(let given):
                if let role = given.role {
                    style = .fixed(role)
                } else if let forwarded = given.value?.parameter {
                    style = .parameter(forwarded)
                } else {
                    return nil
                }
            case .defaultValue:
                guard let role = callee.signature.parameters[parameter].defaultRole else { return nil }
                style = .fixed(role)
            case nil: return nil
            }
        }
        // A `preferred:` flag the method would have to pass on is not followed.
        guard !callee.setsPreferred else { return nil }
        return ActionAdder(signature: method, title: title, style: style)
    }
}
