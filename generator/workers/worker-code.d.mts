export function workerCode(source: string, base: string): Promise<Record<string, unknown>>;
