export function makingFolder<T>(file: string, make: () => T): T;
export function writeThroughTemp(file: string, write: (fd: number) => void): boolean;
