/** ANSI colours, or none: formatters stay pure, and the CLI decides whether the terminal wants colour. */
export interface Paint {
  red: (text: string) => string;
  yellow: (text: string) => string;
  blue: (text: string) => string;
  cyan: (text: string) => string;
  green: (text: string) => string;
  dim: (text: string) => string;
  bold: (text: string) => string;
  underline: (text: string) => string;
}

const wrap = (open: number, close: number) => (text: string) => `\u001b[${open}m${text}\u001b[${close}m`;
const plain = (text: string) => text;

export function paint(color: boolean): Paint {
  if (!color) return { red: plain, yellow: plain, blue: plain, cyan: plain, green: plain, dim: plain, bold: plain, underline: plain };
  return {
    red: wrap(31, 39),
    yellow: wrap(33, 39),
    blue: wrap(34, 39),
    cyan: wrap(36, 39),
    green: wrap(32, 39),
    dim: wrap(2, 22),
    bold: wrap(1, 22),
    underline: wrap(4, 24),
  };
}
