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
 * A short name for the install, from its path: 64-bit FNV-1a, which node:crypto's sha256 would give
 * no better (it only tells installs apart in a private directory) and costs about 10 ms of CPU to load.
 */
export declare function installId(dir: string): string;
/**
 * `QGATE_DAEMON_DIR`, else `$XDG_RUNTIME_DIR/qgate`, else `<tmpdir>/qgate-<uid>`. The socket path must
 * stay under the ~104-byte limit of Unix socket names, hence the short hashed file names.
 */
export declare function daemonFiles(env?: NodeJS.ProcessEnv): DaemonFiles;
