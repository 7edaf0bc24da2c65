;;; alertlint-eglot.el --- AlertLint language server for Eglot  -*- lexical-binding: t; -*-

;; Version: 0.1.0
;; Package-Requires: ((emacs "27.1") (eglot "1.9"))
;; Keywords: languages, tools

;;; Commentary:

;; Registers `alertlint lsp' with Eglot for `swift-mode' and `swift-ts-mode', so findings in
;; the copy of alerts and action sheets show up through Flymake and their fixes through
;; `eglot-code-actions'.
;;
;; Setup:
;;
;;   (add-to-list 'load-path "/path/to/alertlint/editors/emacs")
;;   (require 'alertlint-eglot)
;;   (add-hook 'swift-mode-hook #'eglot-ensure)
;;
;; Settings (M-x customize-group RET alertlint): `alertlint-eglot-program',
;; `alertlint-eglot-select', `alertlint-eglot-ignore', `alertlint-eglot-severity',
;; `alertlint-eglot-config-path'.  A project can override them in .dir-locals.el through
;; `eglot-workspace-configuration':
;;
;;   ((swift-mode . ((eglot-workspace-configuration
;;                    . (:alertlint (:severity (:ok-specific "error")))))))
;;
;; Commands: `alertlint-eglot-fix-all' applies every safe fix in the buffer; the quick fix of
;; one finding is `eglot-code-actions' (or `eglot-code-action-quickfix') at the finding.
;;
;; Beside sourcekit-lsp: Eglot gives each buffer exactly one server, chosen by the first entry
;; of `eglot-server-programs' that names the buffer's major mode.  Loading this file puts
;; AlertLint first for Swift buffers, so Eglot starts AlertLint instead of sourcekit-lsp.  To
;; keep sourcekit-lsp in Eglot, set `alertlint-eglot-register' to nil before loading this file
;; and run AlertLint outside Eglot (`alertlint check' through M-x compile, or an LSP
;; multiplexer that presents both servers to Eglot as one).  lsp-mode, unlike Eglot, can run
;; an add-on server beside the main one; see docs/editors.md.

;;; Code:

(require 'cl-lib)
(require 'eglot)

(defgroup alertlint nil
  "Lint the copy of alerts and action sheets in Swift code."
  :group 'tools
  :prefix "alertlint-")

(defcustom alertlint-eglot-program "alertlint"
  "The alertlint executable: a name looked up in variable `exec-path', or a path."
  :type 'string)

(defcustom alertlint-eglot-select nil
  "Rule ids to run (nil: every rule the configuration enables)."
  :type '(repeat string))

(defcustom alertlint-eglot-ignore nil
  "Rule ids never to run."
  :type '(repeat string))

(defcustom alertlint-eglot-severity nil
  "Severity overrides: an alist of (RULE-ID . LEVEL)."
  :type '(alist :key-type string
                :value-type (choice (const "error") (const "warning") (const "info") (const "off"))))

(defcustom alertlint-eglot-config-path nil
  "Configuration file to use instead of .alertlint.json.
Absolute, or relative to the project."
  :type '(choice (const :tag "Default (.alertlint.json)" nil) string))

(defcustom alertlint-eglot-modes '(swift-mode swift-ts-mode)
  "Major modes whose buffers AlertLint checks."
  :type '(repeat symbol))

(defcustom alertlint-eglot-register t
  "Non-nil: loading this file adds AlertLint to `eglot-server-programs'."
  :type 'boolean)

(defconst alertlint-eglot-install-hint
  "Install it with `swift build -c release' in the AlertLint checkout and put .build/release/alertlint on PATH, or set `alertlint-eglot-program'"
  "How to get the alertlint executable, shown when it cannot be found.")

(defclass alertlint-eglot-server (eglot-lsp-server) ()
  :documentation "The AlertLint language server.")

(defun alertlint-eglot-settings ()
  "The server settings from the alertlint-eglot options, as a JSON-ready plist."
  (append
   (when alertlint-eglot-select (list :select (vconcat alertlint-eglot-select)))
   (when alertlint-eglot-ignore (list :ignore (vconcat alertlint-eglot-ignore)))
   (when alertlint-eglot-severity
     (list :severity
           (cl-loop for (rule . level) in alertlint-eglot-severity
                    append (list (intern (concat ":" rule)) level))))
   (when alertlint-eglot-config-path (list :configPath alertlint-eglot-config-path))))

(defun alertlint-eglot--settings-object ()
  "`alertlint-eglot-settings', or an empty JSON object when there are none."
  (or (alertlint-eglot-settings) (make-hash-table)))

(cl-defmethod eglot-initialization-options ((_server alertlint-eglot-server))
  "The alertlint-eglot options, sent with initialize."
  (alertlint-eglot--settings-object))

;; The server asks for the "alertlint" section; without one in `eglot-workspace-configuration'
;; Eglot would answer null and the server would drop the options it started with.
(cl-defmethod eglot-handle-request
  ((_server alertlint-eglot-server) (_method (eql workspace/configuration)) &key items)
  "Answer ITEMS as Eglot does; a missing alertlint section gets our options."
  (let ((answers (append (cl-call-next-method) nil)))
    (apply #'vector
           (cl-mapcar (lambda (item answer)
                        (if (and (null answer) (equal (plist-get item :section) "alertlint"))
                            (alertlint-eglot--settings-object)
                          answer))
                      (append items nil) answers))))

(defun alertlint-eglot-contact (&optional _interactive)
  "The Eglot contact for AlertLint.
Signals a `user-error' with an install hint when the executable is missing."
  (let ((program (if (file-name-absolute-p alertlint-eglot-program)
                     (and (file-executable-p alertlint-eglot-program) alertlint-eglot-program)
                   (executable-find alertlint-eglot-program))))
    (unless program
      (let ((message (format "AlertLint: cannot find `%s'.  %s" alertlint-eglot-program alertlint-eglot-install-hint)))
        ;; Eglot 1.9 lets an error in `eglot-ensure' surface as a raw post-command-hook error:
        ;; the warning buffer says it plainly as well.
        (display-warning 'alertlint message :error)
        (user-error "%s" message)))
    (list 'alertlint-eglot-server program "lsp")))

(defun alertlint-eglot-fix-all ()
  "Apply every safe AlertLint fix in the current buffer."
  (interactive)
  (eglot-code-actions (point-min) (point-max) "source.fixAll.alertlint" t))

;;;###autoload
(defun alertlint-eglot-register ()
  "Put AlertLint first in `eglot-server-programs' for `alertlint-eglot-modes'."
  (setq eglot-server-programs
        ;; Eglot names the language after the mode (swift-ts-mode would be "swift-ts").
        (cons (cons (mapcar (lambda (mode) (list mode :language-id "swift")) alertlint-eglot-modes)
                    #'alertlint-eglot-contact)
              (cl-remove #'alertlint-eglot-contact eglot-server-programs :key #'cdr))))

(when alertlint-eglot-register (alertlint-eglot-register))

(provide 'alertlint-eglot)
;;; alertlint-eglot.el ends here
