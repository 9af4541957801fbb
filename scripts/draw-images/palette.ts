/**
 * The one palette every illustration draws from. Keeping it to these few named tones is what
 * makes seventy drawings read as one set; add a tone here, never inline a new hex elsewhere.
 */
export const ink = '#23303f';
export const paper = '#f3eee4';
export const groundShadow = '#d6cab6';

export interface Tone {
  /** Lit top face. */
  readonly light: string;
  /** Front face. */
  readonly base: string;
  /** Shaded side face. */
  readonly dark: string;
}

const tone = (light: string, base: string, dark: string): Tone => ({ light, base, dark });

export const brick = tone('#d27a5c', '#b5482f', '#8e3522');
export const timber = tone('#ecc98f', '#d9a45b', '#b07a35');
export const hardwood = tone('#b9784a', '#94552d', '#6e3c1e');
export const green = tone('#9cbb86', '#4f7a4a', '#3a5a37');
export const concrete = tone('#d3d6d8', '#a9aeb3', '#7f868d');
export const darkConcrete = tone('#9aa0a6', '#767d84', '#5a6067');
export const slate = tone('#5f7187', '#3b4a5e', '#2a3646');
export const copper = tone('#e59a63', '#c66b34', '#9a4e22');
export const steel = tone('#dfe4e8', '#b8c1c9', '#8d98a2');
export const white = tone('#ffffff', '#f7f5f0', '#dcd8cf');
export const sand = tone('#efdcae', '#dcc288', '#bfa265');
export const sky = tone('#dbe7ee', '#b9cfdc', '#94afc0');
export const mustard = tone('#f0cf6a', '#ddb13c', '#b48c22');
export const terracotta = tone('#e08a50', '#c9652c', '#9c4a1c');
export const aircrete = tone('#f4f5f2', '#e3e5e1', '#c3c8c8');
export const foil = tone('#eef1f3', '#c9d0d6', '#a3adb6');
/** Pressure-treated softwood: the faint green of the preservative. */
export const tanalised = tone('#d6d39b', '#b9b776', '#8f8e52');
export const mdf = tone('#c9a27a', '#b08660', '#8a6444');
