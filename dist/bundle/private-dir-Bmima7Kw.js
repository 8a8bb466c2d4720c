import { n as insecureReason, t as ensurePrivateDir } from "./private-dir-BxgvAJzN.js";

export { ensurePrivateDir, insecureReason };