import { n as insecureReason, t as ensurePrivateDir } from "./private-dir-BgZKShDZ.js";

export { ensurePrivateDir, insecureReason };