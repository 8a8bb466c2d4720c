import { a as detectedRooms, i as assistantById, n as ASSISTANT_IDS, o as roomFor, r as POSITIONAL, t as ASSISTANTS } from "./registry-BsC7lNdc.js";

export { ASSISTANT_IDS };