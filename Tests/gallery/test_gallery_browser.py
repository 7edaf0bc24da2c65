"""The gallery as chromium renders it: every button where its platform puts it, copy wrapping inside
the alert, dark mode, translations side by side, the filters and search."""
import re

import pytest

# Each drawn button as the page lays it out, in document order.
BUTTONS = """
return Array.from(document.querySelectorAll('figure.alert')).map(function (figure) {
  var panel = figure.querySelector('.panel').getBoundingClientRect();
  return {
    file: figure.dataset.file, line: Number(figure.dataset.line), platform: figure.dataset.platform,
    kind: figure.dataset.kind, language: figure.dataset.language, arrangement: figure.dataset.arrangement,
    presentation: figure.dataset.presentation, stacked: figure.dataset.stackedToFit === 'true',
    panel: {left: panel.left, right: panel.right, top: panel.top, bottom: panel.bottom},
    buttons: Array.from(figure.querySelectorAll('[data-role]')).map(function (button) {
      var box = button.getBoundingClientRect(), style = getComputedStyle(button);
      return {role: button.dataset.role, title: button.dataset.title, index: Number(button.dataset.index),
              emphasized: button.dataset.emphasized === 'true', apart: !!button.closest('.apart'),
              left: box.left, right: box.right, top: box.top, bottom: box.bottom,
              weight: Number(style.fontWeight), color: style.color, background: style.backgroundColor};
    })
  };
});
"""


def expected_order(site, platform, stacked):
    """Where Apple's platforms put each button (indexes in the order the code adds them), restated
    from the HIG and Apple's documentation, independently of the Swift code that draws them."""
    roles = [action["role"] for action in site["actions"]]
    count = len(roles)
    cancels = [i for i, role in enumerate(roles) if role == "cancel"]
    others = [i for i, role in enumerate(roles) if role != "cancel"]
    if platform in ("ios", "ipados"):
        if site["kind"] == "alert":
            # Two buttons side by side with Cancel leading; more, stacked with Cancel at the bottom.
            return cancels + others if count == 2 and not stacked else others + cancels
        # Action sheets: Cancel apart at the bottom; an iPad popover shows none.
        return others if platform == "ipados" else others + cancels
    if site["framework"] == "appkit":
        order = list(range(count))
    else:
        preferred = site.get("preferredAction")
        default = preferred if preferred is not None else next(iter(others), None)
        rest = [i for i in range(count) if i != default]
        order = ([default] if default is not None else []) + [i for i in rest if roles[i] != "cancel"] + \
            [i for i in rest if roles[i] == "cancel"]
    # macOS 11: two buttons side by side, the first handed to NSAlert at the trailing end; else a
    # stack in that order with Cancel moved to the bottom.
    if count == 2 and not stacked:
        return order[::-1]
    return [i for i in order if roles[i] != "cancel"] + [i for i in order if roles[i] == "cancel"]


def rgb(color):
    """`rgb(255, 59, 48)` or `rgba(…)` → (255, 59, 48)."""
    return tuple(int(float(part)) for part in re.findall(r"[\d.]+", color)[:3])


def geometric(buttons):
    return sorted(buttons, key=lambda b: (round(b["top"]), b["left"]))


def test_every_button_is_where_its_platform_puts_it(page):
    figures = page.js(BUTTONS)
    assert len(figures) >= 20
    checked = 0
    for figure in figures:
        site = page.sites[(figure["file"], figure["line"])]
        buttons = figure["buttons"]
        where = f'{figure["file"]}:{figure["line"]} on {figure["platform"]} ({figure["language"]})'
        # The document lists them in on-screen order: left to right, then top to bottom.
        assert [b["index"] for b in geometric(buttons)] == [b["index"] for b in buttons], where
        assert [b["index"] for b in buttons] == expected_order(site, figure["platform"], figure["stacked"]), where
        main = [b for b in buttons if not b["apart"]]
        if figure["arrangement"] == "row" and len(main) > 1:
            assert len({round(b["top"]) for b in main}) == 1, where
            assert all(a["right"] <= b["left"] + 1 for a, b in zip(main, main[1:])), where
        elif len(main) > 1:
            assert all(a["bottom"] <= b["top"] + 1 for a, b in zip(main, main[1:])), where
        for apart in (b for b in buttons if b["apart"]):
            assert all(apart["top"] >= b["bottom"] + 4 for b in main), f"{where}: Cancel is not set apart below"
        for button in buttons:
            red, green, _ = rgb(button["color"])
            if button["role"] == "destructive" and not (figure["platform"] == "macos" and button["emphasized"]):
                assert red > 180 and green < 120, f"{where}: destructive {button['title']} is not red"
            if figure["platform"] != "macos":
                assert (button["weight"] >= 600) == button["emphasized"], f"{where}: {button['title']} bold"
            checked += 1
    assert checked > 40
    page.screenshot("buttons")


def test_rows_that_do_not_fit_are_stacked(large_app):
    large_app.open()
    figures = large_app.js(BUTTONS)
    stacked = [f for f in figures if f["stacked"]]
    rows = [f for f in figures if f["arrangement"] == "row"]
    assert stacked, "the long titles of the large app stack some rows"
    assert rows, "short titles stay side by side"
    for figure in rows:
        labels = large_app.js("""
            return Array.from(document.querySelectorAll('figure.alert[data-arrangement="row"] .label'))
              .filter(function (label) { return label.scrollWidth > label.clientWidth + 1; }).length""")
        assert labels == 0, "a row whose titles are cut should have been stacked"


def test_long_copy_wraps_inside_the_alert(page):
    result = page.js("""
        var outside = [], wrapped = 0;
        document.querySelectorAll('figure.alert').forEach(function (figure) {
          var panel = figure.querySelector('.panel').getBoundingClientRect();
          figure.querySelectorAll('.title, .message, .btn').forEach(function (element) {
            var box = element.getBoundingClientRect();
            if (box.left < panel.left - 0.5 || box.right > panel.right + 0.5 || element.scrollWidth > element.clientWidth + 1) {
              outside.push(figure.dataset.file + ':' + figure.dataset.line + ' ' + element.className);
            }
            var lineHeight = parseFloat(getComputedStyle(element).lineHeight) || 20;
            if (element.matches('.title, .message') && box.height > lineHeight * 1.8) { wrapped += 1; }
          });
        });
        return {outside: outside, wrapped: wrapped};""")
    assert result["outside"] == []
    assert result["wrapped"] > 0, "long titles and messages wrap onto more lines"


def test_panels_have_their_platform_width(examples):
    examples.open()
    widths = examples.js("""
        var widths = {};
        document.querySelectorAll('figure.alert').forEach(function (figure) {
          var key = figure.dataset.platform + ' ' + figure.dataset.presentation;
          widths[key] = Math.round(figure.querySelector('.panel').getBoundingClientRect().width);
        });
        return widths;""")
    assert widths["ios alert"] == 270
    assert widths["macos alert"] == 260
    assert widths["ios sheet"] == 377
    assert widths["ipados popover"] == 320


def test_dark_mode_changes_colors(page):
    probe = "var p = document.querySelector('figure.alert .panel'); return [getComputedStyle(p).backgroundColor, getComputedStyle(document.body).backgroundColor]"
    light = page.js(probe)
    page.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "dark"}]})
    dark = page.js(probe)
    assert dark != light
    assert sum(rgb(dark[0])) < sum(rgb(light[0])) and sum(rgb(dark[1])) < sum(rgb(light[1]))
    page.screenshot("dark", height=3000)
    # The page's own switch wins over the system's choice.
    page.js("var s = document.getElementById('appearance'); s.value = 'light'; s.dispatchEvent(new Event('change'));")
    assert page.js(probe) == light
    page.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})


def visible_cards(page):
    return page.js("return Array.from(document.querySelectorAll('article.card')).filter(function (c) { return c.offsetParent !== null; }).map(function (c) { return c.dataset; })")


def choose(page, element_id, value):
    page.js("var e = document.getElementById(arguments[0]); e.value = arguments[1]; e.dispatchEvent(new Event(e.tagName === 'INPUT' ? 'input' : 'change'));",
            element_id, value)


def test_filters_and_search_hide_and_show_alerts(page):
    every = visible_cards(page)
    assert len(every) == page.js("return document.querySelectorAll('article.card').length")
    choose(page, "f-rule", "ok-specific")
    flagged = visible_cards(page)
    assert 0 < len(flagged) < len(every)
    assert all("ok-specific" in card["rules"].split() for card in flagged)
    assert page.js("return document.getElementById('shown').textContent") == str(len(flagged))
    choose(page, "f-rule", "")
    choose(page, "f-severity", "clean")
    assert all(card["severities"] == "clean" for card in visible_cards(page))
    choose(page, "f-severity", "")
    choose(page, "f-framework", "appkit")
    assert visible_cards(page) and all(card["framework"] == "appkit" for card in visible_cards(page))
    choose(page, "f-framework", "")
    choose(page, "f-platform", "macos")
    shown = visible_cards(page)
    assert shown and all(card["framework"] != "uikit" for card in shown)
    assert page.js("return Array.from(document.querySelectorAll('.platform')).filter(function (p) { return p.offsetParent !== null && p.dataset.platform !== 'macos'; }).length") == 0
    choose(page, "f-platform", "")
    choose(page, "f-search", "replace")
    found = visible_cards(page)
    assert found and all("replace" in card["search"] for card in found)
    choose(page, "f-search", "")
    assert len(visible_cards(page)) == len(every)


def test_translations_are_side_by_side_and_filterable(page):
    pairs = page.js("""
        var pairs = [];
        document.querySelectorAll('.platform').forEach(function (row) {
          var en = row.querySelector('figure[data-language="en"]'), zh = row.querySelector('figure[data-language="zh-Hans"]');
          if (en && zh) { pairs.push([en.getBoundingClientRect().top, zh.getBoundingClientRect().top,
                                      en.getBoundingClientRect().right, zh.getBoundingClientRect().left]); }
        });
        return pairs;""")
    assert pairs, "localized alerts are drawn in English and Chinese"
    assert all(abs(a - b) < 1 and right <= left for a, b, right, left in pairs)
    choose(page, "f-language", "zh-Hans")
    languages = page.js("return Array.from(document.querySelectorAll('figure.alert')).filter(function (f) { return f.offsetParent !== null; }).map(function (f) { return f.dataset.language + (f.dataset.everyLanguage ? '*' : ''); })")
    assert languages and all(language in ("zh-Hans", "en*") for language in languages)
    page.screenshot("zh-Hans", height=3000)
    choose(page, "f-language", "")


def test_findings_are_pinned_to_their_element(examples):
    examples.open()
    pins = examples.js("""
        return Array.from(document.querySelectorAll('.finding[id]')).map(function (item) {
          var pin = document.querySelector('a.pin[href="#' + item.id + '"]');
          var element = pin && pin.closest('[data-element], .alert-pins');
          return [item.dataset.target, element ? (element.dataset.element || 'alert') : null, item.querySelector('a.rule').href];
        });""")
    assert len(pins) > 30
    for target, element, url in pins:
        assert element is not None, target
        assert target == element or target.startswith("button-") and element == "alert" or target in ("title", "message") and element == "alert"
        assert url.startswith("https://")


def test_the_page_loads_nothing_and_opens_quickly(page):
    assert page.js("return performance.getEntriesByType('resource').length") == 0
    timing = page.js("var t = performance.getEntriesByType('navigation')[0]; return t.loadEventEnd - t.startTime")
    assert timing < 5000, f"the page took {timing:.0f} ms to load"
