import { i as ExecaSyncError, n as parseCommandString, r as ExecaError, t as execa } from "./execa-DSxMptdy.js";

export { execa };