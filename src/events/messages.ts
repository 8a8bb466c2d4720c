export { doorMessages } from "../messages.js";
