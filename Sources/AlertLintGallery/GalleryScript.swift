/// The page's one small script: it stacks a two-button row whose titles do not fit side by side
/// (as iOS and macOS do, measured with the fonts the page is drawn in), and runs the filters,
/// the search and the appearance switch. The page reads fine without it.
enum GalleryScript {
    static let javaScript = #"""
        (function () {
          "use strict";
          // Every measurement first, then every change, so the page is laid out once.
          var rows = Array.prototype.slice.call(document.querySelectorAll(".buttons.row"));
          var tooWide = rows.filter(function (row) {
            return Array.prototype.some.call(row.querySelectorAll(".label"), function (label) {
              return label.scrollWidth > label.clientWidth + 1;
            });
          });
          tooWide.forEach(function (row) {
            var template = row.parentNode.querySelector("template.stacked");
            if (!template) { return; }
            var panel = row.parentNode;
            panel.replaceChild(template.content.cloneNode(true), row);
            var figure = panel.closest("figure.alert");
            figure.setAttribute("data-arrangement", "stack");
            figure.setAttribute("data-stacked-to-fit", "true");
            template.remove();
          });
          document.documentElement.setAttribute("data-rows-checked", String(tooWide.length));

          function value(id) { var element = document.getElementById(id); return element ? element.value : ""; }
          function has(list, word) { return (" " + list + " ").indexOf(" " + word + " ") >= 0; }
          var cards = Array.prototype.slice.call(document.querySelectorAll("article.card"));
          var sections = Array.prototype.slice.call(document.querySelectorAll("section.file"));
          function apply() {
            var rule = value("f-rule"), severity = value("f-severity"), framework = value("f-framework");
            var language = value("f-language"), platform = value("f-platform");
            var query = value("f-search").trim().toLowerCase();
            var shown = 0;
            cards.forEach(function (card) {
              var visible = (!rule || has(card.getAttribute("data-rules"), rule))
                && (!severity || has(card.getAttribute("data-severities"), severity))
                && (!framework || card.getAttribute("data-framework") === framework)
                && (!query || card.getAttribute("data-search").indexOf(query) >= 0);
              var rows = card.querySelectorAll(".platform");
              var platforms = 0;
              Array.prototype.forEach.call(rows, function (row) {
                var keep = !platform || row.getAttribute("data-platform") === platform;
                row.hidden = !keep;
                if (keep) { platforms += 1; }
              });
              if (platform && platforms === 0) { visible = false; }
              Array.prototype.forEach.call(card.querySelectorAll("figure.alert, .finding"), function (element) {
                element.hidden = !!language && element.getAttribute("data-language") !== language
                  && !element.closest("[data-every-language]") && !card.querySelector("[data-every-language]");
              });
              card.hidden = !visible;
              if (visible) { shown += 1; }
            });
            sections.forEach(function (section) {
              section.hidden = !section.querySelector("article.card:not([hidden])") && !!section.querySelector("article.card");
            });
            var counter = document.getElementById("shown");
            if (counter) { counter.textContent = String(shown); }
          }
          ["f-rule", "f-severity", "f-framework", "f-language", "f-platform"].forEach(function (id) {
            var element = document.getElementById(id);
            if (element) { element.addEventListener("change", apply); }
          });
          var search = document.getElementById("f-search");
          if (search) { search.addEventListener("input", apply); }
          var appearance = document.getElementById("appearance");
          if (appearance) {
            appearance.addEventListener("change", function () {
              if (appearance.value) { document.documentElement.setAttribute("data-appearance", appearance.value); }
              else { document.documentElement.removeAttribute("data-appearance"); }
            });
          }
          apply();
        })();
        """#
}
