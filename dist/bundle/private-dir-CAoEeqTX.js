import { n as insecureReason, t as ensurePrivateDir } from "./private-dir-DveXCUPe.js";

export { ensurePrivateDir, insecureReason };