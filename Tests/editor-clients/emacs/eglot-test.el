;;; eglot-test.el --- Drives Eglot + Flymake against the real `alertlint lsp'  -*- lexical-binding: t; -*-

;; emacs --batch -L editors/emacs -l Tests/editor-clients/emacs/eglot-test.el
;; Environment: ALERTLINT (the binary), FIXTURE (a Swift file with a `button-case' finding on
;; line 6: the button "delete").  Prints "PASS: NAME" or "FAIL: NAME: WHY" per check and exits
;; non-zero when any check failed.

;;; Code:

(require 'package)
;; Debian's elpa-* packages (eglot among them) are activated by package.el, which batch mode skips.
(unless (locate-library "eglot") (package-initialize))
(require 'cl-lib)
(require 'flymake)

(defvar alertlint-test-failures 0)

(defun alertlint-test-report (name ok &optional why)
  (if ok
      (message "PASS: %s" name)
    (setq alertlint-test-failures (1+ alertlint-test-failures))
    (message "FAIL: %s: %s" name why)))

(defun alertlint-test-wait (predicate seconds)
  "Process output until PREDICATE returns non-nil or SECONDS pass; return its value.
Batch Emacs is never idle, so the idle timers through which Eglot sends changes and Flymake
starts a check would never fire: each round runs them as a pause in typing would."
  (let ((deadline (+ (float-time) seconds)) value)
    (while (and (not (setq value (funcall predicate))) (< (float-time) deadline))
      (mapc #'timer-event-handler (copy-sequence timer-idle-list))
      (accept-process-output nil 0.1))
    value))

(defun alertlint-test-finding (rule)
  "The Flymake diagnostic of RULE in the current buffer, if any."
  (cl-find-if (lambda (d) (string-match-p (regexp-quote rule) (flymake-diagnostic-text d)))
              (flymake-diagnostics)))

(defun alertlint-test-choose-default (_prompt _collection &optional _predicate _require-match
                                              _initial _history default &rest _)
  "Stands in for the user pressing RET at Eglot's code action prompt (the preferred action)."
  default)

(let* ((binary (or (getenv "ALERTLINT") (error "Set ALERTLINT to the alertlint binary")))
       (fixture (or (getenv "FIXTURE") (error "Set FIXTURE to the Swift test file")))
       (workspace (make-temp-file "alertlint-eglot-" t))
       (file (expand-file-name "Demo.swift" workspace))
       (original (with-temp-buffer (insert-file-contents fixture) (buffer-string))))
  (with-temp-file file (insert original))
  ;; Debian packages no swift-mode: stand in with a bare mode of the same name, which is all
  ;; Eglot needs to pick the server.
  (unless (fboundp 'swift-mode)
    (define-derived-mode swift-mode prog-mode "Swift"))
  (require 'alertlint-eglot)
  (setq alertlint-eglot-program binary
        alertlint-eglot-severity '(("button-case" . "error"))
        eglot-sync-connect 30)

  (let ((alertlint-eglot-program "/nonexistent/alertlint"))
    (let ((message (condition-case err (progn (alertlint-eglot-contact) nil)
                     (user-error (error-message-string err)))))
      (alertlint-test-report "missing binary names the program and how to install it"
                             (and message (string-match-p "/nonexistent/alertlint" message)
                                  (string-match-p "swift build" message))
                             (format "got %S" message))))

  (find-file file)
  (swift-mode)
  (condition-case err
      (apply #'eglot (eglot--guess-contact))
    (error (alertlint-test-report "eglot connects" nil (error-message-string err))))
  (let ((server (eglot-current-server)))
    (alertlint-test-report "eglot starts alertlint for swift-mode"
                           (and server (eq (eieio-object-class server) 'alertlint-eglot-server))
                           (format "server %S" server))
    (let ((finding (alertlint-test-wait (lambda () (alertlint-test-finding "button-case")) 30)))
      (alertlint-test-report "finding arrives through Flymake on line 6"
                             (and finding (= 6 (line-number-at-pos (flymake-diagnostic-beg finding))))
                             (format "diagnostics %S" (mapcar #'flymake-diagnostic-text (flymake-diagnostics))))
      (alertlint-test-report "severity setting reaches the server (button-case is an error)"
                             (and finding (eq (flymake-diagnostic-type finding) 'eglot-error))
                             (format "type %S" (and finding (flymake-diagnostic-type finding))))
      (when finding
        (goto-char (flymake-diagnostic-beg finding))
        (cl-letf (((symbol-function 'completing-read) #'alertlint-test-choose-default)
                  (last-nonmenu-event ?\r))
          (condition-case err
              (eglot-code-actions (flymake-diagnostic-beg finding) (flymake-diagnostic-end finding) nil t)
            (error (message "code action error: %s" (error-message-string err)))))
        (alertlint-test-report "quick fix rewrites \"delete\" as \"Delete\""
                               (string-match-p "title: \"Delete\", style: .destructive" (buffer-string))
                               (buffer-string))
        (alertlint-test-report "finding clears after the fix"
                               (alertlint-test-wait (lambda () (null (alertlint-test-finding "button-case"))) 15)
                               (format "diagnostics %S" (mapcar #'flymake-diagnostic-text (flymake-diagnostics))))))

    (erase-buffer)
    (insert original)
    (alertlint-test-wait (lambda () (alertlint-test-finding "button-case")) 15)
    (condition-case err (alertlint-eglot-fix-all)
      (error (message "fix all error: %s" (error-message-string err))))
    (alertlint-test-report "alertlint-eglot-fix-all applies the safe fixes"
                           (string-match-p "title: \"Delete\", style: .destructive" (buffer-string))
                           (buffer-string))
    (when server (ignore-errors (eglot-shutdown server))))
  (set-buffer-modified-p nil)
  (delete-directory workspace t)
  (kill-emacs (if (zerop alertlint-test-failures) 0 1)))

;;; eglot-test.el ends here
