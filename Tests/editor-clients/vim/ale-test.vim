" Drives ALE against the real `alertlint lsp` in headless Vim:
"   vim -Es -N -u Tests/editor-clients/vim/testvimrc -S Tests/editor-clients/vim/ale-test.vim
" Environment: FIXTURE (a Swift file whose button "delete" on line 6 is a button-case finding),
" RESULTS (the file that receives one "PASS: NAME" or "FAIL: NAME: WHY" line per check).

let s:results = []

function! s:Report(name, ok, why) abort
    call add(s:results, (a:ok ? 'PASS: ' : 'FAIL: ') . a:name . (a:ok ? '' : ': ' . a:why))
endfunction

" `sleep` lets Vim read the server's messages and run ALE's timers, as a user's pause would.
function! s:WaitFor(Predicate, seconds) abort
    let l:deadline = reltimefloat(reltime()) + a:seconds

    while !a:Predicate() && reltimefloat(reltime()) < l:deadline
        sleep 100m
    endwhile

    return a:Predicate()
endfunction

function! s:Finding() abort
    let l:found = filter(copy(ale#engine#GetLoclist(bufnr(''))), 'get(v:val, "code", "") is# "button-case"')

    return empty(l:found) ? {} : l:found[0]
endfunction

function! s:Loclist() abort
    return string(map(copy(ale#engine#GetLoclist(bufnr(''))), '[v:val.lnum, v:val.type, v:val.text]'))
endfunction

function! s:Run() abort
    let l:dir = tempname()
    call mkdir(l:dir, 'p')
    call writefile(readfile($FIXTURE), l:dir . '/Demo.swift')
    execute 'edit ' . fnameescape(l:dir . '/Demo.swift')
    call s:Report('a .swift file gets filetype swift', &filetype is# 'swift', 'filetype ' . &filetype)

    call s:WaitFor({-> !empty(s:Finding())}, 30)
    let l:finding = s:Finding()
    call s:Report('finding arrives in ALE''s loclist on line 6',
    \   get(l:finding, 'lnum') == 6 && get(l:finding, 'linter_name', '') is# 'alertlint', s:Loclist())
    call s:Report('severity setting reaches the server (button-case is an error)',
    \   get(l:finding, 'type', '') is# 'E', s:Loclist())

    call cursor(6, stridx(getline(6), 'delete') + 1)
    " What :ALECodeAction lists, through the menu hook ALE gives to pop-up menus.
    let s:titles = []
    call ale#codefix#Execute(0, {data, items -> extend(s:titles, map(copy(items), 'v:val[1].title'))})
    call s:WaitFor({-> !empty(s:titles)}, 15)
    call s:Report('code actions offer the fix first, then the disable comment',
    \   get(s:titles, 0, '') is# 'Write “Delete”' && index(s:titles, 'Disable button-case for this line') > 0,
    \   string(s:titles))

    " The user runs :ALECodeAction and answers its numbered prompt with 1.
    call feedkeys("1\<CR>", 't')
    ALECodeAction
    call s:WaitFor({-> getline(6) =~# 'title: "Delete"'}, 15)
    call s:Report('the chosen fix rewrites "delete" as "Delete"', getline(6) =~# 'title: "Delete", style: .destructive',
    \   getline(6))

    " ALE lints again when the user pauses after a change; :ALELint is that pause.
    ALELint
    call s:Report('finding clears after the fix',
    \   !empty(l:finding) && s:WaitFor({-> empty(s:Finding())}, 15), s:Loclist())

    set nomodified
    call delete(l:dir, 'rf')
endfunction

try
    call s:Run()
catch
    call s:Report('the test ran to the end', 0, v:exception . ' at ' . v:throwpoint)
endtry

call writefile(s:results, $RESULTS)
qall!
