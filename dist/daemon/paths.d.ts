/** qgate's own install directory (the folder holding package.json, bin/ and dist/). */
export declare const INSTALL_DIR: string;
export interface DaemonFiles {
    dir: string;
    socket: string;
    token: string;
    /** JSON: pid, version, start time; for `status` when the socket does not answer. */
    state: string;
    /** The daemon's own stderr (it has no terminal). */
    log: string;
}
/**
 * `QGATE_DAEMON_DIR`, else `$XDG_RUNTIME_DIR/qgate`, else `<tmpdir>/qgate-<uid>`. The socket path must
 * stay under the ~104-byte limit of Unix socket names, hence the short hashed file names.
 */
export declare function daemonFiles(env?: NodeJS.ProcessEnv): DaemonFiles;
/** Why the directory cannot be trusted, or undefined when it is ours and private. */
export declare function insecureReason(dir: string): string | undefined;
/** Creates the directory with mode 0700 (tightening it when it is ours); throws when it is not private. */
export declare function ensurePrivateDir(dir: string): void;
