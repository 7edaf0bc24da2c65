" Author: AlertLint
" Description: AlertLint lints the copy of alerts and action sheets in
" Swift code. ALE runs `alertlint lsp`; findings show as ALE problems, fixes through
" :ALECodeAction.

call ale#Set('swift_alertlint_executable', 'alertlint')
" Server settings: {'select': [ids], 'ignore': [ids], 'severity': {id: 'error'|'warning'|'info'|'off'},
" 'configPath': path}. They sit on top of the project's .alertlint.json.
call ale#Set('swift_alertlint_options', {})

" The folder with Package.swift or .alertlint.json, else the git checkout, else the file's
" folder: AlertLint lints a lone Swift file too, so a root is always found.
function! ale_linters#swift#alertlint#GetProjectRoot(buffer) abort
    for l:marker in ['Package.swift', '.alertlint.json']
        let l:path = ale#path#FindNearestFile(a:buffer, l:marker)

        if !empty(l:path)
            return fnamemodify(l:path, ':h')
        endif
    endfor

    let l:git = ale#path#FindNearestDirectory(a:buffer, '.git')

    if !empty(l:git)
        " FindNearestDirectory answers '/project/.git/'.
        return fnamemodify(l:git, ':h:h')
    endif

    return fnamemodify(bufname(a:buffer), ':p:h')
endfunction

call ale#linter#Define('swift', {
\   'name': 'alertlint',
\   'lsp': 'stdio',
\   'executable': {b -> ale#Var(b, 'swift_alertlint_executable')},
\   'command': '%e lsp',
\   'project_root': function('ale_linters#swift#alertlint#GetProjectRoot'),
\   'language': 'swift',
\   'initialization_options': {b -> ale#Var(b, 'swift_alertlint_options')},
\   'lsp_config': {b -> {'alertlint': ale#Var(b, 'swift_alertlint_options')}},
\})
