/**
 * Where a JSON text stops being JSON, as a line and column, without quoting it: JSON.parse's own
 * message echoes the start of the text (`Unexpected token 'p', "password=h"…`), which for a file named
 * by mistake (`"extends": "/etc/secret.env"`) prints its content. The offset comes from jsonc-parser
 * (VS Code's JSON parser), which reports errors by position instead of by quoting.
 */
import { parse, ParseErrorCode, type ParseError } from "jsonc-parser";

/**
 * `line 3, column 5: unexpected character` (or `unexpected end of file`, `unterminated string`,
 * `trailing comma`, `missing comma`, at the comma or where it belongs) for a text JSON.parse rejected;
 * never any of the text itself.
 */
export function describeJsonError(text: string): string {
  const errors: ParseError[] = [];
  try {
    parse(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  } catch {
    return "not valid JSON"; // nested deeper than the stack
  }
  const first = errors[0];
  if (first === undefined) return "not valid JSON"; // JSON.parse is stricter (e.g. about escapes)
  const position = (offset: number) => {
    const before = text.slice(0, offset);
    return `line ${before.split("\n").length}, column ${offset - (before.lastIndexOf("\n") + 1) + 1}`;
  };
  const at = first.offset;
  // The last character before the error that is not white space: where a comma is, or should be.
  const previous = text.slice(0, at).search(/\S\s*$/);
  if (
    (first.error === ParseErrorCode.PropertyNameExpected || first.error === ParseErrorCode.ValueExpected) &&
    (text[at] === "}" || text[at] === "]") &&
    text[previous] === ","
  )
    return `${position(previous)}: trailing comma (JSON allows none before ${text[at] === "}" ? "}" : "]"})`;
  if (first.error === ParseErrorCode.CommaExpected && previous !== -1)
    return `${position(previous + 1)}: missing comma`;
  const what =
    first.error === ParseErrorCode.UnexpectedEndOfString
      ? "unterminated string"
      : at >= text.length
        ? "unexpected end of file"
        : "unexpected character";
  return `${position(at)}: ${what}`;
}
