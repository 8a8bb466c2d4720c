import { n as insecureReason, t as ensurePrivateDir } from "./private-dir-BDZPfvFA.js";

export { ensurePrivateDir, insecureReason };