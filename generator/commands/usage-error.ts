/** A problem with how the command was run (a mistyped option, a path that is not there): one line, exit code 2. */
export class UsageError extends Error {}
