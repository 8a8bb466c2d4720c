/**
 * dprint: `dprint fmt --stdin <absolute path>` formats stdin with the config dprint finds for that
 * path (dprint.json(c) or .dprint.json(c) here or above), applying its includes and excludes (an
 * excluded file comes back unchanged). A syntax error ends with `at file:///<path>:<line>:<col>`;
 * configuration errors name the config file or say "configuration".
 */
import { fileURLToPath } from "node:url";
export const dprintFormatter = {
    name: "dprint",
    label: "dprint",
    args: (absFile) => ["fmt", "--stdin", absFile],
    problem(stderr, absFile) {
        const lines = stderr.split("\n").map((line) => line.trim());
        for (const line of lines) {
            const syntax = /^(.*) at (file:\/\/\S+):(\d+):(\d+)$/.exec(line);
            if (syntax?.[2] && fileURLToPath(syntax[2]) === absFile) {
                return { syntax: { line: Number(syntax[3]), column: Number(syntax[4]), message: syntax[1] ?? "" } };
            }
        }
        const configFile = lines.find((line) => /^at .*dprint\.jsonc?$/.test(line));
        const configLine = lines.findIndex((line) => /configuration|deserializ/i.test(line));
        if (configFile || configLine >= 0) {
            return {
                config: {
                    where: configFile ? configFile.slice(3) : "its config",
                    problem: lines[Math.max(0, configLine)] ?? "",
                },
            };
        }
        return {};
    },
};
