/**
 * Claude Code's `if` filters (permission-rule syntax, Claude Code 2.1.85 and later) for qgate's edit
 * hook, built from the policy's `include` globs, so an edit of a file the policy never checks starts no
 * process at all. A rule holds one gitignore-style path (`/` anchors it at the project root) and has
 * no alternation, so each glob (each brace alternative) becomes its own handler; Claude Code runs a
 * command once per event however many of its handlers match.
 */
import braces from "braces";
/** picomatch syntax that gitignore patterns lack: negation, extglobs, regex groups. */
const UNSUPPORTED = /^!|[@+!*?]\(|\(.*\|.*\)/;
/** The `if` rules matching exactly the files `include` selects, or none when it selects every file. */
export function editRulesFor(include) {
    if (include.length === 0)
        return { rules: undefined };
    const rules = [];
    for (const glob of include) {
        for (const pattern of braces.expand(glob)) {
            if (UNSUPPORTED.test(pattern) || pattern.includes(")") || pattern.includes("\n"))
                return { rules: undefined, reason: glob };
            const anchored = `/${pattern.replace(/^(\.\/)+/, "").replace(/^\/+/, "")}`;
            // Edit rules cover Claude's editing tools; Write as well, in case a version tells them apart.
            for (const tool of ["Edit", "Write"]) {
                const rule = `${tool}(${anchored})`;
                if (!rules.includes(rule))
                    rules.push(rule);
            }
        }
    }
    return { rules };
}
