/**
 * Text from a catalogue file can hold control characters (a YAML "\e" escape, bytes pasted from
 * another program). Shown raw they could move the cursor or recolour a terminal, so everything a
 * diagnostic prints passes through here.
 */

/** C0 and C1 control characters other than tab, line feed and carriage return: YAML allows none of them. */
// eslint-disable-next-line no-control-regex -- matching control characters is this module's job.
export const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u0084\u0086-\u009f]/;

const CONTROL_CHARACTERS = new RegExp(CONTROL_CHARACTER.source, 'g');

/** Control characters replaced by U+FFFD, the mark editors show for a character they cannot display. */
export function printable(text: string): string {
  return text.replace(CONTROL_CHARACTERS, '\ufffd');
}
