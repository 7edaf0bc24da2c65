import XCTest

@testable import AlertLintCore

final class FunctionContextTests: XCTestCase {
    private let alert = #"UIAlertController(title: "T", message: nil, preferredStyle: .alert)"#

    private func functions(_ code: String) -> [String?] {
        ExtractedSites(code).sites.map(\.enclosingFunction)
    }

    func testSelectorNames() {
        let code = """
            protocol Presenter {
                func show(_ message: String, animated: Bool)
            }
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    let a = \(alert)
                }
                init(title: String, count: Int = 0) {
                    let b = \(alert)
                }
                required init?(coder: NSCoder) {
                    super.init(coder: coder)
                    let c = \(alert)
                }
                func load<T: Decodable>(_ type: T.Type, from url: URL, completion: @escaping (Result<T, Error>) -> Void) async throws -> [String: Int] where T: Sendable {
                    let d = \(alert)
                }
                func outer() {
                    func inner(value: Int) {
                        let e = \(alert)
                    }
                    let f = \(alert)
                    DispatchQueue.main.async {
                        let g = \(alert)
                    }
                }
                static func == (lhs: SceneDelegate, rhs: SceneDelegate) -> Bool {
                    let h = \(alert)
                    return true
                }
                func `default`(`in` place: String) {
                    let i = \(alert)
                }
            }
            let top = \(alert)
            """
        XCTAssertEqual(
            functions(code),
            [
                "scene(_:willConnectTo:options:)", "init(title:count:)", "init(coder:)", "load(_:from:completion:)",
                "inner(value:)", "outer()", "outer()", "==(lhs:rhs:)", "default(in:)", nil,
            ])
    }

    func testBodiesEndWhereTheirBracesClose() {
        let code = """
            struct A {
                func first() {}
                var computed: Int { 1 }
                let x = \(alert)
                func second() {
                    if flag { let y = \(alert) }
                }
                lazy var z: UIAlertController = {
                    let a = \(alert)
                    return a
                }()
            }
            """
        XCTAssertEqual(functions(code), [nil, "second()", nil])
    }

    func testComputedPropertyBodiesNameTheirAlerts() {
        let code = """
            struct TrashView: View {
                @State private var confirming = false
                var title: String = "Trash"
                lazy var sheet: UIAlertController = { \(alert) }()
                var body: some View {
                    let question = "Empty Trash?"
                    return List {}.alert(question, isPresented: $confirming) {
                        Button("Empty Trash", role: .destructive) {}
                    }
                }
            }
            """
        XCTAssertEqual(functions(code), [nil, "body"])
        // The local constant is read through, as in a function.
        XCTAssertEqual(ExtractedSites(code)[1].title?.text, "Empty Trash?")
    }
}
