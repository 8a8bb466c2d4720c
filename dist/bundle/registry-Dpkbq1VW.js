import { a as detectedRooms, i as assistantById, n as ASSISTANT_IDS, o as roomFor, r as POSITIONAL, t as ASSISTANTS } from "./registry-B2DTrHAP.js";

export { ASSISTANT_IDS };