/** src/changes: choosing the files to check (git, diffs, paths, shards), and why a file is skipped. */
export declare const changeMessages: {
    gitFailed: (command: string | undefined, reason: string) => string;
    catFileFailed: (stderr: string) => string;
    notInRepository: (flag: string, root: string) => string;
    unknownRevision: (flag: string, rev: string, why: string) => string;
    noCommitsYet: string;
    shallowCloneMissing: (remoteBranchFetch: string | undefined) => string;
    noCommonAncestor: (flag: string, hint: string) => string;
    shallowCloneHistory: string;
    worktreeNotInRepository: (root: string) => string;
    cwdMissing: (cwd: string) => string;
    cwdNotDirectory: (cwd: string) => string;
    chooseOneSelector: string;
    stdinFilepathIsTerminal: (file: string) => string;
    stdinFilepathTooLarge: (file: string) => string;
    stdinFilepathFix: string;
    diffNeedsRevision: string;
    diffFixNotCheckedOut: (flag: string, to: string) => string;
    diffStdinIsTerminal: string;
    diffStdinEmpty: string;
    stagedFixPartial: (first: string, others: number) => string;
    badShard: (value: string) => string;
    noSuchFile: (file: string) => string;
    packageOutsideRoot: (dir: string, root: string) => string;
    noPackage: (dir: string) => string;
    packageOneDir: string;
    packageWithSelector: string;
    outsideRoot: (file: string, root: string) => string;
    symlinkOutsideRoot: (file: string, target: string) => string;
    /** Notes on the change set, shown with the report. */
    note: {
        sinceBase: (base: string, mergeBase: string) => string;
        checkedAt: (to: string) => string;
        repeatedInDiff: (file: string, count: number) => string;
        shard: (index: number, count: number, files: number, total: number) => string;
    };
    /** Why a file is skipped (the report lists it with its reason). */
    skipped: {
        outsideRoot: string;
        submodule: string;
        binary: string;
        emptyDirectory: string;
        toolsSkipDirectory: string;
        rootIsNotAFile: string;
        deletedAfterEdit: string;
        danglingSymlink: string;
        symlinkOutsideRoot: string;
        symlinkInside: string;
        directory: string;
        notRegularFile: string;
        unreadable: (code: string) => string;
        tooLargeToScan: (size: string, cap: string) => string;
        /** An oversized file that no check reads after all. */
        tooLarge: (size: string, max: string) => string;
    };
    /** For an oversized file's notes. */
    oversized: (size: string, max: string) => string;
};
/** src/policy: finding, reading and validating the policy; each message names the file and the key. */
export declare const policyMessages: {
    invalid: (label: string, problem: string) => string;
    unknownCheck: (at: string, key: string, expected: string, suggestion: string) => string;
    unknownKey: (where: string, key: string, expected: string, suggestion: string) => string;
    expectedKeys: (keys: readonly string[]) => string;
    issue: (at: string, message: string) => string;
    tokenInPolicy: (at: string) => string;
    cannotRead: (label: string, code: string) => string;
    invalidJson: (label: string, problem: string) => string;
    unknownPolicy: (where: string, name: string, names: readonly string[], suggestion: string) => string;
    notFound: (label: string, extendsFrom: string | undefined) => string;
    circularExtends: (label: string, next: string) => string;
};
/** src/checks: why a check could not run (its failures), its notes, and the findings qgate words itself. */
export declare const checkMessages: {
    /** Shared by the checks. */
    cannotRead: (file: string, reason: string) => string;
    cannotWrite: (file: string, reason: string) => string;
    notInstalledRequired: (name: string, where: string) => string;
    bundledMissing: (name: string) => string;
    format: {
        /** One note for every file Prettier's ignore files exclude, not one a file (as ESLint's). */
        ignored: (files: readonly string[]) => string;
        noParser: (files: readonly string[]) => string;
        configUnreadable: (file: string, reason: string) => string;
        failed: (version: string, file: string, reason: string) => string;
        notPrettier: (version: string, dir: string) => string;
        /** Findings. */
        cannotParse: (reason: string) => string;
        notFormatted: (line: number, endLine: number) => string;
    };
    lint: {
        noConfigRequired: (file: string) => string;
        legacyOnEslint10: (config: string, tool: string, version: string) => string;
        projectEslint: string;
        bundledEslint: string;
        defaultConfig: string;
        qgateDefaultConfig: string;
        legacyNeeds7to9: (version: string, config: string) => string;
        flatNeeds821: (version: string, config: string) => string;
        ruleCrashed: (ruleId: string, where: string, tool: string, first: string) => string;
        crashed: (tool: string, where: string, first: string) => string;
        failedOn: (tool: string, file: string, first: string) => string;
        /** A failure: reporters show the check's id before it, so it does not repeat it. */
        failed: (reason: string) => string;
        withFix: (message: string, fix: string) => string;
        unsupportedTypeScript: (config: string, tseslint: string | undefined, range: string, typescript: string | undefined, reason: string) => string;
        installListed: (name: string) => string;
        installMissing: (name: string) => string;
        /** Notes. */
        ignored: (config: string, files: string) => string;
        defaultConfigUsed: (packageDir: string, version: string, description: string) => string;
    };
    /** The project's own formatters and linters besides Prettier and ESLint (Biome, oxlint, oxfmt, dprint). */
    ownTools: {
        notInstalled: (tool: string, config: string, pkg: string, where: string) => string;
        noBinary: (tool: string, version: string, platformPackage: string) => string;
        rejectedConfig: (tool: string, version: string, where: string, problem: string) => string;
        failed: (tool: string, version: string, file: string, problem: string) => string;
        unreadableOutput: (tool: string, version: string, file: string, problem: string, supported: string) => string;
        /** The tool refused the command line qgate built for it: qgate's fault or an unsupported version, not the project's. */
        rejectedArguments: (tool: string, version: string, problem: string, supported: string) => string;
        /** Notes: a file the tool's own CLI would not check either. */
        notChecked: (tool: string, files: string, reason: string) => string;
        unsupportedFile: string;
        lockfile: string;
        ignoredFile: string;
        didNotFinish: (tool: string, version: string, file: string, reason: string) => string;
        /** Findings. */
        notFormatted: (tool: string, line: number, endLine: number) => string;
        cannotParse: (tool: string, reason: string) => string;
    };
    types: {
        /** Failures: every reporter shows the check's id before them (`types: …`), so they do not repeat it. */
        failed: (reason: string) => string;
        failedIn: (where: string, reason: string) => string;
        notLoaded: (version: string, where: string, reason: string) => string;
        noProject: string;
        compilerOptions: string;
        diagnostic: (where: string, diagnostic: string) => string;
        nativeMissing: (version: string, nativePackage: string) => string;
        nativeUnfinished: (version: string, where: string, reason: string) => string;
        nativeFailed: (version: string, where: string, exitCode: number, reason: string) => string;
        lspExited: (how: string, stderr: string) => string;
        lspNoPipes: string;
        lspClosed: string;
        lspNoPullDiagnostics: string;
        lspNoAnswer: (ms: number) => string;
        lspAborted: string;
        /** Notes. */
        nativeReadsWorkTree: (overlaid: number, files: string) => string;
        nativeFellBack: (version: string, where: string, reason: string) => string;
        javaScriptNotChecked: (files: string) => string;
        borrowedOptions: (config: string) => string;
        defaultOptions: string;
        orphans: (borrowed: string, files: string) => string;
        outsideProgram: (config: string, count: number, files: string) => string;
    };
    security: {
        failedOn: (what: string, file: string, reason: string) => string;
        cannotReadFile: string;
        secretlintFailed: string;
        eslintFailed: string;
        parserNotLoaded: string;
        rulesNotObject: string;
        unknownRule: (key: string, known: readonly string[]) => string;
        badLevel: (key: string) => string;
        /** Notes. */
        oversized: (file: string, reason: string, secretsOn: boolean) => string;
        /** Findings. */
        secretFound: (kind: string) => string;
        notScanned: (reason: string) => string;
    };
};
/** src/engine and the pipeline: what qgate says about a run as a whole. */
export declare const engineMessages: {
    nothingToCheck: string;
    /** A check that did not finish: its failure's message. */
    checkTimedOut: (id: string, ms: number) => string;
    checkCrashed: (id: string, reason: string) => string;
    workerExited: (id: string, code: number) => string;
    hostClosed: (id: string) => string;
    /** What a tool printed with console.* in a check's worker, as one note. */
    toolPrinted: (id: string, first: string, more: number) => string;
    unhandledRejection: (reason: string) => string;
    /**
     * Type errors shown on a diff outside its changed lines: the base revision lacks them ("2 type errors
     * on lines the change did not touch are new against the base revision 1a2b3c4d5e6f: the change
     * caused them (src/a.ts:6, …)").
     */
    causedByChange: (count: number, base: string, where: readonly string[], noun?: string) => string;
    /** Named files (no base revision): findings in the files that depend on them. */
    inDependentsOfNamed: (count: number, where: readonly string[], noun?: string) => string;
    /** A diff read from standard input: nothing to compare the findings outside its lines with. */
    notComparedWithBase: (count: number) => string;
    /** "prettier 3.10.1 and typescript 5.9.3: qgate's bundled copies (none installed in the project)". */
    bundledCopies: (named: readonly string[], packageDir: string) => string;
};
/** src/routing: settings files, the logs, the error hook, the webhook and the metrics log. */
export declare const routingMessages: {
    settingsUnreadable: (file: string, code: string) => string;
    settingsInvalidJson: (file: string, problem: string) => string;
    settingsNotObject: (file: string) => string;
    metricsUnreadable: (file: string, code: string) => string;
    logsUnwritable: (dir: string, code: string) => string;
    /** The lines an install or uninstall lists for a hooks file. */
    hookCommandChanged: (event: string, command: string, previous: string) => string;
    hookMatcherChanged: (event: string, matcher: string, previous: string) => string;
    hookAdded: (event: string, matcher: string | undefined, command: string) => string;
    hookRemoved: (event: string) => string;
    /** Why the error-occurred hook did not run, or how it ended (logged). */
    errorHook: {
        loopGuard: string;
        isQgate: string;
        cannotStart: (reason: string) => string;
        timedOut: (ms: number) => string;
        killed: string;
        exited: (code: number, stderr: string) => string;
        failed: (source: string, detail: string | undefined) => string;
    };
    /** Why the webhook was not delivered (logged). */
    webhook: {
        notSet: (name: string) => string;
        notHttp: (name: string) => string;
        status: (status: number) => string;
        noAnswer: (ms: number) => string;
        failed: (host: string | undefined, detail: string | undefined) => string;
    };
    /** qgate stats, when there is nothing to show. */
    noMetrics: (dir: string) => string;
    noMatch: string;
};
/** src/stats: what the dashboard page says about its input (qgate dashboard). */
export declare const statsMessages: {
    noLog: (sources: string) => string;
    emptyLog: (sources: string) => string;
    corrupt: (count: number, where: readonly string[], more: boolean) => string;
    ignored: (count: number) => string;
    duplicates: (count: number) => string;
    unattributed: (count: number) => string;
    olderRecords: (older: number, runs: number) => string;
    noMatch: string;
    oneDay: (day: string) => string;
    served: string;
    noData: string;
};
/** src/cli: the command line's usage errors and the one-line errors and status lines the CLI prints. */
export declare const cliMessages: {
    /** How every QgateError is printed: `qgate: <message>`. */
    error: (message: string) => string;
    internalError: (reason: string) => string;
    unknownTopOption: (name: string) => string;
    unknownCommand: (name: string, suggestion: string) => string;
    unknownOption: (command: string, word: string, suggestion: string) => string;
    needsValue: (command: string, option: string, example: string | undefined) => string;
    unexpectedArgument: (command: string, argument: string | undefined) => string;
    /** Node's own parseArgs message, for anything else it refuses. */
    parseError: (command: string, message: string | undefined) => string;
    /** qgate check's options. */
    unknownCheck: (id: string, checks: readonly string[]) => string;
    noChecks: (checks: readonly string[]) => string;
    unknownScope: (value: string) => string;
    /** --format targets. */
    bothToStdout: (names: readonly string[]) => string;
    sameReportFile: (file: string) => string;
    cannotWriteReport: (name: string, file: string, code: string) => string;
    stdoutFailed: (code: string) => string;
    /** qgate hook's own options (parsed by hand, light enough for the thin client). */
    hook: {
        unknownOption: (name: string) => string;
        needsValue: (name: string, example: string | undefined) => string;
        unknownAssistant: (value: string, assistants: readonly string[]) => string;
        badWebhookEnv: (value: string) => string;
    };
    /** qgate stats. */
    stats: {
        badSince: (value: string) => string;
        badDate: (command: string, option: string, value: string) => string;
        badFormat: (format: string) => string;
        emptySession: (command?: string) => string;
        emptyProject: (command: string) => string;
        projectAndAll: (command: string) => string;
        unknownAssistant: (value: string, assistants: readonly string[], suggestion: string, command?: string) => string;
        unknownDoor: (command: string, value: string, doors: readonly string[]) => string;
    };
    /** qgate dashboard. */
    dashboard: {
        written: (file: string, runs: number, from: string | null, to: string | null) => string;
        cannotWrite: (file: string, code: string) => string;
        cannotOpen: (file: string, reason: string) => string;
        badPeriod: (since: string, until: string) => string;
    };
};
export declare const reportMessages: {
    /** How a blocking gate's answer starts (a door can tell its own words by it). */
    operationBlocked: string;
    /** The assistant text (what a hook hands the model): its headline and its lines. */
    assistant: {
        noFiles: string;
        couldNotRun: (checks: number) => string;
        nothingToCheck: string;
        blocked: (counts: string, where: string) => string;
        passed: (where: string, checks: readonly string[]) => string;
        findings: (counts: string, where: string, notStrict: boolean) => string;
        failure: (check: string, errorType: string, message: string, where: string) => string;
        fullReport: (file: string) => string;
        fullReportNotSaved: string;
        preexisting: (count: number) => string;
        fixed: (files: readonly string[]) => string;
        skipped: (file: string, reason: string) => string;
        moreSkipped: (count: number) => string;
        moreNotShown: (count: number, detail: string) => string;
    };
    unknownFormat: (name: string, names: readonly string[]) => string;
    missingFile: (name: string) => string;
};
/** qgate prompt lint and prompt new (src/cli/commands/prompt.ts, src/prompt). */
export declare const promptMessages: {
    badInteger: (option: string, value: string, min: number, max: number) => string;
    noInput: string;
    stdinUnreadable: (code: string) => string;
    fileUnreadable: (file: string, code: string) => string;
    badFormat: (format: string) => string;
    oneFile: (argument: string | undefined) => string;
    blocked: (score: number, minimum: number) => string;
    noTechnique: (techniques: readonly string[]) => string;
    newUnexpectedArgument: (argument: string) => string;
    unknownTechnique: (technique: string, techniques: readonly string[]) => string;
    unknownOption: (option: string) => string;
    unknownSubcommand: (sub: string) => string;
    resourceOnlyForTemplates: (technique: string) => string;
    badResource: (resource: string) => string;
    badRole: string;
};
/** src/daemon and qgate daemon: the daemon's usage errors, status lines, refusals and log lines. */
export declare const daemonMessages: {
    /** qgate daemon. */
    badEnvNumber: (name: string, value: string) => string;
    alreadyStarting: string;
    alreadyRunning: (pid: number) => string;
    didNotStart: (log: string) => string;
    noHttp: (port: number, log: string) => string;
    started: (pid: number, socket: string, httpPort: number | undefined) => string;
    notRunning: string;
    didNotStop: (pid: number) => string;
    stopped: (pid: number) => string;
    unexpectedArgument: (argument: string | undefined) => string;
    badFormat: (format: string) => string;
    badHttpPort: (value: string) => string;
    unknownAction: (action: string) => string;
    /** The client (bin/qgate.js): why a command ran without the daemon. */
    checkedWithout: (reason: string) => string;
    unreachable: (reason: string) => string;
    connectTimedOut: string;
    tokenMissing: string;
    startTimedOut: string;
    queueTimedOut: string;
    notJson: string;
    noAnswerWithin: (seconds: number) => string;
    unexpectedAnswer: (type: string) => string;
    stoppedMidRequest: string;
    connectionError: (code: string) => string;
    notPrivate: (dir: string, reason: string) => string;
    /** Why the daemon's directory is not private. */
    dir: {
        missing: string;
        notDirectory: string;
        otherUser: string;
        mode: (mode: string) => string;
    };
    /** The server's refusals and errors, as the client or the HTTP caller receives them. */
    refused: {
        origin: string;
        host: (host: string) => string;
        method: string;
        token: string;
        requestNotJson: string;
        unknownRequest: string;
        version: (daemon: string, client: string) => string;
        incomplete: string;
        disabled: string;
    };
    httpError: (message: string) => string;
    /** Lines in the daemon's log file, and why it stopped. */
    log: {
        started: (pid: number, socket: string) => string;
        servingHttp: (port: number) => string;
        configChanged: (root: string) => string;
        fingerprintFailed: (root: string, reason: string) => string;
        requestFailed: (reason: string) => string;
        recycling: (rssMb: number, ceilingMb: number) => string;
        stopping: (reason: string) => string;
    };
    stopReason: {
        cannotListen: (port: number, code: string) => string;
        filesRemoved: string;
        idle: (seconds: number) => string;
        asked: string;
    };
};
/**
 * `--timings` (QGATE_TIMINGS=1): one line per step on stderr, after the command's own output, each
 * `qgate timing: <step> <ms> ms`, with what the step did in parentheses when that is worth saying.
 */
export declare const timingMessages: {
    header: (how: "warm" | "cold" | "replayed") => "qgate timings: warm (the daemon ran the command; its steps are the daemon.* and those after)" | "qgate timings: replayed (a recorded run of this command on the same inputs: no check ran, the report's timings are the recorded run's)" | "qgate timings: cold (no daemon; this process ran the command)";
    line: (entry: {
        step: string;
        ms: number;
        files?: number;
        cached?: boolean;
        cpuMs?: number;
    }, how: "warm" | "cold" | "replayed") => string;
};
/** qgate cache status|clean: the result cache on disk (engine/disk-cache.ts). */
export declare const cacheMessages: {
    unexpectedArgument: (argument: string | undefined) => string;
    badFormat: (format: string) => string;
    unknownAction: (action: string) => string;
    /** Why the cache is off, when it is. */
    offByEnv: string;
    offByPolicy: (source: string) => string;
    on: string;
    status: (state: string, dir: string, entries: number, bytes: number, maxBytes: number, runRecords: number, remote: string, warnings?: readonly string[]) => string;
    /** The remote's line in `qgate cache status` (never the token). */
    remote: (url: string, team: string, readOnly: boolean, signed: boolean, from: string, state: string) => string;
    noRemote: string;
    cleaned: (entries: number, dir: string, records: number, runsDir: string) => string;
};
/** The remote result cache (engine/remote-cache.ts): notes in the report, each said at most once a run. */
export declare const remoteCacheMessages: {
    badUrl: (from: string) => string;
    noTeam: (url: string) => string;
    skipped: (url: string, reason: string) => string;
    refused: (url: string, signed: boolean) => string;
    tokenRefused: (status: number, hasToken: boolean) => string;
    errorStatus: (status: number) => string;
    noAnswer: (ms: number) => string;
    unreachable: (code: string) => string;
    reachable: string;
    /** A bad QGATE_CACHE_MAX_MB, which the policy's cap replaces. */
    badMaxMb: (value: string, mb: number) => string;
};
/** qgate install and uninstall: usage errors, and the lines that say what changed. */
export declare const installMessages: {
    /** A fail-closed guard hook's own refusal when qgate cannot answer (no single quote: shell-quoted). */
    failClosedRefusal: string;
    failClosedNote: string;
    nxBadJson: string;
    nxPlugin: (what: "added" | "removed") => string;
    turboBadJson: (file: string) => string;
    turboNoWorkspaces: string;
    turboPipeline: string;
    turboTask: (what: "added" | "updated" | "removed", name: string) => string;
    turboScript: (what: "added" | "removed", script: string) => string;
    turboScriptKept: (file: string, script: string) => string;
    nameTarget: (mode: string, targets: readonly string[]) => string;
    unknownTarget: (mode: string, target: string, targets: readonly string[], suggestion: string) => string;
    detectIsForInstall: string;
    detectOption: (name: string) => string;
    detectCwdValue: string;
    detectNothing: (root: string, dirs: readonly string[]) => string;
    unexpectedArgument: (command: string, argument: string | undefined) => string;
    badScope: (command: string, scope: string | undefined, scopes: readonly string[]) => string;
    badCommandPrefix: (command: string) => string;
    codexNote: string;
    geminiNote: string;
    cursorNote: string;
    copilotNote: string;
    clineNote: string;
    clineHookComment: string;
    clineFileTaken: (command: string, file: string) => string;
    qwenNote: string;
    droidNote: string;
    auggieNote: string;
    /** Writing an assistant's settings file. */
    alreadyInstalled: (file: string) => string;
    notInstalled: (file: string) => string;
    dryRun: (command: string, file: string) => string;
    cannotWriteSettings: (file: string, code: string) => string;
    changed: (mode: "install" | "uninstall", file: string) => string;
    fileRemoved: (file: string) => string;
    folderRemoved: (folder: string) => string;
    emptyFileKept: (file: string) => string;
    /** A line install prints beside the change: something kept, something to know. */
    note: (text: string) => string;
    /** A line install prints on stderr before the change: what may break. */
    warning: (text: string) => string;
    /** qgate install claude. */
    claude: {
        badScope: (command: string, scope: string | undefined) => string;
        onlyForInstall: (command: string, options: string) => string;
        asyncWithHttp: (command: string) => string;
        badPort: (command: string, port: string) => string;
        httpInProject: (command: string) => string;
        httpHooks: (command: string) => string;
        strictWithoutHttp: (command: string) => string;
        badHooks: (command: string, hooks: string | undefined) => string;
        notInProject: string;
        editFilter: (rules: readonly string[]) => string;
        noEditFilter: (glob: string) => string;
        /** What install and uninstall change in the settings file, a line each. */
        notAnObject: string;
        seedKeySet: (key: string, command: string) => string;
        seedKeyUpdated: (key: string, command: string, previous: string) => string;
        seedKeyKept: (key: string) => string;
        notAnArray: (event: string) => string;
        hooksUpdated: (event: string, shown: string, previous: readonly string[]) => string;
        matcherUpdated: (event: string, matcher: string | undefined, previous: readonly string[]) => string;
        hooksRefreshed: (event: string, shown: string) => string;
        sharedMatcherKept: (event: string, theirs: string, ours: string) => string;
        hooksAdded: (event: string, matcher: string | undefined, shown: string) => string;
        seedKeyRemoved: (key: string) => string;
        seedKeyDropped: (key: string) => string;
        /** --hooks seed or both, into Claude Code's own settings file (printed as a warning on stderr). */
        seedKeysInClaudeSettings: (hooks: string, file: string) => string;
        removedFrom: (event: string) => string;
    };
    /** qgate install pre-commit. */
    preCommit: {
        notInRepository: (command: string, cwd: string) => string;
        cannotWrite: (file: string, code: string) => string;
        commandOnlyForInstall: (command: string) => string;
        cwdNotDirectory: (command: string, cwd: string) => string;
        emptyCommand: (command: string) => string;
        notAShellScript: (file: string) => string;
        cannotExtend: (file: string, lefthook: boolean) => string;
        alreadyInstalled: (file: string) => string;
        gitHook: (file: string, hooksPath: string | undefined) => string;
        huskyHook: (file: string) => string;
        lefthookHook: (file: string) => string;
        frameworkHook: (file: string) => string;
        active: (where: string) => string;
        pending: (where: string, pending: string) => string;
        huskyPending: string;
        lefthookPending: string;
        frameworkPending: string;
        notInAny: string;
        removed: (files: readonly string[]) => string;
    };
};
/**
 * src/hook and src/assistants, the hook doors: every line a door prints or hands back to an assistant, besides the
 * report itself (report/assistant.ts), and the doors' own errors.
 */
export declare const doorMessages: {
    /** Seed door, on stderr after the report, when the gate blocks. */
    blockedByGate: (reportPath: string | undefined) => string;
    blockedByPromptCheck: string;
    noFilePath: (tool: string) => string;
    sessionEnded: (session: string | undefined, files: number) => string;
    /** The first line of the prompt check's answer. */
    promptSession: (session: string | undefined, score: number | undefined) => string;
    promptScore: (score: number) => string;
    promptFinding: (finding: {
        severity: string;
        id: string;
        message: string;
        suggestion: string;
    }) => string;
    /** Seed door and JSON door word it alike: what blocks, and the policy's minimum. */
    promptBlocked: (score: number, minimum: number) => string;
    slowRun: (ms: number, threshold: number) => string;
    /** The one status line for an error: type, whether it is critical, where it is logged, what to do. */
    errorStatus: (type: string, critical: boolean, logFile: string | undefined, hint: string) => string;
    /** The recovery hint of the error status line, by error type. */
    hints: Record<string, string>;
    criticalHint: string;
    defaultHint: string;
    /** A seed tool-call-complete whose success flag is not "true" (routed as tool_execution_failed). */
    toolFailed: (tool: string, flag: string) => string;
    /** A Claude Code PostToolUseFailure (routed as tool_execution_failed). */
    toolCallFailed: (tool: string, error: string) => string;
    /** Copilot's errorOccurred without a message. */
    anErrorOccurred: string;
    /** The seed's positional events. */
    unknownEvent: (shown: string, events: readonly string[]) => string;
    wrongArgumentCount: (event: string, expected: number, got: number, usage: string) => string;
    badChangeType: (shown: string, usage: string) => string;
    emptyPath: (usage: string) => string;
    /** Where the project is. */
    projectDirNotDirectory: (dir: string) => string;
    inputCwdNotDirectory: (dir: string) => string;
    stdinTooLarge: (megabytes: number) => string;
    /** A message as a door prints it. */
    line: (message: string) => string;
    /** Hook JSON qgate cannot use (HookInputError). */
    malformedJson: (detail: string) => string;
    emptyStdin: string;
    notAnObject: string;
    cursorEventNotHandled: (shown: string, events: readonly string[]) => string;
    clineEventNotHandled: (shown: string, events: readonly string[]) => string;
    copilotEventNotHandled: (shown: string, events: readonly string[]) => string;
    copilotEventUnknown: (events: readonly string[]) => string;
    whoSent: string;
    eventNotHandled: (shown: string, events: readonly string[]) => string;
    /** Session bookkeeping that failed (logged, never a hook failure). */
    sessionRecordFailed: (reason: string) => string;
    /** Notes on a session's change set (Stop, session-end). */
    noEditsRecorded: string;
    noSessionRecord: string;
    notGitRepository: (reason: string) => string;
    checkedWorktree: (reason: string) => string;
    /** Files the session changed that no edit hook reported (a shell command, a generator). */
    writtenOutsideEdits: (files: readonly string[]) => string;
    shellWrote: (tool: string, files: readonly string[]) => string;
    /** Looking for shell writes failed (logged; the hook goes on without them). */
    stampsFailed: (reason: string) => string;
};
/**
 * src/hook/secrets-guard.ts: the secrets guard's reasons. Each names what was found and on which line,
 * never any part of the secret, and tells the model what to do instead.
 */
export declare const secretsGuardMessages: {
    ruleSecret: (rule: string) => string;
    /** "an AWS credential on line 3, a GitHub token on line 7". */
    hits: (hits: ReadonlyArray<{
        what: string;
        line: number;
    }>) => string;
    promptRefused: (found: string) => string;
    readRefused: (file: string, found: string) => string;
    promptWarned: (found: string) => string;
    readWarned: (file: string, found: string) => string;
    guardFailed: (reason: string) => string;
    /** A report's note when a strict policy turns the guard off. */
    guardOff: string;
    /** The fail-closed hook command's own refusal, when qgate could not answer at all. */
    hookCommandFailed: string;
};
/** src/mcp: the MCP door (`qgate mcp`): tool descriptions, tool errors, notes and rule explanations. */
export declare const mcpMessages: {
    /** Tool descriptions: short, since every one is paid for in the model's context. */
    checkTool: string;
    explainTool: string;
    statusTool: string;
    /** Argument docs in the tools' input schemas. */
    filesArg: string;
    diffArg: string;
    stagedArg: string;
    onlyArg: string;
    scopeArg: string;
    ruleArg: string;
    /** One-line tool errors (the result has isError). */
    unknownTool: (name: string) => string;
    badArguments: (tool: string, detail: string) => string;
    oneSelector: string;
    badDiff: string;
    checkFailed: (line: string) => string;
    checkNoReport: (exitCode: number) => string;
    internal: (tool: string, detail: string) => string;
    unknownRule: (rule: string) => string;
    /** Notes in a check's result. */
    coldBecause: (reason: string) => string;
    findingsCut: (shown: number, total: number) => string;
    /** `qgate install <assistant> --mcp`: the server entry in an assistant's MCP config. */
    install: {
        added: (where: string) => string;
        updated: (where: string) => string;
        removed: (where: string) => string;
        lspOnly: (command: string, assistants: readonly string[]) => string;
        claudeLspFile: (mode: "install" | "uninstall") => "+ qgate's language server plugin for Claude Code" | "- qgate's language server plugin";
        claudeLspNote: (marketplace: string, plugin: string) => string;
        lspNote: (assistant: string) => string;
        notJsonObject: (file: string) => string;
        serversNotObject: (file: string, key: string) => string;
        badScope: (command: string, scope: string, scopes: readonly string[]) => string;
        onlyOptions: (command: string, option: string) => string;
        note: (assistant: string) => string;
    };
    /** Rule explanations qgate writes itself (the tools' own descriptions are theirs). */
    explain: {
        eslintFix: (fixable: boolean) => "qgate check --fix (or the editor's ESLint fix) repairs it; otherwise change the code as the rule describes." | "Change the code as the rule describes; where a case is intended, disable the rule for that line with a reason.";
        tsMeaning: (code: number, text: string) => string;
        tsFix: string;
        securityFix: string;
        secretMeaning: (kind: string) => string;
        secretFix: string;
        prettierFormat: string;
        prettierFormatFix: string;
        prettierSyntax: string;
        prettierSyntaxFix: string;
        eslintParse: string;
        eslintParseFix: string;
        unusedDirective: string;
        unusedDirectiveFix: string;
        levelNote: (level: string) => string;
    };
};
/** The newer assistants' doors and installers: OpenCode's and Kilo's plugin files (installers/opencode-plugin.ts, hook/plugin-door.ts), Windsurf. */
export declare const pluginMessages: {
    added: string;
    updated: string;
    removed: string;
    unreadable: (shown: string, code: string) => string;
    notOurs: (command: string, shown: string) => string;
    noTool: string;
    opencodeNote: string;
    kiloNote: string;
    windsurfNote: string;
};
/** src/lsp: the editor door (`qgate lsp`): what it shows and logs to the editor. */
export declare const lspMessages: {
    /** A diagnostic's message for clients that show only the message (initializationOptions ruleInMessage). */
    withRule: (message: string, rule: string) => string;
    started: (root: string | undefined) => string;
    notAFile: (uri: string) => string;
    outsideWorkspace: (file: string) => string;
    outsideProject: (file: string) => string;
    tooLarge: (file: string, bytes: number, max: number) => string;
    notCovered: (file: string) => string;
    gateFailed: (file: string, reason: string) => string;
    checkFailed: (check: string, reason: string) => string;
    noReport: (exitCode: number) => string;
    coldBecause: (reason: string) => string;
    internal: (what: string, detail: string) => string;
    unknownCommand: (command: string) => string;
    explainAction: (rule: string) => string;
    fixAction: string;
    explained: (rule: string, meaning: string, fix: string, url: string | undefined) => string;
    noFormatter: (file: string, reason: string) => string;
    lintFixAction: string;
    otherLinter: (tool: string) => string;
    noLintFix: (file: string, reason: string) => string;
};
