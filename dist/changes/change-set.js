/** What changed: the unit every door turns its input into (DESIGN.md, "ChangeSet"). */
export {};
