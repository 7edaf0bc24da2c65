;;; compile-test.el --- alertlint-eglot.el byte-compiles with no warning  -*- lexical-binding: t; -*-

;; emacs --batch -l Tests/editor-clients/emacs/compile-test.el editors/emacs/alertlint-eglot.el
;; Compiles a copy (no .elc lands in the repository) with warnings as errors.

;;; Code:

(require 'package)
(unless (locate-library "eglot") (package-initialize))
(require 'bytecomp)

(let* ((source (expand-file-name (car command-line-args-left)))
       (folder (make-temp-file "alertlint-compile-" t))
       (copy (expand-file-name (file-name-nondirectory source) folder))
       (byte-compile-error-on-warn t)
       (ok (progn (copy-file source copy)
                  (ignore-errors (byte-compile-file copy)))))
  (setq command-line-args-left nil)
  (message (if ok "PASS: %s byte-compiles with no warning" "FAIL: %s: byte-compile warnings above")
           (file-name-nondirectory source))
  (delete-directory folder t)
  (kill-emacs (if ok 0 1)))

;;; compile-test.el ends here
