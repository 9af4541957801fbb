export function changesSince(dir: string, files: readonly string[], since: number, own?: Readonly<Record<string, number>>): { gone: string[]; extra: string[] };
