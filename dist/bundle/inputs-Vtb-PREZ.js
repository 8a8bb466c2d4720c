import { a as noteProbe, c as startRecording, i as listingHash, n as filesManifest, o as noteRead, r as inputsUnchanged, s as recordThrough, t as baseEntry } from "./inputs-0W2IjWdi.js";

export { inputsUnchanged };