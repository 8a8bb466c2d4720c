import { a as detectedRooms, i as assistantById, n as ASSISTANT_IDS, o as roomFor, r as POSITIONAL, t as ASSISTANTS } from "./registry-p40_Kg-4.js";

export { ASSISTANT_IDS };