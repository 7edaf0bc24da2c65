/// The page's one style sheet: system fonts only, each platform's metrics in points as CSS
/// pixels, light and dark colors as variables.
enum GalleryStyle {
    /// The dark colors, used both when the system asks for them and when the page is switched to
    /// dark, so they are written once.
    static let dark = """
        --page: #161618; --ink: #f2f2f7; --muted: #98989f; --rule: #38383a; --card: #1f1f21; --backdrop: #3a3a3c;
        --ios-panel: #2c2c2e; --ios-ink: #fff; --ios-muted: #8d8d93; --ios-sep: #48484a; --ios-blue: #0a84ff;
        --ios-red: #ff453a; --mac-panel: #323234; --mac-btn: #5c5c5e; --mac-btn-ink: #fff; --mac-accent: #0a84ff;
        --mac-red: #ff453a; --mac-sep: #4a4a4c; --ph-bg: #3a3a2a; --ph-ink: #ffe08a; --ph-line: #8a7a3a;
        --miss-bg: #3d2224; --miss-ink: #ff9f9a; --code: #2a2a2c; color-scheme: dark;
        """

    static let css = #"""
        :root { --font: -apple-system, BlinkMacSystemFont, "SF Pro Text", "Helvetica Neue", "PingFang SC",
            "Hiragino Sans", "Noto Sans CJK SC", "Noto Sans", "Segoe UI", Roboto, Arial, sans-serif;
          --mono: ui-monospace, SFMono-Regular, Menlo, Consolas, "DejaVu Sans Mono", monospace;
          --page: #f5f5f7; --ink: #1d1d1f; --muted: #6e6e73; --rule: #d2d2d7; --card: #fff; --backdrop: #c9ccd3;
          --ios-panel: #f2f2f2; --ios-ink: #000; --ios-muted: #6d6d72; --ios-sep: #c6c6c8; --ios-blue: #007aff;
          --ios-red: #ff3b30; --mac-panel: #ececec; --mac-btn: #fff; --mac-btn-ink: #1d1d1f; --mac-accent: #007aff;
          --mac-red: #ff3b30; --mac-sep: #d0d0d0; --ph-bg: #fff6d5; --ph-ink: #6b5200; --ph-line: #c9a227;
          --miss-bg: #ffe5e3; --miss-ink: #a1140a; --code: #f0f0f3; --error: #d70015; --warning: #c76a00; --info: #0071a4;
          color-scheme: light; }
        @media (prefers-color-scheme: dark) { :root:not([data-appearance="light"]) { DARK } }
        :root[data-appearance="dark"] { DARK }
        * { box-sizing: border-box; }
        body { margin: 0; font: 14px/1.4 var(--font); background: var(--page); color: var(--ink); }
        a { color: var(--ios-blue); }
        code, pre { font-family: var(--mono); font-size: 12px; }
        .toolbar { position: sticky; top: 0; z-index: 2; display: flex; flex-wrap: wrap; gap: 8px 14px; align-items: center;
          padding: 10px 20px; background: var(--card); border-bottom: 1px solid var(--rule); }
        .toolbar h1 { font-size: 17px; margin: 0 8px 0 0; }
        .toolbar label { font-size: 12px; color: var(--muted); display: flex; gap: 4px; align-items: center; }
        .toolbar select, .toolbar input { font: 13px var(--font); color: var(--ink); background: var(--page);
          border: 1px solid var(--rule); border-radius: 6px; padding: 3px 6px; }
        .toolbar input { width: 14em; }
        .summary { font-size: 12px; color: var(--muted); }
        main { padding: 8px 20px 40px; }
        .file > h2 { font: 600 15px var(--mono); margin: 26px 0 8px; }
        .file > h2 .count { font: 12px var(--font); color: var(--muted); margin-left: 6px; }
        .card { background: var(--card); border: 1px solid var(--rule); border-radius: 12px; margin: 0 0 14px; padding: 10px 14px 12px; }
        .card-head { display: flex; flex-wrap: wrap; gap: 6px; align-items: baseline; font-size: 13px; }
        .card-head .kind { font-weight: 600; }
        .card-head .fn { color: var(--muted); }
        .card-head .src { margin-left: auto; font-family: var(--mono); font-size: 12px; }
        .card-head .editor { font-size: 12px; }
        .change { font-size: 11px; font-weight: 600; text-transform: uppercase; border-radius: 4px; padding: 1px 5px; color: #fff; }
        .c-added { background: #248a3d; } .c-removed { background: var(--error); } .c-changed { background: var(--warning); }
        .sides { display: flex; flex-wrap: wrap; gap: 8px 28px; }
        .side { flex: 1 1 420px; min-width: 0; }
        .side h3 { font-size: 13px; margin: 10px 0 0; color: var(--muted); }
        .drawings { display: flex; flex-direction: column; gap: 10px; margin: 10px 0; }
        .platform { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-start; }
        figure.alert { margin: 0; }
        figcaption { font-size: 11px; color: var(--muted); margin: 0 0 4px 2px; }
        .screen { display: flex; flex-direction: column; align-items: center; justify-content: center; padding: 26px 14px;
          background: var(--backdrop); border-radius: 18px; min-width: 300px; }
        .note { font-size: 11px; color: var(--muted); margin: 4px 2px 0; max-width: 300px; }
        .panel { position: relative; text-align: center; overflow: visible; }
        .texts p { margin: 0; overflow-wrap: anywhere; }
        .btn { position: relative; overflow-wrap: anywhere; cursor: default; }
        .buttons.row { display: flex; }
        .buttons.row .btn { flex: 1 1 0; min-width: 0; }
        .buttons.row .label { display: block; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
        .field { height: 26px; margin: 12px 0 0; border: 0.5px solid var(--ios-sep); border-radius: 6px; background: var(--card); }
        /* iOS and iPadOS */
        .p-ios .panel, .p-ipados .panel { background: var(--ios-panel); color: var(--ios-ink); border-radius: 14px; }
        .v-alert:not(.p-macos) .panel { width: 270px; }
        .v-alert:not(.p-macos) .texts { padding: 19px 16px 20px; }
        .v-alert:not(.p-macos) .title { font: 600 17px/22px var(--font); }
        .v-alert:not(.p-macos) .message { font: 13px/16px var(--font); margin-top: 2px; }
        .p-ios .btn, .p-ipados .btn { display: flex; align-items: center; justify-content: center; min-height: 44px;
          padding: 11px 8px; font: 17px/22px var(--font); color: var(--ios-blue); border-top: 0.5px solid var(--ios-sep); }
        .p-ios .btn .label, .p-ipados .btn .label { max-width: 100%; }
        .p-ios .row .btn + .btn, .p-ipados .row .btn + .btn { border-left: 0.5px solid var(--ios-sep); }
        .p-ios .btn.emph, .p-ipados .btn.emph { font-weight: 600; }
        .p-ios .btn.r-destructive, .p-ipados .btn.r-destructive { color: var(--ios-red); }
        .v-sheet .screen { justify-content: flex-end; padding: 70px 8px 8px; }
        .v-sheet .panel { width: 377px; }
        .v-sheet .texts, .v-popover .texts { padding: 14px 16px; }
        .v-sheet .texts:empty, .v-popover .texts:empty { display: none; }
        .v-sheet .texts:empty + .buttons .btn:first-child, .v-popover .texts:empty + .buttons .btn:first-child { border-top: 0; }
        .v-sheet .title, .v-popover .title { font: 600 13px/18px var(--font); color: var(--ios-muted); }
        .v-sheet .message, .v-popover .message { font: 13px/18px var(--font); color: var(--ios-muted); }
        .v-sheet .btn { min-height: 57px; font-size: 20px; line-height: 25px; }
        .v-sheet .panel.apart { margin-top: 8px; }
        .v-sheet .apart .btn { border-top: 0; font-weight: 600; }
        .v-popover .screen { padding-top: 36px; }
        .v-popover .panel { width: 320px; }
        .v-popover .panel::before { content: ""; position: absolute; top: -12px; left: 50%; margin-left: -13px;
          border: 13px solid transparent; border-top: 0; border-bottom: 12px solid var(--ios-panel); }
        .v-popover .btn { min-height: 50px; font-size: 18px; }
        /* macOS 11 and later */
        .p-macos .panel { width: 260px; padding: 20px 16px 16px; background: var(--mac-panel); color: var(--ink); border-radius: 12px;
          box-shadow: 0 10px 30px rgba(0, 0, 0, 0.25), 0 0 0 0.5px rgba(0, 0, 0, 0.2); }
        .p-macos .icon { width: 64px; height: 64px; margin: 0 auto 10px; border-radius: 14px; position: relative;
          background: linear-gradient(160deg, #8fb8ff, #3d6fe0); }
        .p-macos .icon.critical::after { content: "!"; position: absolute; right: -6px; bottom: -4px; width: 28px; height: 26px;
          font: 700 16px/28px var(--font); color: #000; background: #ffcc00; clip-path: polygon(50% 0, 100% 100%, 0 100%); }
        .p-macos .title { font: 700 13px/17px var(--font); }
        .p-macos .message { font: 11px/14px var(--font); margin-top: 6px; }
        .p-macos .texts { margin-bottom: 16px; }
        .p-macos .suppress { display: flex; gap: 6px; align-items: center; justify-content: center; font-size: 12px; margin: -6px 0 14px; }
        .p-macos .suppress .box { width: 14px; height: 14px; border-radius: 3px; background: var(--mac-btn); border: 0.5px solid var(--mac-sep); }
        .p-macos .buttons { display: flex; gap: 8px; }
        .p-macos .buttons.stack { flex-direction: column; }
        .p-macos .btn { min-height: 24px; padding: 3px 8px; font: 13px/18px var(--font); border-radius: 6px; background: var(--mac-btn);
          color: var(--mac-btn-ink); box-shadow: 0 0.5px 1.5px rgba(0, 0, 0, 0.3); }
        .p-macos .btn.r-destructive { color: var(--mac-red); }
        .p-macos .btn.emph { background: var(--mac-accent); color: #fff; }
        .p-macos .buttons.apart { margin-top: 14px; }
        .p-macos .buttons.list { gap: 0; }
        .p-macos .buttons.list .btn { background: transparent; box-shadow: none; border-radius: 0; border-top: 1px solid var(--mac-sep); }
        .p-macos .buttons.list .btn.emph { color: var(--mac-accent); background: transparent; font-weight: 600; }
        .p-macos .buttons.list .btn:hover { background: var(--mac-btn); border-radius: 6px; }
        /* Copy the engine cannot see, and what the system titles */
        .placeholder, .interp { font: 0.8em var(--mono); border-radius: 4px; padding: 0 3px; overflow-wrap: anywhere; }
        .placeholder { background: var(--ph-bg); color: var(--ph-ink); border: 1px dashed var(--ph-line); }
        .placeholder.missing { background: var(--miss-bg); color: var(--miss-ink); border-color: var(--miss-ink); }
        .interp { background: var(--ph-bg); color: var(--ph-ink); }
        .system { font-style: italic; }
        .untranslated { text-decoration: underline wavy var(--miss-ink); text-underline-offset: 3px; }
        /* Findings */
        .flagged { outline: 2px dashed var(--warning); outline-offset: 1px; border-radius: 3px; }
        .pin { display: inline-block; min-width: 16px; height: 16px; padding: 0 4px; margin-left: 4px; border-radius: 8px;
          font: 700 10px/16px var(--font); color: #fff; text-decoration: none; vertical-align: 2px; font-style: normal; }
        .alert-pins { position: absolute; top: -8px; right: -8px; z-index: 1; }
        .s-error.pin { background: var(--error); } .s-warning.pin { background: var(--warning); } .s-info.pin { background: var(--info); }
        .findings { list-style: none; margin: 6px 0 0; padding: 0; font-size: 13px; }
        .finding { display: flex; flex-wrap: wrap; gap: 2px 8px; align-items: baseline; padding: 5px 0; border-top: 1px solid var(--rule); }
        .finding:target { background: var(--ph-bg); }
        .finding .num { font-weight: 700; min-width: 1.2em; }
        .finding .sev { font-size: 11px; font-weight: 600; text-transform: uppercase; }
        .s-error .sev { color: var(--error); } .s-warning .sev { color: var(--warning); } .s-info .sev { color: var(--info); }
        .finding .target { color: var(--muted); }
        .finding .msg { flex: 1 1 280px; }
        .finding .rule, .finding .where { font-size: 12px; }
        .finding .where code { font-size: 11px; }
        .fix { flex-basis: 100%; display: flex; flex-wrap: wrap; gap: 4px 8px; align-items: center; margin-left: 1.6em; font-size: 12px; }
        .fix .safety { color: var(--muted); }
        .before-after { display: inline-flex; flex-wrap: wrap; gap: 6px; align-items: center; }
        .before-after q, .before-after pre { margin: 0; padding: 1px 6px; border-radius: 4px; background: var(--code); }
        .before-after pre { white-space: pre-wrap; }
        .before { text-decoration: line-through; text-decoration-color: var(--error); }
        .clean { font-size: 12px; color: var(--muted); margin: 4px 0 0; }
        .unplaced { font-size: 13px; }
        .empty { color: var(--muted); padding: 40px 0; text-align: center; }
        [hidden] { display: none !important; }
        """#.replacing("DARK", with: dark)
}
