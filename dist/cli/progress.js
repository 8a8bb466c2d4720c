/**
 * The progress line of `qgate check` on a terminal: which checks are done, running or waiting, and
 * how many of the files' checks are done (file by file, as each check reports them), redrawn in place on stderr and cleared before the report.
 * Only when stderr is a terminal, not in CI, not with --no-progress, and only once a run has taken a
 * second (QGATE_PROGRESS_DELAY_MS): a quick run prints nothing but its report. Stdout is never touched.
 */
import pc from "picocolors";
import { writeLive } from "../util/hold-stream.js";
const FRAMES = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"];
const NONE = { onProgress: () => undefined, stop: () => undefined };
export function shouldShowProgress(stream, env, disabled) {
    return stream.isTTY === true && env.CI !== "true" && !disabled;
}
export function startProgress(stream, env, disabled) {
    if (!shouldShowProgress(stream, env, disabled))
        return NONE;
    const delay = Number(env.QGATE_PROGRESS_DELAY_MS ?? 1000);
    const checks = new Map();
    let frame = 0;
    let drawn = false;
    let visible = false;
    let ticker;
    const plainColors = pc.createColors(false);
    const line = (paint = pc) => {
        const all = [...checks.values()];
        const total = all.reduce((sum, check) => sum + check.files, 0);
        const done = all.filter((check) => check.state === "done");
        const states = [...checks]
            .map(([id, check]) => check.state === "done"
            ? `${id} ${paint.green("✓")}`
            : check.state === "running"
                ? paint.bold(id)
                : paint.dim(id))
            .join(" · ");
        // A check's files as it finishes them; all of them once it is done (an early stop counts less).
        const filesDone = all.reduce((sum, check) => sum + (check.state === "done" ? check.files : Math.min(check.filesDone, check.files)), 0);
        const counts = `${done.length}/${all.length} checks, ${filesDone}/${total} file checks`;
        return `${paint.cyan(FRAMES[frame % FRAMES.length] ?? "")} qgate: ${states}  ${paint.dim(counts)}`;
    };
    const draw = () => {
        if (!visible || checks.size === 0)
            return;
        frame++;
        // Cut to the terminal's width, so the line never wraps and can always be cleared.
        const width = stream.columns > 0 ? stream.columns - 1 : 100;
        const plain = line(plainColors);
        writeLive(stream, `\r\x1b[K${plain.length > width ? plain.slice(0, width) : line()}`);
        drawn = true;
    };
    const shown = setTimeout(() => {
        visible = true;
        draw();
        ticker = setInterval(draw, 100);
        ticker.unref();
    }, Number.isFinite(delay) && delay >= 0 ? delay : 1000);
    shown.unref();
    return {
        onProgress: (event) => {
            if (event.type === "planned")
                for (const c of event.checks)
                    checks.set(c.id, { files: c.files, filesDone: 0, state: "waiting" });
            else {
                const check = checks.get(event.id);
                if (!check)
                    return;
                if (event.type === "files")
                    check.filesDone += event.count;
                else
                    check.state = event.type === "started" ? "running" : "done";
            }
            draw();
        },
        stop: () => {
            clearTimeout(shown);
            if (ticker)
                clearInterval(ticker);
            ticker = undefined;
            visible = false;
            if (drawn)
                writeLive(stream, "\r\x1b[K");
            drawn = false;
        },
    };
}
