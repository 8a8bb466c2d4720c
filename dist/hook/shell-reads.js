/**
 * The files a shell command would print, read from its text as data (it is never run): `cat .env`,
 * `head -n 5 key.pem`, `grep TOKEN config/.env`, `less < secrets.txt`. The secrets guard
 * (secrets-guard.ts) looks into them before the command runs, so that a file holding a secret does
 * not reach the model through a shell tool's output.
 *
 * A small tokenizer, not a shell: quotes and backslashes are honoured, `|`, `||`, `&&`, `;`, `&` and
 * newlines split commands, `<` names a file read by any command. A word holding an expansion (`$`,
 * a backtick) cannot be known without running the shell and is skipped; a glob in one directory
 * (`cat .env*`) is matched against that directory. Heredoc bodies are the command's own text, not a
 * file, and are skipped.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import picomatch from "picomatch";
/** Commands that print (some of) the files they are given, and their options that take a value. */
const PRINTERS = {
    cat: { valueOptions: [] },
    tac: { valueOptions: ["-s"] },
    nl: { valueOptions: ["-b", "-d", "-f", "-h", "-i", "-l", "-n", "-s", "-v", "-w"] },
    head: { valueOptions: ["-n", "-c"] },
    tail: { valueOptions: ["-n", "-c", "-s", "--pid"] },
    less: { valueOptions: ["-b", "-h", "-j", "-k", "-o", "-O", "-p", "-P", "-t", "-T", "-x", "-y", "-z"] },
    more: { valueOptions: ["-n"] },
    bat: { valueOptions: ["-l", "-r", "-H", "--language", "--line-range", "--style", "--theme"] },
    batcat: { valueOptions: ["-l", "-r", "-H", "--language", "--line-range", "--style", "--theme"] },
    strings: { valueOptions: ["-n", "-t"] },
    xxd: { valueOptions: ["-c", "-g", "-l", "-s"] },
    od: { valueOptions: ["-A", "-j", "-N", "-t", "-w"] },
    hexdump: { valueOptions: ["-n", "-s", "-e"] },
    base64: { valueOptions: ["-w"] },
    sort: { valueOptions: ["-k", "-t", "-o", "-S"] },
    uniq: { valueOptions: ["-f", "-s", "-w"] },
    cut: { valueOptions: ["-b", "-c", "-d", "-f"] },
    grep: { valueOptions: ["-A", "-B", "-C", "-m", "-e", "-f", "--include", "--exclude"], pattern: true },
    egrep: { valueOptions: ["-A", "-B", "-C", "-m", "-e", "-f"], pattern: true },
    fgrep: { valueOptions: ["-A", "-B", "-C", "-m", "-e", "-f"], pattern: true },
    rg: { valueOptions: ["-A", "-B", "-C", "-m", "-e", "-f", "-g", "-t", "-T"], pattern: true },
    awk: { valueOptions: ["-F", "-v", "-f"], pattern: true },
    sed: { valueOptions: ["-e", "-f", "-l"], pattern: true },
};
/** Words that run the next word as the command. */
const WRAPPERS = new Set(["sudo", "command", "exec", "nice", "nohup", "time", "env", "builtin"]);
/** The command's words and operators; `literal` is false for a word holding an expansion. */
export function tokenize(command) {
    const tokens = [];
    let word = "";
    let inWord = false;
    let literal = true;
    const flush = () => {
        if (inWord)
            tokens.push({ word, literal });
        word = "";
        inWord = false;
        literal = true;
    };
    for (let i = 0; i < command.length; i++) {
        const c = command[i] ?? "";
        if (c === "\\") {
            const next = command[i + 1];
            if (next === "\n")
                i++;
            else if (next !== undefined) {
                word += next;
                inWord = true;
                i++;
            }
            continue;
        }
        if (c === "'") {
            const end = command.indexOf("'", i + 1);
            word += command.slice(i + 1, end === -1 ? undefined : end);
            inWord = true;
            i = end === -1 ? command.length : end;
            continue;
        }
        if (c === '"') {
            let j = i + 1;
            for (; j < command.length && command[j] !== '"'; j++) {
                const d = command[j] ?? "";
                if (d === "\\" && j + 1 < command.length) {
                    word += command[j + 1] ?? "";
                    j++;
                }
                else {
                    if (d === "$" || d === "`")
                        literal = false;
                    word += d;
                }
            }
            inWord = true;
            i = j;
            continue;
        }
        if (c === "$" || c === "`")
            literal = false;
        if (c === " " || c === "\t") {
            flush();
            continue;
        }
        if (c === "#" && !inWord) {
            const end = command.indexOf("\n", i);
            i = end === -1 ? command.length : end - 1;
            continue;
        }
        if (c === "\n" || c === ";" || c === "|" || c === "&" || c === "(" || c === ")") {
            flush();
            const two = command.slice(i, i + 2);
            const op = two === "||" || two === "&&" || two === ";;" ? two : c;
            if (op.length === 2)
                i++;
            tokens.push({ op });
            if (c === "\n")
                skipHeredocs(tokens, command, i, (end) => (i = end));
            continue;
        }
        if (c === "<" || c === ">") {
            const opStart = i;
            const glued = inWord;
            flush();
            let op = c;
            while (command[i + 1] === "<" || command[i + 1] === ">" || command[i + 1] === "&")
                op += command[++i];
            // 2>file: the descriptor was read as a word just before.
            const last = tokens.at(-1);
            if (glued && opStart > 0 && last && "word" in last && /^\d$/.test(last.word))
                tokens.pop();
            tokens.push({ op });
            continue;
        }
        word += c;
        inWord = true;
    }
    flush();
    return tokens;
}
/** After a newline: the bodies of the heredocs the line before opened (`<<EOF` ... `EOF`) are skipped. */
function skipHeredocs(tokens, command, at, moveTo) {
    const delimiters = [];
    for (let k = tokens.length - 2; k >= 0; k--) {
        const token = tokens[k];
        if (token === undefined || ("op" in token && token.op === "\n"))
            break;
        const next = tokens[k + 1];
        if ("op" in token && (token.op === "<<" || token.op === "<<-") && next && "word" in next)
            delimiters.unshift(next.word);
    }
    let position = at;
    for (const delimiter of delimiters) {
        const lines = command.slice(position + 1).split("\n");
        let offset = position + 1;
        for (const line of lines) {
            offset += line.length + 1;
            if (line.trim() === delimiter)
                break;
        }
        position = offset - 1;
    }
    if (position !== at)
        moveTo(position);
}
/** The simple commands of a tokenized command line, each its words and its `<` inputs. */
function commandsOf(tokens) {
    const commands = [];
    let current = { words: [], inputs: [] };
    for (let i = 0; i < tokens.length; i++) {
        const token = tokens[i];
        if (token === undefined)
            continue;
        if ("op" in token) {
            if (token.op.startsWith("<") || token.op.startsWith(">")) {
                const target = tokens[i + 1];
                i++;
                // `< file` is read; `<<` is a heredoc (its body skipped), `<<<` a string; `>` writes.
                if (token.op === "<" && target && "word" in target && target.literal)
                    current.inputs.push(target.word);
                continue;
            }
            commands.push(current);
            current = { words: [], inputs: [] };
            continue;
        }
        current.words.push(token);
    }
    commands.push(current);
    return commands;
}
/** The file operands of one printing command's arguments. */
function operandsOf(name, args) {
    const spec = PRINTERS[name];
    if (spec === undefined)
        return [];
    const files = [];
    let patternGiven = false;
    let optionsDone = false;
    for (let i = 0; i < args.length; i++) {
        const { word, literal } = args[i] ?? { word: "", literal: false };
        if (!optionsDone && word === "--") {
            optionsDone = true;
            continue;
        }
        if (!optionsDone && word.startsWith("-") && word !== "-") {
            const name = word.includes("=") ? word.slice(0, word.indexOf("=")) : word;
            if (spec.valueOptions.includes(name) && !word.includes("=")) {
                const value = args[i + 1];
                i++;
                if (value !== undefined && (name === "-e" || name === "-f"))
                    patternGiven = true;
            }
            continue;
        }
        if (spec.pattern === true && !patternGiven) {
            patternGiven = true;
            continue;
        }
        if (literal && word !== "-")
            files.push(word);
    }
    return files;
}
/** A word with a glob in its last part, matched in its directory; other words as they are. */
function expand(word, cwd) {
    const base = path.basename(word);
    if (!/[*?[]/.test(base) || /[*?[]/.test(path.dirname(word)))
        return [word];
    const dir = path.dirname(word);
    const isMatch = picomatch(base, { dot: false });
    try {
        const found = readdirSync(path.resolve(cwd, dir)).filter((entry) => isMatch(entry));
        return found.length === 0 ? [word] : found.map((entry) => (dir === "." ? entry : path.join(dir, entry)));
    }
    catch {
        return [word];
    }
}
/** The files `command` would print, as absolute paths (resolved from `cwd`); never runs it. */
export function filesPrintedBy(command, cwd) {
    const files = new Set();
    for (const { words, inputs } of commandsOf(tokenize(command))) {
        let at = 0;
        // Leading assignments (LC_ALL=C cat ...) and wrappers (sudo cat ...).
        while (at < words.length) {
            const word = words[at]?.word ?? "";
            if (/^[A-Za-z_][A-Za-z0-9_]*=/.test(word) || WRAPPERS.has(word))
                at++;
            else
                break;
        }
        const name = path.basename(words[at]?.word ?? "");
        const operands = operandsOf(name, words.slice(at + 1));
        for (const file of [...inputs, ...operands])
            for (const expanded of expand(file, cwd))
                files.add(path.resolve(cwd, expanded));
    }
    return [...files];
}
