#!/usr/bin/env python3
"""Writes a large, realistic localized iOS app for measuring how much alert copy AlertLint can see.

    Scripts/make-localized-app.py OUT_DIR [--features N] [--seed S] [--mixed]

The app spells its alert copy the ways shipping apps do, in a fixed, seeded mix per piece of copy:
literals, NSLocalizedString with English keys and with identifier keys (resolved through
en.lproj / zh-Hans.lproj, the Chinese table in UTF-16 with a BOM), a `UserText` enum of
`NSLocalizedString(key, value:)` constants, SwiftGen's `L10n` (Localizable.strings and a String
Catalog module), local variables holding a localized string, and parameters. The last two stay
out of reach of a tokenizer and count as unknown.

`--mixed` adds, beside each feature, a UIKit action sheet, a SwiftUI view with an alert and a
confirmation dialog, and an AppKit NSAlert (drawn by `alertlint gallery` on every platform); the
UIKit code and tables it writes are the same with or without it.
"""
import json, os, random, sys

args = sys.argv[1:]
if not args:
    sys.exit(__doc__)
out = args[0]
features = int(args[args.index('--features') + 1]) if '--features' in args else 120
rng = random.Random(int(args[args.index('--seed') + 1]) if '--seed' in args else 7)
mixed = '--mixed' in args
# Its own generator, so the UIKit features come out the same with --mixed.
mixed_rng = random.Random(11)

NOUNS = ['Photo', 'Album', 'Draft', 'Bookmark', 'Playlist', 'Contact', 'Note', 'Folder', 'Download', 'Message',
         'Reminder', 'Device', 'Account', 'Workout', 'Recipe', 'Document', 'Tab', 'Passkey', 'Subscription', 'Backup']
ZH = {'Photo': '照片', 'Album': '相簿', 'Draft': '草稿', 'Bookmark': '书签', 'Playlist': '播放列表', 'Contact': '联系人',
      'Note': '备忘录', 'Folder': '文件夹', 'Download': '下载项', 'Message': '信息', 'Reminder': '提醒事项', 'Device': '设备',
      'Account': '账户', 'Workout': '体能训练', 'Recipe': '食谱', 'Document': '文稿', 'Tab': '标签页', 'Passkey': '通行密钥',
      'Subscription': '订阅', 'Backup': '备份'}
ALERTS = [  # (title, zh title, message, zh message, buttons [(en, zh, role)])
    ('Delete {n}?', '删除{z}？', 'This {l} will be deleted from all devices.', '此{z}将从所有设备上删除。',
     [('Cancel', '取消', 'cancel'), ('Delete', '删除', 'destructive')]),
    ('Unable to Save {n}', '无法存储{z}', 'Check your connection and try again.', '请检查网络连接后重试。', [('OK', '好', 'default')]),
    ('Error', '错误', 'The {l} couldn’t be loaded.', '无法载入{z}', [('OK', '确定', 'default')]),
    ('Discard Changes?', '放弃更改?', 'Your changes to this {l} will be lost.', '对此{z}的更改将会丢失。',
     [('Cancel', '取消', 'cancel'), ('OK', '好', 'destructive')]),
    ('Remove {n} from Favorites?', '从个人收藏中移除{z}？', None, None, [('Cancel', '关闭', 'cancel'), ('Remove', '移除', 'destructive')]),
    ('Sign Out?', '退出登录？', 'You can sign in again at any time.', '你可以随时重新登录。', [('Cancel', '取消', 'cancel'), ('Sign Out', '退出登录', 'default')]),
]
MIX = [('literal', 15), ('englishKey', 15), ('identifierKey', 20), ('userText', 20), ('swiftGen', 15), ('localVariable', 10), ('parameter', 5)]

def pick():
    roll = rng.uniform(0, 100)
    for name, weight in MIX:
        roll -= weight
        if roll <= 0:
            return name
    return MIX[-1][0]

def q(text):
    return json.dumps(text, ensure_ascii=False)

en_strings, zh_strings, user_text, swiftgen, catalog = {}, {}, {}, {}, {}

def spell(en, zh, key, lets):
    """The Swift expression for one piece of copy, registering its tables and constants."""
    style = pick()
    name = ''.join(w.capitalize() for w in key.replace('-', '.').split('.'))
    name = name[0].lower() + name[1:]
    if style == 'literal':
        return q(en)
    if style == 'englishKey':
        zh_strings[en] = zh
        return f'NSLocalizedString({q(en)}, comment: "")'
    if style == 'identifierKey':
        en_strings[key], zh_strings[key] = en, zh
        return f'NSLocalizedString({q(key)}, comment: "")'
    if style == 'userText':
        user_text[name] = (key, en)
        en_strings[key], zh_strings[key] = en, zh
        return f'UserText.{name}'
    if style == 'swiftGen':
        group = key.split('.')[0].capitalize()
        swiftgen.setdefault(group, {})[name] = (key, en)
        catalog[key] = (en, zh)
        return f'L10n.{group}.{name}'
    if style == 'localVariable':
        en_strings[key], zh_strings[key] = en, zh
        var = f'text{len(lets)}'
        lets.append(f'let {var} = NSLocalizedString({q(key)}, comment: "")')
        return var
    return 'copy.' + name

def feature(index):
    noun = NOUNS[index % len(NOUNS)]
    lines = ['import UIKit', '', f'final class {noun}ViewController{index}: UIViewController {{']
    for number, (title, zt, message, zm, buttons) in enumerate(ALERTS):
        if rng.random() < 0.35:
            continue
        base = f'{noun.lower()}{index}.alert{number}'
        lets = []
        t = spell(title.format(n=noun), zt.format(z=ZH[noun]), base + '.title', lets)
        m = spell(message.format(l=noun.lower()), zm.format(z=ZH[noun]), base + '.message', lets) if message else 'nil'
        actions = []
        for b, (en, zh, role) in enumerate(buttons):
            actions.append((spell(en, zh, f'{base}.button{b}', lets), role))
        lines.append(f'    func showAlert{number}(copy: AlertCopy) {{')
        lines += ['        ' + let for let in lets]
        lines.append(f'        let alert = UIAlertController(title: {t}, message: {m}, preferredStyle: .alert)')
        for expression, role in actions:
            lines.append(f'        alert.addAction(UIAlertAction(title: {expression}, style: .{role}))')
        lines += ['        present(alert, animated: true)', '    }', '']
    lines.append('}')
    return '\n'.join(lines) + '\n'

def write(path, text, encoding='utf-8'):
    path = os.path.join(out, path)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    data = text.encode(encoding) if encoding == 'utf-8' else b'\xff\xfe' + text.encode('utf-16-le')
    with open(path, 'wb') as file:
        file.write(data)

def mixed_feature(index):
    """An action sheet, a SwiftUI alert and dialog, and an NSAlert, with literal copy."""
    noun = NOUNS[index % len(NOUNS)]
    long = mixed_rng.random() < 0.3
    share = f'Share {noun} with Everyone in the Family Group' if long else f'Share {noun}'
    cancel_first = mixed_rng.random() < 0.5
    cancel = '            sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))'
    sheet = [cancel] if cancel_first else []
    sheet += [f'            sheet.addAction(UIAlertAction(title: {q(share)}, style: .default))',
              f'            sheet.addAction(UIAlertAction(title: "Delete {noun}", style: .destructive))']
    sheet += [] if cancel_first else [cancel]
    return '\n'.join([
        'import UIKit', 'import SwiftUI', 'import AppKit', '',
        f'final class {noun}Options{index}: UIViewController {{',
        f'    func showOptions(from button: UIBarButtonItem) {{',
        f'        let sheet = UIAlertController(title: {q(noun + " Options")}, message: nil, preferredStyle: .actionSheet)',
        *[line[4:] for line in sheet],
        '        sheet.popoverPresentationController?.barButtonItem = button',
        '        present(sheet, animated: true)', '    }', '}', '',
        f'struct {noun}Settings{index}: View {{',
        '    @State private var confirming = false', '    @State private var choosing = false',
        '    var body: some View {',
        f'        Text("{noun}")',
        f'            .alert({q("Reset " + noun + " Settings?")}, isPresented: $confirming) {{',
        '                Button("Cancel", role: .cancel) { }',
        '                Button("Reset", role: .destructive) { }',
        '            } message: {',
        f'                Text({q("Your " + noun.lower() + " settings return to their defaults.")})',
        '            }',
        f'            .confirmationDialog({q("Export " + noun)}, isPresented: $choosing) {{',
        '                Button("Export as PDF") { }', '                Button("Export as Image") { }',
        '                Button("Cancel", role: .cancel) { }', '            }',
        '    }', '}', '',
        f'func confirmReplace{noun}{index}(name: String) -> Bool {{',
        '    let alert = NSAlert()',
        f'    alert.messageText = "“\\(name)” already exists. Do you want to replace it?"',
        f'    alert.informativeText = {q("Replacing it overwrites the " + noun.lower() + " saved there.")}',
        '    alert.addButton(withTitle: "Replace")', '    alert.addButton(withTitle: "Cancel")',
        '    return alert.runModal() == .alertFirstButtonReturn', '}', ''])


for index in range(features):
    write(f'App/Features/Feature{index}/{NOUNS[index % len(NOUNS)]}ViewController{index}.swift', feature(index))
    if mixed:
        write(f'App/Features/Feature{index}/{NOUNS[index % len(NOUNS)]}Options{index}.swift', mixed_feature(index))
write('App/Support/UserText.swift', 'import Foundation\n\nenum UserText {\n' + ''.join(
    f'    static let {name} = NSLocalizedString({q(key)}, value: {q(en)}, comment: "")\n' for name, (key, en) in sorted(user_text.items())) + '}\n')
gen = ['// Generated using SwiftGen', 'import Foundation', '', 'internal enum L10n {']
for group, members in sorted(swiftgen.items()):
    gen.append(f'  internal enum {group} {{')
    for name, (key, en) in sorted(members.items()):
        gen += [f'    /// {en}', f'    internal static let {name} = L10n.tr("Localizable", {q(key)}, fallback: {q(en)})']
    gen.append('  }')
gen += ['}', '', 'extension L10n {', '  private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String) -> String {',
        '    let format = Bundle.main.localizedString(forKey: key, value: value, table: table)',
        '    return String(format: format, locale: Locale.current, arguments: args)', '  }', '}']
write('App/Generated/Strings.swift', '\n'.join(gen) + '\n')
strings = lambda table: ''.join(f'{q(k)} = {q(v)};\n' for k, v in sorted(table.items()))
write('App/Resources/en.lproj/Localizable.strings', strings(en_strings))
write('App/Resources/zh-Hans.lproj/Localizable.strings', strings(zh_strings), encoding='utf-16')
write('App/Resources/Catalog/Localizable.xcstrings', json.dumps({'sourceLanguage': 'en', 'version': '1.0', 'strings': {
    key: {'localizations': {lang: {'stringUnit': {'state': 'translated', 'value': value}} for lang, value in (('en', en), ('zh-Hans', zh))}}
    for key, (en, zh) in sorted(catalog.items())}}, ensure_ascii=False, indent=2) + '\n')
print(f'{features} features, {len(en_strings)} en entries, {len(zh_strings)} zh entries, '
      f'{len(user_text)} UserText constants, {sum(map(len, swiftgen.values()))} SwiftGen constants')
