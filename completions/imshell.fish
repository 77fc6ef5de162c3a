function __imshell_should_offer_completions_for_flags_or_options -a expected_commands
    set -l non_repeating_flags_or_options $argv[2..]
    set -l non_repeating_flags_or_options_absent 0
    set -l positional_index 0
    set -l commands
    __imshell_parse_tokens
    test "$commands" = "$expected_commands"; and return $non_repeating_flags_or_options_absent
end

function __imshell_should_offer_completions_for_positional -a expected_commands positional_index_comparison expected_positional_index
    set -l non_repeating_flags_or_options
    set -l non_repeating_flags_or_options_absent 0
    set -l positional_index 0
    set -l commands
    __imshell_parse_tokens
    test "$commands" = "$expected_commands" -a \( "$positional_index" "$positional_index_comparison" "$expected_positional_index" \)
end

function __imshell_parse_tokens -S
    set -l unparsed_tokens (__imshell_tokens -pc)
    switch $unparsed_tokens[1]
    case 'imshell'
        __imshell_parse_subcommand 2 'store=' 'remote=' 'e=+' 'f=+' 'batch' 'interactive' 'keep-going' 'echo' 'trace=' 'color=' 'now=' 'seed=' 'no-effects' 'max-items=' 'no-init' 'walkthrough=' 'version' 'h/help'
        switch $unparsed_tokens[1]
        case 'help'
            __imshell_parse_subcommand -r 1 'version'
        end
    end
end

function __imshell_tokens
    if test (string split -m 1 -f 1 -- . "$FISH_VERSION") -gt 3
        commandline --tokens-raw $argv
    else
        commandline -o $argv
    end
end

function __imshell_parse_subcommand -S -a positional_count
    argparse -s r -- $argv
    set -l option_specs $argv[2..]
    set -l is_repeating_positional $_flag_r
    set -el _flag_r
    set -a commands $unparsed_tokens[1]
    set positional_index 0
    while true
        set -e unparsed_tokens[1]
        argparse -sn "$commands" $option_specs -- $unparsed_tokens 2> /dev/null
        set unparsed_tokens $argv
        set positional_index (math $positional_index + 1)
        for non_repeating_flag_or_option in $non_repeating_flags_or_options
            if set -ql "_flag_$(string replace -a - _ -- $non_repeating_flag_or_option)"
                set non_repeating_flags_or_options_absent 1
                break
            end
        end
        test (count $unparsed_tokens) -eq 0 -o \( -z "$is_repeating_positional" -a "$positional_index" -gt "$positional_count" \) && break
    end
end

function __imshell_complete_directories
    set -l token (commandline -t)
    string match -- '*/' $token
    set -l subdirs $token*/
    printf %s\n $subdirs
end

function __imshell_custom_completion
    set -x SAP_SHELL fish
    set -x SAP_SHELL_VERSION $FISH_VERSION
    set -l tokens (__imshell_tokens -p)
    if test -z "$(__imshell_tokens -t)"
        set -l index (count (__imshell_tokens -pc))
        set tokens $tokens[..$index] \'\' $tokens[(math $index + 1)..]
    end
    command $tokens[1] $argv $tokens
end

complete -c 'imshell' -f
complete -c 'imshell' -n '__imshell_should_offer_completions_for_positional "imshell" -eq 1' -fka 'counter animals quakes foodtruck attach'
complete -c 'imshell' -n '__imshell_should_offer_completions_for_flags_or_options "imshell" store' -l 'store' -d 'Persistent store: memory or sqlite[:PATH].' -rfka ''
complete -c 'imshell' -n '__imshell_should_offer_completions_for_flags_or_options "imshell" remote' -l 'remote' -d 'Base URL of the remote store of the domain named here (a domain loaded later with :domain keeps its own).' -rfka ''
complete -c 'imshell' -n '__imshell_should_offer_completions_for_flags_or_options "imshell"' -s 'e' -d 'Run LINE (repeatable; after any -f files).' -rfka ''
complete -c 'imshell' -n '__imshell_should_offer_completions_for_flags_or_options "imshell"' -s 'f' -d 'Run the lines of FILE (repeatable).' -rfa '(for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.\'imsh\';printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'imshell' -n '__imshell_should_offer_completions_for_flags_or_options "imshell" batch' -l 'batch' -d 'Force batch mode: no prompt, no history, stop at the first error.'
complete -c 'imshell' -n '__imshell_should_offer_completions_for_flags_or_options "imshell" interactive' -l 'interactive' -d 'Force interactive mode (line editing, history, completion).'
complete -c 'imshell' -n '__imshell_should_offer_completions_for_flags_or_options "imshell" keep-going' -l 'keep-going' -d 'In batch mode, keep going after an error (the exit status still reports it).'
complete -c 'imshell' -n '__imshell_should_offer_completions_for_flags_or_options "imshell" echo' -l 'echo' -d 'Print each input line, after its prompt, before its output.'
complete -c 'imshell' -n '__imshell_should_offer_completions_for_flags_or_options "imshell" trace' -l 'trace' -d 'What each dispatch prints: actions,state,listeners,effects, all or none.' -rfka ''
complete -c 'imshell' -n '__imshell_should_offer_completions_for_flags_or_options "imshell" color' -l 'color' -d 'Colour output.' -rfka 'auto always never'
complete -c 'imshell' -n '__imshell_should_offer_completions_for_flags_or_options "imshell" now' -l 'now' -d 'Fix the clock (ISO-8601), for reproducible transcripts.' -rfka ''
complete -c 'imshell' -n '__imshell_should_offer_completions_for_flags_or_options "imshell" seed' -l 'seed' -d 'Seed every generated id and random choice.' -rfka ''
complete -c 'imshell' -n '__imshell_should_offer_completions_for_flags_or_options "imshell" no-effects' -l 'no-effects' -d 'Do not run side-effect listeners.'
complete -c 'imshell' -n '__imshell_should_offer_completions_for_flags_or_options "imshell" max-items' -l 'max-items' -d 'Collections longer than this print as [N items].' -rfka ''
complete -c 'imshell' -n '__imshell_should_offer_completions_for_flags_or_options "imshell" no-init' -l 'no-init' -d 'Do not read $XDG_CONFIG_HOME/imshell/imshellrc (interactive mode only reads it).'
complete -c 'imshell' -n '__imshell_should_offer_completions_for_flags_or_options "imshell" walkthrough' -l 'walkthrough' -d 'Play walkthrough NN of scripts/walkthroughs step by step, waiting for Enter between steps (q quits).' -rfka ''
complete -c 'imshell' -n '__imshell_should_offer_completions_for_flags_or_options "imshell" version' -l 'version' -d 'Show the version.'
complete -c 'imshell' -n '__imshell_should_offer_completions_for_flags_or_options "imshell" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'imshell' -n '__imshell_should_offer_completions_for_positional "imshell" -eq 2' -fa 'help' -d 'Show subcommand help information.'
complete -c 'imshell' -n '__imshell_should_offer_completions_for_flags_or_options "imshell help" version' -l 'version' -d 'Show the version.'
