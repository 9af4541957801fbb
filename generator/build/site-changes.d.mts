export function changesSince(dir: string, files: readonly string[], since: number): { gone: string[]; extra: string[] };
