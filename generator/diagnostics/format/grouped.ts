/**
 * A whole number with its thousands separated by commas, as 'en-GB' writes it: '10,104'. Done by
 * hand because a process's first toLocaleString loads the locale data, some 10 ms at the start of
 * every check and build, which print counts.
 */
export function grouped(n: number): string {
  if (!Number.isSafeInteger(n)) return n.toLocaleString('en-GB');
  const digits = String(Math.abs(n));
  let out = digits.slice(0, digits.length % 3 || 3);
  for (let at = out.length; at < digits.length; at += 3) out += `,${digits.slice(at, at + 3)}`;
  return n < 0 ? `-${out}` : out;
}

/** A size in megabytes with one decimal, as messages give it: '210.5 MB'. */
export function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
