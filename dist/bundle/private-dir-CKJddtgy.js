import { n as insecureReason, t as ensurePrivateDir } from "./private-dir-Bjrh27po.js";

export { ensurePrivateDir, insecureReason };