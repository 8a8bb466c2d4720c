import { n as __require, r as __toESM, t as __commonJSMin } from "./rolldown-runtime-CoNq6U3z.js";
import { t as resolveRoot } from "./root-l3I4w1AS.js";
import { t as displayPath } from "./paths-CKwe_9xS.js";
import { a as UsageError, r as FileError } from "./errors-BsNsftzl.js";
import { t as loadPolicy } from "./load-Xy4XWCO9.js";
import { n as lintPrompt, r as TECHNIQUES, t as DEFAULT_MAX_CHARS } from "./lint-BeDnp2T6.js";
import { i as require_picocolors, n as useColor } from "./output-DgzH8D8r.js";
import { p as promptMessages } from "./messages-CuSOVVL6.js";
import { t as isStrictEnv } from "./args-kDsXOlRC.js";
import { n as presetStdinValue } from "./stdin-preset-BxE4FV9C.js";
import { t as defineCommand } from "./define-command-BoCfixfe.js";
import { readFileSync } from "node:fs";
import path from "node:path";

// dist/prompt/render.js
var import_picocolors = /* @__PURE__ */ __toESM(require_picocolors(), 1);
function renderLintPretty(result, verdict, color) {
	const c = import_picocolors.default.createColors(color);
	const lines = [`Prompt score: ${(result.score >= 80 ? c.green : result.score >= 50 ? c.yellow : c.red)(c.bold(`${result.score}/100`))}`];
	if (result.findings.length === 0) lines.push("  No findings: the prompt follows the conventions.");
	for (const finding of result.findings) {
		const label = finding.severity === "error" ? c.red("error  ") : finding.severity === "warning" ? c.yellow("warning") : c.cyan("info   ");
		const where = finding.line !== void 0 && !finding.message.includes(`line ${finding.line}`) ? c.dim(` (line ${finding.line})`) : "";
		lines.push("", `  ${label}  ${finding.message}${where}  ${c.dim(finding.id)}`);
		const [first, ...rest] = finding.suggestion.split("\n");
		lines.push(`           ${c.dim("→")} ${first ?? ""}`, ...rest.map((line) => `             ${line}`));
	}
	lines.push("");
	lines.push(`Techniques recognised: ${result.techniques.length > 0 ? result.techniques.join(", ") : "none"}`);
	if (verdict.minScore > 0) {
		const state = result.score >= verdict.minScore ? "met" : verdict.blocked ? "not met: blocked" : "not met (advisory: not strict)";
		lines.push(`Minimum score ${verdict.minScore}: ${state}`);
	}
	return `${lines.join("\n")}\n`;
}

// node_modules/indefinite/lib/helpers.js
var require_helpers = /* @__PURE__ */ __commonJSMin(((exports) => {
	const STARTS_WITH_VOWEL = /^[aeiouAEIOU]/;
	/**
	* Array#indexOf is faster IF the word starts with "a" (for example),
	* but negligibly faster when you have to .toLowerCase() the word, and
	* slower if the word happens to start with (e.g.) "u."
	*/
	exports.startsWithVowel = (word) => STARTS_WITH_VOWEL.test(word);
	exports.capitalize = (article, opts) => {
		if (opts.capitalize) article = `${article.charAt(0).toUpperCase()}${article.slice(1)}`;
		return article;
	};
}));

// node_modules/indefinite/lib/irregular-words.js
var require_irregular_words = /* @__PURE__ */ __commonJSMin(((exports) => {
	exports.check = (word, ending) => {
		if (ending) {
			let regex = new RegExp(`${ending}$`);
			word = word.replace(regex, "");
			if (word.length <= 1) return false;
		}
		return exports.list.indexOf(word) > -1;
	};
	/**
	* Here follows a List of words that take irregular articles because their
	* first letter is either a consonant pronounced like a vowel (hour) or a
	* vowel proncounced like a consonant (ukelele). Note that this is not only
	* nouns because adjectives and adverbs that start with these letters could
	* also follow an article when they identify a later noun, as in "a useless
	* tool."
	*
	* This is not an attempt at a complete list, but rather a collection of
	* words used in at least moderate frequency. A list of ALL irregular words
	* would be too exhaustive to compile without some sort of tool.
	* http://www.thefreedictionary.com/words-that-start-with-eu says there are
	* over 1800 words starting with "eu" alone.
	*
	* At least for now, this list omits proper names, as they aren't USUALLY
	* used in such a way as to require an _indefinite_ article. I can't think,
	* for example, of a case where you'd want to say "a Eustace."
	*/
	exports.list = [
		"eunuch",
		"eucalyptus",
		"eugenics",
		"eulogy",
		"euphemism",
		"euphony",
		"euphoria",
		"eureka",
		"euro",
		"european",
		"euphemistic",
		"euphonic",
		"euphoric",
		"euphemistically",
		"euphonically",
		"euphorically",
		"heir",
		"heiress",
		"herb",
		"homage",
		"honesty",
		"honor",
		"honour",
		"honoree",
		"hour",
		"honest",
		"honorous",
		"honorific",
		"honorable",
		"honourable",
		"honestly",
		"hourly",
		"one",
		"ouija",
		"once",
		"ubiquity",
		"udometer",
		"ufo",
		"uke",
		"ukelele",
		"ululate",
		"unicorn",
		"unicycle",
		"uniform",
		"unify",
		"union",
		"unison",
		"unit",
		"unity",
		"universe",
		"university",
		"upas",
		"ural",
		"uranium",
		"urea",
		"ureter",
		"urethra",
		"urine",
		"urologist",
		"urology",
		"urus",
		"usage",
		"use",
		"user",
		"usual",
		"usurp",
		"usurper",
		"usury",
		"utensil",
		"uterus",
		"utility",
		"utopia",
		"utricle",
		"uvarovite",
		"uvea",
		"uvula",
		"utah",
		"utahn",
		"ubiquitous",
		"ugandan",
		"ukrainian",
		"unanimous",
		"unicameral",
		"unified",
		"unique",
		"unisex",
		"universal",
		"urinal",
		"urological",
		"useful",
		"useless",
		"usurious",
		"utilitarian",
		"utopic",
		"ubiquitously",
		"unanimously",
		"unicamerally",
		"uniquely",
		"universally",
		"urologically",
		"usefully",
		"uselessly",
		"usuriously",
		"yttria",
		"yggdrasil",
		"ylem",
		"yperite",
		"ytterbia",
		"ytterbium",
		"yttrium",
		"ytterbous",
		"ytterbic",
		"yttric",
		"f",
		"h",
		"l",
		"m",
		"n",
		"r",
		"s",
		"u",
		"x"
	];
}));

// node_modules/indefinite/lib/rules/numbers.js
var require_numbers = /* @__PURE__ */ __commonJSMin(((exports) => {
	const NUMBERS = /^([0-9,]+)/;
	const EIGHT_ELEVEN_EIGHTEEN = /^(11|8|18)/;
	const ELEVEN_EIGHTEEN = /^(11|18)/;
	exports.check = (word) => NUMBERS.test(word);
	exports.run = (word, opts) => {
		let number = word.toString().match(NUMBERS)[1].replace(/,/g, "");
		let article = "a";
		if (EIGHT_ELEVEN_EIGHTEEN.test(number)) {
			const startsWith11Or18 = ELEVEN_EIGHTEEN.test(number);
			if (startsWith11Or18 && number.length === 4) article = opts.numbers === "colloquial" ? "an" : "a";
			else if (startsWith11Or18 && (number.length - 2) % 3 === 0) article = "an";
			else article = number.startsWith("8") ? "an" : "a";
		}
		return article;
	};
}));

// node_modules/indefinite/lib/rules/acronyms.js
var require_acronyms = /* @__PURE__ */ __commonJSMin(((exports) => {
	const { startsWithVowel } = require_helpers();
	const ACRONYM = /^[A-Z]+$/;
	const IRREGULAR_ACRONYM = /^[UFHLMNRSX]/;
	const isIrregularAcronym = (word) => IRREGULAR_ACRONYM.test(word.charAt(0));
	/**
	* Both = a && b
	* Neither = !a && !b
	* In the case of Booleans, this means
	* either both true or both false, so
	* we can just compare the equality of
	* a and b.
	*/
	const bothOrNeither = (a, b) => a === b;
	/**
	* If the entirety of the first word is capital letters
	* and case insensitivity is off, it's an acronym.
	*/
	exports.check = (word, { caseInsensitive }) => caseInsensitive ? false : ACRONYM.test(word.split(" ")[0]);
	exports.run = (word) => {
		let isIrregular = isIrregularAcronym(word);
		let initialVowel = startsWithVowel(word);
		return bothOrNeither(initialVowel, isIrregular) ? "a" : "an";
	};
}));

// node_modules/indefinite/lib/rules/other.js
var require_other = /* @__PURE__ */ __commonJSMin(((exports) => {
	const { startsWithVowel } = require_helpers();
	const irregulars = require_irregular_words();
	const EXTRAS = /[\s'-]/;
	const getFirst = (word) => word.split(EXTRAS)[0].toLowerCase();
	const xor = (a, b) => (a || b) && !(a && b);
	/**
	* Try some variations on the word to determine whether it's irregular.
	* Specifically, try trimming s, then es, then ed because those are common
	* forms of plurals and past tense verbs (which can be used like adjectives).
	*/
	const checkForIrregulars = (part) => [
		null,
		"s",
		"es",
		"ed"
	].reduce((memo, ending) => memo || irregulars.check(part, ending), false);
	exports.check = () => true;
	exports.run = (word, opts) => {
		let first = getFirst(word);
		let isIrregular = checkForIrregulars(first);
		return xor(startsWithVowel(word), isIrregular) ? "an" : "a";
	};
}));

// node_modules/indefinite/lib/rules.js
var require_rules = /* @__PURE__ */ __commonJSMin(((exports, module) => {
	module.exports = [
		require_numbers(),
		require_acronyms(),
		require_other()
	];
}));

// node_modules/indefinite/lib/indefinite.js
var require_indefinite = /* @__PURE__ */ __commonJSMin(((exports, module) => {
	const { capitalize } = require_helpers();
	const irregulars = require_irregular_words();
	const rules = require_rules();
	const indefinite = (word, opts = {}) => {
		let article;
		/**
		* I'd really prefer to use for of here, but babel converts that
		* to something using Symbol.iterator, which PhantomJS chokes on.
		*/
		rules.some((rule) => {
			if (rule.check(word, opts)) {
				article = rule.run(word, opts);
				return true;
			}
		});
		return handleOptions(article, opts, word);
	};
	const handleOptions = (article, opts, word) => {
		article = capitalize(article, opts);
		if (opts.articleOnly) return article;
		return `${article} ${word}`;
	};
	indefinite.irregularWords = irregulars.list;
	module.exports = indefinite;
}));

// node_modules/pluralize/pluralize.js
var require_pluralize = /* @__PURE__ */ __commonJSMin(((exports, module, this$1) => {
	(function(root, pluralize) {
		/* istanbul ignore else */
		if (typeof __require === "function" && typeof exports === "object" && typeof module === "object") module.exports = pluralize();
		else if (typeof define === "function" && define.amd) define(function() {
			return pluralize();
		});
		else root.pluralize = pluralize();
	})(this$1, function() {
		var pluralRules = [];
		var singularRules = [];
		var uncountables = {};
		var irregularPlurals = {};
		var irregularSingles = {};
		/**
		* Sanitize a pluralization rule to a usable regular expression.
		*
		* @param  {(RegExp|string)} rule
		* @return {RegExp}
		*/
		function sanitizeRule(rule) {
			if (typeof rule === "string") return new RegExp("^" + rule + "$", "i");
			return rule;
		}
		/**
		* Pass in a word token to produce a function that can replicate the case on
		* another word.
		*
		* @param  {string}   word
		* @param  {string}   token
		* @return {Function}
		*/
		function restoreCase(word, token) {
			if (word === token) return token;
			if (word === word.toLowerCase()) return token.toLowerCase();
			if (word === word.toUpperCase()) return token.toUpperCase();
			if (word[0] === word[0].toUpperCase()) return token.charAt(0).toUpperCase() + token.substr(1).toLowerCase();
			return token.toLowerCase();
		}
		/**
		* Interpolate a regexp string.
		*
		* @param  {string} str
		* @param  {Array}  args
		* @return {string}
		*/
		function interpolate(str, args) {
			return str.replace(/\$(\d{1,2})/g, function(match, index) {
				return args[index] || "";
			});
		}
		/**
		* Replace a word using a rule.
		*
		* @param  {string} word
		* @param  {Array}  rule
		* @return {string}
		*/
		function replace(word, rule) {
			return word.replace(rule[0], function(match, index) {
				var result = interpolate(rule[1], arguments);
				if (match === "") return restoreCase(word[index - 1], result);
				return restoreCase(match, result);
			});
		}
		/**
		* Sanitize a word by passing in the word and sanitization rules.
		*
		* @param  {string}   token
		* @param  {string}   word
		* @param  {Array}    rules
		* @return {string}
		*/
		function sanitizeWord(token, word, rules) {
			if (!token.length || uncountables.hasOwnProperty(token)) return word;
			var len = rules.length;
			while (len--) {
				var rule = rules[len];
				if (rule[0].test(word)) return replace(word, rule);
			}
			return word;
		}
		/**
		* Replace a word with the updated word.
		*
		* @param  {Object}   replaceMap
		* @param  {Object}   keepMap
		* @param  {Array}    rules
		* @return {Function}
		*/
		function replaceWord(replaceMap, keepMap, rules) {
			return function(word) {
				var token = word.toLowerCase();
				if (keepMap.hasOwnProperty(token)) return restoreCase(word, token);
				if (replaceMap.hasOwnProperty(token)) return restoreCase(word, replaceMap[token]);
				return sanitizeWord(token, word, rules);
			};
		}
		/**
		* Check if a word is part of the map.
		*/
		function checkWord(replaceMap, keepMap, rules, bool) {
			return function(word) {
				var token = word.toLowerCase();
				if (keepMap.hasOwnProperty(token)) return true;
				if (replaceMap.hasOwnProperty(token)) return false;
				return sanitizeWord(token, token, rules) === token;
			};
		}
		/**
		* Pluralize or singularize a word based on the passed in count.
		*
		* @param  {string}  word      The word to pluralize
		* @param  {number}  count     How many of the word exist
		* @param  {boolean} inclusive Whether to prefix with the number (e.g. 3 ducks)
		* @return {string}
		*/
		function pluralize(word, count, inclusive) {
			var pluralized = count === 1 ? pluralize.singular(word) : pluralize.plural(word);
			return (inclusive ? count + " " : "") + pluralized;
		}
		/**
		* Pluralize a word.
		*
		* @type {Function}
		*/
		pluralize.plural = replaceWord(irregularSingles, irregularPlurals, pluralRules);
		/**
		* Check if a word is plural.
		*
		* @type {Function}
		*/
		pluralize.isPlural = checkWord(irregularSingles, irregularPlurals, pluralRules);
		/**
		* Singularize a word.
		*
		* @type {Function}
		*/
		pluralize.singular = replaceWord(irregularPlurals, irregularSingles, singularRules);
		/**
		* Check if a word is singular.
		*
		* @type {Function}
		*/
		pluralize.isSingular = checkWord(irregularPlurals, irregularSingles, singularRules);
		/**
		* Add a pluralization rule to the collection.
		*
		* @param {(string|RegExp)} rule
		* @param {string}          replacement
		*/
		pluralize.addPluralRule = function(rule, replacement) {
			pluralRules.push([sanitizeRule(rule), replacement]);
		};
		/**
		* Add a singularization rule to the collection.
		*
		* @param {(string|RegExp)} rule
		* @param {string}          replacement
		*/
		pluralize.addSingularRule = function(rule, replacement) {
			singularRules.push([sanitizeRule(rule), replacement]);
		};
		/**
		* Add an uncountable word rule.
		*
		* @param {(string|RegExp)} word
		*/
		pluralize.addUncountableRule = function(word) {
			if (typeof word === "string") {
				uncountables[word.toLowerCase()] = true;
				return;
			}
			pluralize.addPluralRule(word, "$0");
			pluralize.addSingularRule(word, "$0");
		};
		/**
		* Add an irregular word definition.
		*
		* @param {string} single
		* @param {string} plural
		*/
		pluralize.addIrregularRule = function(single, plural) {
			plural = plural.toLowerCase();
			single = single.toLowerCase();
			irregularSingles[single] = plural;
			irregularPlurals[plural] = single;
		};
		/**
		* Irregular rules.
		*/
		[
			["I", "we"],
			["me", "us"],
			["he", "they"],
			["she", "they"],
			["them", "them"],
			["myself", "ourselves"],
			["yourself", "yourselves"],
			["itself", "themselves"],
			["herself", "themselves"],
			["himself", "themselves"],
			["themself", "themselves"],
			["is", "are"],
			["was", "were"],
			["has", "have"],
			["this", "these"],
			["that", "those"],
			["echo", "echoes"],
			["dingo", "dingoes"],
			["volcano", "volcanoes"],
			["tornado", "tornadoes"],
			["torpedo", "torpedoes"],
			["genus", "genera"],
			["viscus", "viscera"],
			["stigma", "stigmata"],
			["stoma", "stomata"],
			["dogma", "dogmata"],
			["lemma", "lemmata"],
			["schema", "schemata"],
			["anathema", "anathemata"],
			["ox", "oxen"],
			["axe", "axes"],
			["die", "dice"],
			["yes", "yeses"],
			["foot", "feet"],
			["eave", "eaves"],
			["goose", "geese"],
			["tooth", "teeth"],
			["quiz", "quizzes"],
			["human", "humans"],
			["proof", "proofs"],
			["carve", "carves"],
			["valve", "valves"],
			["looey", "looies"],
			["thief", "thieves"],
			["groove", "grooves"],
			["pickaxe", "pickaxes"],
			["passerby", "passersby"]
		].forEach(function(rule) {
			return pluralize.addIrregularRule(rule[0], rule[1]);
		});
		/**
		* Pluralization rules.
		*/
		[
			[/s?$/i, "s"],
			[/[^\u0000-\u007F]$/i, "$0"],
			[/([^aeiou]ese)$/i, "$1"],
			[/(ax|test)is$/i, "$1es"],
			[/(alias|[^aou]us|t[lm]as|gas|ris)$/i, "$1es"],
			[/(e[mn]u)s?$/i, "$1s"],
			[/([^l]ias|[aeiou]las|[ejzr]as|[iu]am)$/i, "$1"],
			[/(alumn|syllab|vir|radi|nucle|fung|cact|stimul|termin|bacill|foc|uter|loc|strat)(?:us|i)$/i, "$1i"],
			[/(alumn|alg|vertebr)(?:a|ae)$/i, "$1ae"],
			[/(seraph|cherub)(?:im)?$/i, "$1im"],
			[/(her|at|gr)o$/i, "$1oes"],
			[/(agend|addend|millenni|dat|extrem|bacteri|desiderat|strat|candelabr|errat|ov|symposi|curricul|automat|quor)(?:a|um)$/i, "$1a"],
			[/(apheli|hyperbat|periheli|asyndet|noumen|phenomen|criteri|organ|prolegomen|hedr|automat)(?:a|on)$/i, "$1a"],
			[/sis$/i, "ses"],
			[/(?:(kni|wi|li)fe|(ar|l|ea|eo|oa|hoo)f)$/i, "$1$2ves"],
			[/([^aeiouy]|qu)y$/i, "$1ies"],
			[/([^ch][ieo][ln])ey$/i, "$1ies"],
			[/(x|ch|ss|sh|zz)$/i, "$1es"],
			[/(matr|cod|mur|sil|vert|ind|append)(?:ix|ex)$/i, "$1ices"],
			[/\b((?:tit)?m|l)(?:ice|ouse)$/i, "$1ice"],
			[/(pe)(?:rson|ople)$/i, "$1ople"],
			[/(child)(?:ren)?$/i, "$1ren"],
			[/eaux$/i, "$0"],
			[/m[ae]n$/i, "men"],
			["thou", "you"]
		].forEach(function(rule) {
			return pluralize.addPluralRule(rule[0], rule[1]);
		});
		/**
		* Singularization rules.
		*/
		[
			[/s$/i, ""],
			[/(ss)$/i, "$1"],
			[/(wi|kni|(?:after|half|high|low|mid|non|night|[^\w]|^)li)ves$/i, "$1fe"],
			[/(ar|(?:wo|[ae])l|[eo][ao])ves$/i, "$1f"],
			[/ies$/i, "y"],
			[/\b([pl]|zomb|(?:neck|cross)?t|coll|faer|food|gen|goon|group|lass|talk|goal|cut)ies$/i, "$1ie"],
			[/\b(mon|smil)ies$/i, "$1ey"],
			[/\b((?:tit)?m|l)ice$/i, "$1ouse"],
			[/(seraph|cherub)im$/i, "$1"],
			[/(x|ch|ss|sh|zz|tto|go|cho|alias|[^aou]us|t[lm]as|gas|(?:her|at|gr)o|[aeiou]ris)(?:es)?$/i, "$1"],
			[/(analy|diagno|parenthe|progno|synop|the|empha|cri|ne)(?:sis|ses)$/i, "$1sis"],
			[/(movie|twelve|abuse|e[mn]u)s$/i, "$1"],
			[/(test)(?:is|es)$/i, "$1is"],
			[/(alumn|syllab|vir|radi|nucle|fung|cact|stimul|termin|bacill|foc|uter|loc|strat)(?:us|i)$/i, "$1us"],
			[/(agend|addend|millenni|dat|extrem|bacteri|desiderat|strat|candelabr|errat|ov|symposi|curricul|quor)a$/i, "$1um"],
			[/(apheli|hyperbat|periheli|asyndet|noumen|phenomen|criteri|organ|prolegomen|hedr|automat)a$/i, "$1on"],
			[/(alumn|alg|vertebr)ae$/i, "$1a"],
			[/(cod|mur|sil|vert|ind)ices$/i, "$1ex"],
			[/(matr|append)ices$/i, "$1ix"],
			[/(pe)(rson|ople)$/i, "$1rson"],
			[/(child)ren$/i, "$1"],
			[/(eau)x?$/i, "$1"],
			[/men$/i, "man"]
		].forEach(function(rule) {
			return pluralize.addSingularRule(rule[0], rule[1]);
		});
		/**
		* Uncountable rules.
		*/
		[
			"adulthood",
			"advice",
			"agenda",
			"aid",
			"aircraft",
			"alcohol",
			"ammo",
			"analytics",
			"anime",
			"athletics",
			"audio",
			"bison",
			"blood",
			"bream",
			"buffalo",
			"butter",
			"carp",
			"cash",
			"chassis",
			"chess",
			"clothing",
			"cod",
			"commerce",
			"cooperation",
			"corps",
			"debris",
			"diabetes",
			"digestion",
			"elk",
			"energy",
			"equipment",
			"excretion",
			"expertise",
			"firmware",
			"flounder",
			"fun",
			"gallows",
			"garbage",
			"graffiti",
			"hardware",
			"headquarters",
			"health",
			"herpes",
			"highjinks",
			"homework",
			"housework",
			"information",
			"jeans",
			"justice",
			"kudos",
			"labour",
			"literature",
			"machinery",
			"mackerel",
			"mail",
			"media",
			"mews",
			"moose",
			"music",
			"mud",
			"manga",
			"news",
			"only",
			"personnel",
			"pike",
			"plankton",
			"pliers",
			"police",
			"pollution",
			"premises",
			"rain",
			"research",
			"rice",
			"salmon",
			"scissors",
			"series",
			"sewage",
			"shambles",
			"shrimp",
			"software",
			"species",
			"staff",
			"swine",
			"tennis",
			"traffic",
			"transportation",
			"trout",
			"tuna",
			"wealth",
			"welfare",
			"whiting",
			"wildebeest",
			"wildlife",
			"you",
			/pok[eé]mon$/i,
			/[^aeiou]ese$/i,
			/deer$/i,
			/fish$/i,
			/measles$/i,
			/o[iu]s$/i,
			/pox$/i,
			/sheep$/i
		].forEach(pluralize.addUncountableRule);
		return pluralize;
	});
}));

// dist/prompt/inflect.js
var import_indefinite = /* @__PURE__ */ __toESM(require_indefinite(), 1);
var import_pluralize = /* @__PURE__ */ __toESM(require_pluralize(), 1);
const ACRONYM = /^[A-Z][A-Z0-9]+s?$/;
function singularOf(name) {
	if (ACRONYM.test(name)) return name.replace(/s$/, "");
	return import_pluralize.default.singular(name);
}
function pluralOf(name) {
	const one = singularOf(name);
	return ACRONYM.test(one) ? `${one}s` : import_pluralize.default.plural(one);
}
/** `a user`, `an hour`: the singular with its article. */
function withArticle(name) {
	return (0, import_indefinite.default)(singularOf(name));
}

// dist/prompt/templates.js
/**
* `qgate prompt new <technique>`: one structured skeleton per row of the seed's technique table
* (section 10.2). Every skeleton has a role sentence, XML-style blocks, relevant files, constraints and
* acceptance criteria, so it passes `qgate prompt lint` once its {{placeholders}} are filled in.
*/
const DEFAULT_ROLES = {
	"role-assignment": "You are a senior {{language or framework}} developer specialising in {{domain: security, performance, accessibility}}.",
	"extended-thinking": "You are a senior software architect specialising in performance and security.",
	"self-refine": "You are a senior software engineer who reviews their own code as strictly as a colleague's.",
	"focused-context": "You are a senior developer working on one well-defined part of this codebase.",
	"progressive-context": "You are a senior software architect who builds large features in reviewed stages.",
	"constraint-driven": "You are a senior developer who designs within explicit technical and business constraints.",
	"pattern-based": "You are a senior developer who follows the project's established architecture patterns.",
	"iterative-refinement": "You are a senior developer who refines a solution in deliberate passes.",
	"conditional-logic": "You are a senior backend developer specialising in access control.",
	"template-generation": "You are a senior backend developer specialising in REST APIs."
};
/** "a senior security engineer" -> "You are a senior security engineer."; a full sentence is kept. */
function roleSentence(role) {
	const trimmed = role.trim().replace(/\s+/g, " ");
	const sentence = /^(?:you are|you're|act as|as an? |assume the role|your role is)/i.test(trimmed) ? trimmed : `You are ${/^(?:an?|the)\s/i.test(trimmed) ? "" : /^[aeiou]/i.test(trimmed) ? "an " : "a "}${trimmed}`;
	return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
}
const FILES = `<relevant_files>
- {{path/to/the/file/to/change.ts}}
- {{path/to/its/test.ts}}
</relevant_files>`;
const CRITERIA = `<acceptance_criteria>
- {{an observable result, e.g. "GET /orders/42 returns 404 for an unknown id"}}
- The existing tests pass and the new behaviour has a test
- qgate check reports no blocking findings
</acceptance_criteria>`;
const CONSTRAINTS = `<constraints>
- {{compatibility, e.g. Node 20 and the current public API}}
- No new dependencies
</constraints>`;
/** The body of each technique's skeleton, after the role sentence. */
const BODIES = {
	"role-assignment": () => `<context>
{{background: what exists today and why the change is needed}}
</context>

<task>
{{the change, naming the function, endpoint or file and the behaviour wanted}}
</task>

${FILES}

${CONSTRAINTS}

${CRITERIA}`,
	"extended-thinking": () => `<context>
{{the system, the symptom or decision, and what has been measured or tried}}
</context>

<task>
{{the architecture, performance, security or debugging question}}
</task>

<instructions>
Think step by step before answering. Consider in turn:
1. {{aspect, e.g. data volume and growth}}
2. {{aspect, e.g. failure modes and recovery}}
3. {{aspect, e.g. security boundaries}}
4. {{aspect, e.g. operational cost}}
Then recommend one option and say which trade-off decided it.
</instructions>

${FILES}

${CONSTRAINTS}

${CRITERIA}`,
	"self-refine": () => `<task>
{{the feature or function to build}}
</task>

<instructions>
Step 1: Generate an implementation of the task.
Step 2: Critique your implementation: security, error handling, performance, maintainability and unhandled edge cases. List every problem found.
Step 3: Refactor the implementation based on the critique, and say which problem each change fixes.
</instructions>

${FILES}

${CONSTRAINTS}

${CRITERIA}`,
	"focused-context": () => `<task>
{{the change, naming the function or component}}
</task>

<relevant_files>
- {{path/to/the/file/to/change.ts}}
- {{path/to/its/test.ts}}
- {{path/to/the/type/or/interface.ts}}
</relevant_files>

<instructions>
Work only with the files listed above; do not scan the rest of the codebase. Ask if another file is needed.
</instructions>

${CONSTRAINTS}

${CRITERIA}`,
	"progressive-context": () => `<project_context>
{{the stack and the parts of the system this feature touches}}
</project_context>

<task>
{{the large feature}}
</task>

<instructions>
Build this in stages and wait for my confirmation after each one.
Stage 1: High-level design: the data flow, the main modules and how they connect.
Stage 2: Component breakdown: each component's responsibility, interface and dependencies.
Stage 3: Detailed implementation of each component, with tests.
</instructions>

${FILES}

${CONSTRAINTS}

${CRITERIA}`,
	"constraint-driven": () => `<task>
{{the change}}
</task>

<constraints>
Technical:
- Compatibility: {{e.g. Node 20, the last two browser versions, the current public API}}
- Size budget: {{e.g. under 10 kB gzipped added to the bundle}}
- Time budget: {{e.g. p95 response under 200 ms}}
- Accessibility: {{e.g. WCAG 2.1 AA, keyboard operable}}
- Dependencies: {{e.g. no new runtime dependencies}}
Business:
- Time: {{e.g. shippable this sprint}}
- Reuse: {{e.g. reuse the existing validation module}}
- Schema changes: {{e.g. none to the database schema}}
</constraints>

${FILES}

${CRITERIA}`,
	"pattern-based": () => `<task>
{{the change}}
</task>

<instructions>
Follow the {{pattern, e.g. repository}} pattern as it is used in {{path/to/an/existing/example.ts}}: the same layering, naming and error handling.
</instructions>

<template>
{{the existing code shape to copy, e.g. the interface and one method of the example}}
</template>

${FILES}

${CONSTRAINTS}

${CRITERIA}`,
	"iterative-refinement": () => `<task>
{{the feature}}
</task>

<instructions>
Work in four passes and show the result of each:
Pass 1: Initial requirements: a minimal working version of the task.
Pass 2: Added specificity: {{the precise behaviour, inputs and outputs}}.
Pass 3: Technical details: {{types, error handling, performance, persistence}}.
Pass 4: Polish and edge cases: {{empty input, limits, concurrency, messages}}.
</instructions>

${FILES}

${CONSTRAINTS}

${CRITERIA}`,
	"conditional-logic": () => `<task>
{{the behaviour to implement, e.g. the order detail endpoint}}
</task>

<instructions>
- If the user is an admin, then {{return every field and allow edits}}.
- If the user owns the record, then {{return it without internal fields and allow edits to its own data}}.
- If the user is anonymous, then {{respond 401 without revealing whether the record exists}}.
- Otherwise {{respond 403}}.
</instructions>

${FILES}

${CONSTRAINTS}

${CRITERIA}`,
	"template-generation": (resource) => {
		const one = singularOf(resource);
		const route = `/${kebab(pluralOf(resource))}`;
		const rows = [
			[
				"POST",
				route,
				`create ${withArticle(resource)} -> 201 with the created ${one}; 400 on invalid input`
			],
			[
				"GET",
				route,
				`list ${pluralOf(resource)} -> 200, paginated`
			],
			[
				"GET",
				`${route}/:id`,
				`read one ${one} -> 200, or 404 when it does not exist`
			],
			[
				"PUT",
				`${route}/:id`,
				`update ${withArticle(resource)} -> 200, 400 on invalid input, 404 when missing`
			],
			[
				"DELETE",
				`${route}/:id`,
				`delete ${withArticle(resource)} -> 204, or 404 when missing`
			]
		];
		const width = Math.max(...rows.map(([, p]) => p.length));
		return `<task>
Generate the create, read, update and delete handlers for the ${one} resource, following the template.
</task>

<template>
${rows.map(([method, p, what]) => `${method.padEnd(6)} ${p.padEnd(width)}  ${what}`).join("\n")}
</template>

<resource>
${one}: {{its fields and their types, e.g. id: string, name: string, createdAt: Date}}
</resource>

${FILES}

<constraints>
- Validate every request body before it reaches the data layer
- Follow the error format of the existing handlers
</constraints>

<acceptance_criteria>
- Each of the five routes has a test for its success and its error status
- qgate check reports no blocking findings
</acceptance_criteria>`;
	}
};
function kebab(name) {
	return name.replace(/([a-z0-9])([A-Z])/g, "$1-$2").replace(/[_\s]+/g, "-").toLowerCase();
}
function isTechnique(name) {
	return TECHNIQUES.includes(name);
}
/** The skeleton for `technique`; `--resource` is only meaningful (and only accepted) for template-generation. */
function promptTemplate(technique, options = {}) {
	if (options.resource !== void 0 && technique !== "template-generation") throw new UsageError(promptMessages.resourceOnlyForTemplates(technique));
	const resource = options.resource ?? "item";
	if (!/^[A-Za-z][A-Za-z0-9_-]{0,63}$/.test(resource)) throw new UsageError(promptMessages.badResource(resource));
	if (options.role !== void 0 && (options.role.trim() === "" || /[\r\n]/.test(options.role))) throw new UsageError(promptMessages.badRole);
	return `${options.role !== void 0 ? roleSentence(options.role) : DEFAULT_ROLES[technique]}\n\n${BODIES[technique](resource)}\n`;
}

// dist/cli/commands/prompt.js
/** `qgate prompt lint|new`: checks a prompt against the prompt conventions, or prints a skeleton. */
const promptHelp = `Usage: qgate prompt <lint|new> [options]

  lint [file|-]           Check a prompt against the prompt conventions (score 0-100 and findings)
  new <technique>         Print a structured prompt skeleton for a technique

Run qgate prompt lint --help or qgate prompt new --help for their options.
`;
const lintHelp = `Usage: qgate prompt lint [file|-] [options]

Checks a prompt (a file, or - / nothing for standard input) against the prompt conventions: XML-style
tags, a role sentence first, acceptance criteria, relevant files that exist, a specific request,
a bounded context, constraints, and the staged techniques in order. Advisory: exits 0 whatever the
score, unless strict mode is on and the score is below the minimum.

Options:
  --format <pretty|json>  Output format (default pretty); json is {"score", "findings", "techniques", ...}
  --min-score <n>         Minimum score 0-100 (default: the policy's prompt.minScore)
  --strict                Strict mode (also CLAUDE_STRICT_QUALITY=true or the policy): a score below
                          the minimum exits 1
  --max-chars <n>         Size budget in characters (default ${DEFAULT_MAX_CHARS})
  --max-files <n>         Budget for relevant_files, directories and globs counted by content (default ${10})
  --policy <name|path>    Policy to read prompt.minScore and strict from
  --cwd <dir>             Project root that relevant_files are resolved in (default: the git top level)
  -h, --help              Show this help

Exit codes: 0 done, 1 strict and the score is below the minimum, 2 unreadable input or usage error.
`;
const newHelp = `Usage: qgate prompt new <technique> [--resource <name>] [--role <text>]

Prints a structured prompt skeleton; fill in its {{placeholders}}.

Techniques:
  ${TECHNIQUES.join("\n  ")}

Options:
  --resource <name>       template-generation: the resource whose create/read/update/delete routes to
                          generate, singular (e.g. invoice -> /invoices, /invoices/:id)
  --role <text>           The role sentence, e.g. "a senior security engineer"
  -h, --help              Show this help
`;
function parseInteger(option, value, min, max) {
	if (value === void 0) return void 0;
	if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max) throw new UsageError(promptMessages.badInteger(option, value, min, max));
	return Number(value);
}
async function readStdin() {
	const preset = presetStdinValue();
	if (preset && !preset.tooLarge) return preset.text;
	const chunks = [];
	for await (const chunk of process.stdin) chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
	return Buffer.concat(chunks).toString("utf8");
}
async function readPrompt(input) {
	if (input === void 0 || input === "-") {
		if (input === void 0 && process.stdin.isTTY) throw new UsageError(promptMessages.noInput);
		try {
			return await readStdin();
		} catch (error) {
			throw new FileError(promptMessages.stdinUnreadable(error.code ?? "error"));
		}
	}
	try {
		return readFileSync(path.resolve(process.cwd(), input), "utf8");
	} catch (error) {
		throw new FileError(promptMessages.fileUnreadable(displayPath(input), error.code ?? "error"));
	}
}
const lintCommand = defineCommand({
	name: "prompt lint",
	help: lintHelp,
	options: {
		format: { type: "string" },
		"min-score": { type: "string" },
		strict: { type: "boolean" },
		"max-chars": { type: "string" },
		"max-files": { type: "string" },
		policy: { type: "string" },
		cwd: { type: "string" }
	},
	run: async ({ values, positionals }) => {
		const format = values.format ?? "pretty";
		if (format !== "pretty" && format !== "json") throw new UsageError(promptMessages.badFormat(format));
		if (positionals.length > 1) throw new UsageError(promptMessages.oneFile(positionals[1]));
		const minScoreFlag = parseInteger("--min-score", values["min-score"], 0, 100);
		const maxChars = parseInteger("--max-chars", values["max-chars"], 1, Number.MAX_SAFE_INTEGER);
		const maxFiles = parseInteger("--max-files", values["max-files"], 1, 1e5);
		const root = await resolveRoot(values.cwd);
		const policy = loadPolicy({
			root,
			...values.policy !== void 0 ? { policy: values.policy } : {},
			cwd: process.cwd()
		});
		const text = await readPrompt(positionals[0]);
		const result = lintPrompt(text, {
			root,
			...maxChars !== void 0 ? { maxChars } : {},
			...maxFiles !== void 0 ? { maxFiles } : {}
		});
		const strict = Boolean(values.strict) || isStrictEnv() || policy.strict;
		const minScore = minScoreFlag ?? policy.prompt.minScore;
		const blocked = strict && minScore > 0 && result.score < minScore;
		const verdict = {
			minScore,
			strict,
			blocked
		};
		if (format === "json") process.stdout.write(`${JSON.stringify({
			...result,
			...verdict
		}, null, 2)}\n`);
		else process.stdout.write(renderLintPretty(result, verdict, useColor()));
		if (blocked) {
			process.stderr.write(`${promptMessages.blocked(result.score, minScore)}\n`);
			return 1;
		}
		return 0;
	}
});
const newCommand = defineCommand({
	name: "prompt new",
	help: newHelp,
	options: {
		resource: { type: "string" },
		role: { type: "string" }
	},
	run: ({ values, positionals }) => {
		const [technique, extra] = positionals;
		if (technique === void 0) throw new UsageError(promptMessages.noTechnique(TECHNIQUES));
		if (extra !== void 0) throw new UsageError(promptMessages.newUnexpectedArgument(extra));
		if (!isTechnique(technique)) throw new UsageError(promptMessages.unknownTechnique(displayPath(technique), TECHNIQUES));
		process.stdout.write(promptTemplate(technique, {
			...values.resource !== void 0 ? { resource: values.resource } : {},
			...values.role !== void 0 ? { role: values.role } : {}
		}));
		return 0;
	}
});
async function promptCommand(argv) {
	const [sub, ...rest] = argv;
	if (sub === void 0) {
		process.stdout.write(promptHelp);
		return 2;
	}
	if (sub === "-h" || sub === "--help" || sub === "help") {
		process.stdout.write(promptHelp);
		return 0;
	}
	if (sub === "lint") return lintCommand(rest);
	if (sub === "new") return newCommand(rest);
	throw new UsageError(sub.startsWith("-") ? promptMessages.unknownOption(sub) : promptMessages.unknownSubcommand(displayPath(sub)));
}

export { promptCommand };