/// Finding the verb an alert is about, to name the button that carries it out.
extension Copy {
    /// Alert verbs in their base form; phrasal verbs come first so “sign out” wins over “sign”.
    private static let englishVerbs: [[String]] = [
        "sign out", "log out", "sign in", "log in", "sign up", "turn off", "turn on", "set up", "back up",
        "try again", "move to trash", "empty trash",
        "delete", "remove", "discard", "erase", "clear", "reset", "empty", "wipe", "save", "send", "buy",
        "purchase", "download", "install", "uninstall", "update", "upgrade", "restore", "overwrite", "retry",
        "continue", "allow", "open", "quit", "leave", "share", "submit", "restart", "subscribe", "unsubscribe",
        "enable", "disable", "archive", "move", "copy", "rename", "block", "unblock", "report", "unlock",
        "revoke", "connect", "disconnect", "join", "pay", "accept", "decline", "stop", "resend", "approve",
        "trust", "import", "export", "print", "publish", "post", "upload", "call", "merge", "convert",
        "transfer", "forget", "ignore", "verify", "replace", "deactivate", "activate", "unpair", "pair",
        "reinstall", "reload", "refresh", "resume", "reply", "play",
    ].map { $0.split(separator: " ").map(String.init) }

    /// Words before a verb that make it the action that failed, not one to offer.
    private static let failureWords: Set<String> = ["unable", "failed", "cannot", "can't", "couldn't", "not", "error", "while"]
    private static let chineseFailures = ["无法", "不能", "未能", "失败"]

    /// Longest first, so “退出登录” wins over “退出” and “取消订阅” is never read as 取消.
    private static let chineseVerbs: [String] = [
        "取消订阅", "退出登录", "重新启动", "停止共享", "停止", "删除", "登出", "注销", "保存", "发送", "购买", "移除", "清除", "清空",
        "放弃", "还原", "抹掉", "重试", "继续", "关闭", "打开", "允许", "更新", "下载", "安装", "卸载", "替换",
        "覆盖", "重置", "恢复", "退出", "登录", "订阅", "分享", "升级", "重启", "移动", "拷贝", "复制", "屏蔽",
    ].sorted { $0.count > $1.count }

    /// The first alert verb in a title or message, ready to be a button title: “Delete this
    /// photo?” → “Delete”, “Sign out of iCloud?” → “Sign Out”, “Are you sure you want to delete
    /// this file?” → “Delete”, “确定要删除这张照片吗？” → “删除”. Nil when none is found.
    public static func actionVerb(_ text: String) -> String? {
        isChinese(text) ? chineseVerb(text) : englishVerb(text)
    }

    private static func englishVerb(_ text: String) -> String? {
        let words = words(text).filter { $0.kind == .latin }
        let normalized = words.map(\.normalized)
        for start in normalized.indices {
            // “Unable to install Xcode”: what failed is not what the button does.
            if normalized[max(0, start - 2)..<start].contains(where: failureWords.contains) { continue }
            for verb in englishVerbs
            where start + verb.count <= normalized.count
                && normalized[start...].starts(with: verb)
            {
                return verb.map(capitalizedWord).joined(separator: " ")
            }
        }
        return nil
    }

    private static func chineseVerb(_ text: String) -> String? {
        let bytes = Array(text.utf8)
        var best: (offset: Int, verb: String)?
        for verb in chineseVerbs {
            guard let offset = firstOffset(of: Array(verb.utf8), in: bytes),
                !chineseFailures.contains(where: { failure in
                    let before = Array(failure.utf8)
                    return offset >= before.count && bytes[(offset - before.count)..<offset].elementsEqual(before)
                })
            else { continue }
            if offset < best?.offset ?? Int.max { best = (offset, verb) }
        }
        return best?.verb
    }

    /// Byte offset of the first occurrence of `needle` in `haystack`.
    static func firstOffset(of needle: [UInt8], in haystack: [UInt8], from start: Int = 0) -> Int? {
        guard !needle.isEmpty, haystack.count >= needle.count, start <= haystack.count - needle.count else { return nil }
        for offset in start...(haystack.count - needle.count)
        where haystack[offset] == needle[0] && haystack[offset..<(offset + needle.count)].elementsEqual(needle) {
            return offset
        }
        return nil
    }

    static func capitalizedWord(_ word: String) -> String {
        guard let first = word.unicodeScalars.first else { return word }
        return String(first).uppercased() + String(word.unicodeScalars.dropFirst())
    }
}
