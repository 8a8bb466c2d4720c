import { i as ExecaSyncError, n as parseCommandString, r as ExecaError, t as execa } from "./execa-DAZUM69v.js";

export { execa };