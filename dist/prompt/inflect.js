/**
 * English for a resource name in the prompt templates: singular and plural from either form, with
 * irregulars (pluralize), and the indefinite article by pronunciation (indefinite: "an hour",
 * "a university", "an MBA", "a URL"). Acronyms keep their case and take a lower-case "s".
 */
import indefinite from "indefinite";
import pluralize from "pluralize";
const ACRONYM = /^[A-Z][A-Z0-9]+s?$/;
export function singularOf(name) {
    if (ACRONYM.test(name))
        return name.replace(/s$/, "");
    return pluralize.singular(name);
}
export function pluralOf(name) {
    const one = singularOf(name);
    return ACRONYM.test(one) ? `${one}s` : pluralize.plural(one);
}
/** `a user`, `an hour`: the singular with its article. */
export function withArticle(name) {
    return indefinite(singularOf(name));
}
