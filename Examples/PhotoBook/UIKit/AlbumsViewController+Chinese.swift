import UIKit

// 中文文案的提醒：AlertLint 同样理解简体中文。
extension AlbumsViewController {
    func 确认删除相簿(_ album: Album) {
        let alert = UIAlertController(title: "删除此相簿？", message: "点击“删除”将从所有设备上移除这个相簿", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "取消", style: .cancel))
        alert.addAction(UIAlertAction(title: "确定", style: .destructive) { _ in album.delete() })
        present(alert, animated: true)
    }

    func 显示同步错误() {
        let alert = UIAlertController(title: "错误", message: "你的照片无法同步。", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "好", style: .default))
        present(alert, animated: true)
    }

    func 确认清空最近删除() {
        let alert = UIAlertController(title: "清空“最近删除”？", message: "这些照片将被永久删除。", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "算了", style: .cancel))
        alert.addAction(UIAlertAction(title: "清空", style: .default) { _ in RecentlyDeleted.empty() })
        present(alert, animated: true)
    }

    func 显示导出完成() {
        let alert = UIAlertController(title: "导出完成", message: "已导出 12 张照片,可在“文件”App 中查看。", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "好", style: .default))
        present(alert, animated: true)
    }
}
