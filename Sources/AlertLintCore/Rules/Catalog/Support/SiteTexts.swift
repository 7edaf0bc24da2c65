/// Every piece of copy of a site with what it is, for rules that read all of them alike.
extension AlertSite {
    /// The title, the message and each button title that the code gives, in that order.
    var texts: [(value: TextValue, part: Localized)] {
        var result: [(TextValue, Localized)] = []
        if let title { result.append((title, Localized(en: "Title", zh: "标题"))) }
        if let message { result.append((message, Localized(en: "Message", zh: "消息"))) }
        for action in actions {
            if let title = action.title { result.append((title, Localized(en: "Button", zh: "按钮"))) }
        }
        return result
    }

    /// Whether any of them is Chinese, asked by the rules for Chinese copy before `texts`: most
    /// copy is not, and the list copies every text.
    var hasChineseText: Bool {
        title?.text.map(Copy.isChinese) == true || message?.text.map(Copy.isChinese) == true
            || actions.contains { $0.title?.text.map(Copy.isChinese) == true }
    }
}
