/// Realistic-looking Swift for the benchmark when no folder is given: view controllers, SwiftUI
/// views and AppKit code with alerts among ordinary code, comments and strings.
enum SyntheticCode {
    static func file(seed: Int) -> String {
        var text = "import UIKit\nimport SwiftUI\n\n/// Screen \(seed).\nfinal class Screen\(seed)ViewController: UIViewController {\n"
        for index in 0..<40 {
            text += """
                    private var items\(index): [String] = ["a", "b", "c"] // storage
                    func update\(index)(with value: Int) -> String {
                        let label = "Item \\(value) of \\(items\(index).count)"
                        /* compute the total */ let total = items\(index).reduce(0) { $0 + $1.count } * value / 2
                        return label + String(total)
                    }

                """
            if index % 8 == 0 {
                text += """
                        func confirmDelete\(index)(name: String) {
                            let alert = UIAlertController(title: "Delete \\(name)?", message: "This can't be undone.", preferredStyle: .alert)
                            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                            alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in self.items\(index).removeAll() })
                            present(alert, animated: true)
                        }

                    """
            }
        }
        text += "}\n\nstruct Settings\(seed)View: View {\n    @State private var showing = false\n    var body: some View {\n"
        text += """
                    Button("Reset") { showing = true }
                        .alert("Reset all settings?", isPresented: $showing) {
                            Button("Reset", role: .destructive) { }
                            Button("Cancel", role: .cancel) { }
                        } message: {
                            Text("Your preferences return to their defaults.")
                        }
                }
            }

            """
        return text
    }
}
