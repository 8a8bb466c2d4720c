/**
 * Where a JSON text stops being JSON, as a line and column, without quoting it: JSON.parse's own
 * message echoes the start of the text (`Unexpected token 'p', "password=h"…`), which for a file named
 * by mistake (`"extends": "/etc/secret.env"`) prints its content.
 */

class Stop {
  constructor(readonly at: number) {}
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const HEX4 = /^[0-9a-fA-F]{4}$/;

/**
 * Offset of the first character that makes `text` invalid JSON (`text.length` when it ends too
 * early), -1 when it is valid, undefined when it nests too deeply to tell.
 */
export function jsonErrorOffset(text: string): number | undefined {
  let i = 0;
  const fail = (): never => {
    throw new Stop(i);
  };
  const space = () => {
    while (i < text.length && " \t\n\r".includes(text[i]!)) i++;
  };
  const string = () => {
    i++; // the opening quote
    while (i < text.length) {
      const c = text[i]!;
      if (c === '"') {
        i++;
        return;
      }
      if (c === "\\") {
        const escaped = text[i + 1];
        if (escaped !== undefined && '"\\/bfnrt'.includes(escaped)) i += 2;
        else if (escaped === "u" && HEX4.test(text.slice(i + 2, i + 6))) i += 6;
        else {
          i++;
          fail();
        }
        continue;
      }
      if (c < " ") fail();
      i++;
    }
    fail();
  };
  const value = (): void => {
    space();
    const c = text[i];
    if (c === "{") {
      i++;
      space();
      if (text[i] === "}") {
        i++;
        return;
      }
      for (;;) {
        space();
        if (text[i] !== '"') fail();
        string();
        space();
        if (text[i] !== ":") fail();
        i++;
        value();
        space();
        if (text[i] === ",") i++;
        else if (text[i] === "}") {
          i++;
          return;
        } else fail();
      }
    }
    if (c === "[") {
      i++;
      space();
      if (text[i] === "]") {
        i++;
        return;
      }
      for (;;) {
        value();
        space();
        if (text[i] === ",") i++;
        else if (text[i] === "]") {
          i++;
          return;
        } else fail();
      }
    }
    if (c === '"') return string();
    NUMBER.lastIndex = i;
    if (NUMBER.test(text)) {
      i = NUMBER.lastIndex;
      return;
    }
    for (const word of ["true", "false", "null"]) {
      if (text.startsWith(word, i)) {
        i += word.length;
        return;
      }
    }
    fail();
  };
  try {
    value();
    space();
    if (i < text.length) fail();
    return -1;
  } catch (error) {
    if (error instanceof Stop) return error.at;
    if (error instanceof RangeError) return undefined; // nested deeper than the stack
    throw error;
  }
}

/**
 * `line 3, column 5: unexpected character` (or `unexpected end of file`) for a text JSON.parse
 * rejected; never any of the text itself.
 */
export function describeJsonError(text: string): string {
  const at = jsonErrorOffset(text);
  if (at === undefined || at < 0) return "not valid JSON";
  const before = text.slice(0, at);
  const line = before.split("\n").length;
  const column = at - (before.lastIndexOf("\n") + 1) + 1;
  const what = at >= text.length ? "unexpected end of file" : "unexpected character";
  return `line ${line}, column ${column}: ${what}`;
}
