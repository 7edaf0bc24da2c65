import XCTest

@testable import AlertLintCore

final class VocabularyTests: XCTestCase {
    func testGenericTitles() {
        for title in [
            "Error", "Warning", "Alert", "Oops", "Oops!", "Whoops", "Uh oh", "Uh-oh!", "Attention",
            "Notice", "Sorry", "Failed", "Failure", "Problem", "Error 329347", "Error: 42", "ERROR",
            "An error occurred", "An error has occurred.", "Something went wrong", "Unknown error",
            "Oops! Something went wrong.", "Sorry, an error occurred. Please try again.", "Ops! There was an error.",
            "There was a problem.", "An unexpected error occurred.",
            "错误", "警告", "提示", "提醒", "注意", "出错了", "发生错误", "错误 329347", "出错啦", "出错了，请重试。",
            "发生错误 329347",
        ] {
            XCTAssertTrue(Copy.isGenericTitle(title), title)
        }
    }

    func testSpecificTitlesAreNotGeneric() {
        for title in [
            "Upload Failed", "Problem with Sync", "No Problem", "Error \u{FFFC}", "Unable to Save",
            "照片上传失败", "无法连接服务器", "", "   ", "329347", "Delete Photo?", "Sign-In Error",
            "There was a problem with your payment", "Unexpected Error in Sync",
        ] {
            XCTAssertFalse(Copy.isGenericTitle(title), title)
        }
    }

    func testPronouns() {
        XCTAssertEqual(Copy.pronouns("You can't undo your changes").map(\.text), ["You", "your"])
        XCTAssertEqual(Copy.pronouns("I'm sure my data is mine").map(\.text), ["I'm", "my", "mine"])
        XCTAssertEqual(Copy.pronouns("YOU’RE offline, I think").map(\.text), ["YOU’RE", "I"])
        XCTAssertEqual(Copy.pronouns("Delete photos in iOS"), [])
        XCTAssertEqual(Copy.pronouns("i is not a pronoun here; yours is"), [Copy.words("i is not a pronoun here; yours is")[6]])
        XCTAssertEqual(Copy.pronouns("Young youth mean"), [])
    }

    func testChinesePronouns() {
        XCTAssertEqual(Copy.pronouns("您的照片将删除，你确定吗").map(\.text), ["您的", "你"])
        XCTAssertEqual(Copy.pronouns("我的文件").map(\.text), ["我的"])
        XCTAssertEqual(Copy.pronouns("我们会删除照片"), [])
        XCTAssertEqual(Copy.pronouns("删除 \u{FFFC} 吗"), [])
        let found = Copy.pronouns("删除你的")
        XCTAssertEqual(found.first?.range, 6..<12)
    }

    func testOK() {
        for ok in ["OK", "Ok", "ok", "Okay", "OKAY", "okay", "好", "好的", "确定", " OK "] { XCTAssertTrue(Copy.isOK(ok), ok) }
        for other in ["Okay Then", "Done", "Cancel", "好吧", ""] { XCTAssertFalse(Copy.isOK(other), other) }
    }

    func testMisspelledOK() {
        XCTAssertEqual(Copy.misspelledOKRange("Ok"), 0..<2)
        XCTAssertEqual(Copy.misspelledOKRange("okay"), 0..<4)
        XCTAssertEqual(Copy.misspelledOKRange(" OKAY"), 1..<5)
        XCTAssertNil(Copy.misspelledOKRange("OK"))
        XCTAssertNil(Copy.misspelledOKRange("好"))
        XCTAssertNil(Copy.misspelledOKRange("Okay Then"))
    }

    func testYesNoCancel() {
        XCTAssertTrue(Copy.isYes("Yes"))
        XCTAssertTrue(Copy.isYes("是的"))
        XCTAssertTrue(Copy.isNo("NO"))
        XCTAssertTrue(Copy.isNo("否"))
        XCTAssertFalse(Copy.isNo("Not Now"))
        XCTAssertTrue(Copy.isCancelTitle("Cancel"))
        XCTAssertTrue(Copy.isCancelTitle("取消"))
        XCTAssertFalse(Copy.isCancelTitle("取消订阅"))
        for synonym in ["Dismiss", "Close", "Never Mind", "Nevermind", "Back", "关闭", "算了", "返回"] {
            XCTAssertTrue(Copy.isCancelSynonym(synonym), synonym)
        }
        for choice in ["Not Now", "Keep Editing", "Cancel", "Close Tab"] { XCTAssertFalse(Copy.isCancelSynonym(choice), choice) }
    }

    func testDestructiveVerbs() {
        XCTAssertEqual(Copy.destructiveVerb("Delete Photo"), "Delete")
        XCTAssertEqual(Copy.destructiveVerb("erase all content"), "erase")
        XCTAssertEqual(Copy.destructiveVerb("Delete \u{FFFC}"), "Delete")
        XCTAssertEqual(Copy.destructiveVerb("删除照片"), "删除")
        XCTAssertEqual(Copy.destructiveVerb("清空废纸篓"), "清空")
        XCTAssertNil(Copy.destructiveVerb("Save"))
        // A mark one tap puts back is no loss; removing what the favorite points at still is.
        XCTAssertNil(Copy.destructiveVerb("Remove from Favorites"))
        XCTAssertNil(Copy.destructiveVerb("移除收藏"))
        XCTAssertEqual(Copy.destructiveVerb("Delete Favorite Photos"), "Delete")
        XCTAssertNil(Copy.destructiveVerb("Undelete"))
        XCTAssertNil(Copy.destructiveVerb("Don't Delete"))
        XCTAssertNil(Copy.destructiveVerb(""))
        XCTAssertEqual(Copy.destructiveVerb("Nuke Server", extra: ["Nuke"]), "Nuke")
        XCTAssertEqual(Copy.destructiveVerb("Burn It Down", extra: ["burn it"]), "Burn It")
        XCTAssertEqual(Copy.destructiveVerb("销毁数据", extra: ["销毁"]), "销毁")
    }

    func testActionVerbs() {
        XCTAssertEqual(Copy.actionVerb("Delete this photo?"), "Delete")
        XCTAssertEqual(Copy.actionVerb("Sign out of iCloud?"), "Sign Out")
        XCTAssertEqual(Copy.actionVerb("Are you sure you want to delete this file?"), "Delete")
        XCTAssertEqual(Copy.actionVerb("Do you want to save the changes you made?"), "Save")
        XCTAssertEqual(Copy.actionVerb("Remove Bookmark?"), "Remove")
        XCTAssertEqual(Copy.actionVerb("Discard changes?"), "Discard")
        XCTAssertEqual(Copy.actionVerb("Turn on Location Services?"), "Turn On")
        XCTAssertEqual(Copy.actionVerb("Delete \u{FFFC}?"), "Delete")
        XCTAssertEqual(Copy.actionVerb("删除此相簿？"), "删除")
        XCTAssertEqual(Copy.actionVerb("确定要删除这张照片吗？"), "删除")
        XCTAssertEqual(Copy.actionVerb("退出登录？"), "退出登录")
        XCTAssertEqual(Copy.actionVerb("要取消订阅吗？"), "取消订阅")
        XCTAssertNil(Copy.actionVerb("The file couldn't be saved."))
        XCTAssertNil(Copy.actionVerb("Are you sure?"))
        XCTAssertNil(Copy.actionVerb("确定吗？"))
        XCTAssertNil(Copy.actionVerb(""))
    }
}
