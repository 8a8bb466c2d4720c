/** An example value for each option that takes one: usage errors show it ("--diff needs a value, e.g. --diff main"). */
export declare const VALUE_EXAMPLES: Readonly<Record<string, string>>;
