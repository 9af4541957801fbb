/**
 * `catalogue move` and `catalogue remove`, added to the CLI in one call so cli.ts stays a list of
 * commands. Both exit 0 when the catalogue validates afterwards, 1 when it does not or when the
 * change could not be made (then nothing was changed).
 */
import type { Command, Option } from 'commander';
import type { Io } from '../print.ts';
import { displayDir } from '../print.ts';
import { MOVE_HELP, moveCommand } from './move.ts';
import { REMOVE_HELP, removeCommand } from './remove.ts';

export interface CommandContext {
  catalogueOption: () => Option;
  /** The catalogue folder: as named with --catalogue, or found from the working folder (a usage error if there is none). */
  catalogueDir: (dir: string, command: Command) => string;
  io: Io;
  exit: (code: number) => void;
}

export function addPageCommands(program: Command, { catalogueOption, catalogueDir, io, exit }: CommandContext): void {
  program
    .command('move')
    .description(MOVE_HELP)
    .argument('<old>', "the page's address now, such as '/timber/plywood', or a category's, such as '/timber'")
    .argument('<new>', "the address it should have, such as '/timber/plywood-sheets'")
    .addOption(catalogueOption())
    .action(async (from: string, to: string, options: { catalogue: string }, command: Command) => {
      const catalogue = catalogueDir(options.catalogue, command);
      exit(await moveCommand(catalogue, from, to, io, displayDir(catalogue)));
    });
  program
    .command('remove')
    .description(REMOVE_HELP)
    .argument('<address>', "the address of the page to delete, such as '/timber/plywood'")
    .option('--redirect-to <address>', "a page to send its visitors and links to instead, such as '/timber/sheet-materials'")
    .addOption(catalogueOption())
    .action(async (address: string, options: { catalogue: string; redirectTo?: string }, command: Command) => {
      const catalogue = catalogueDir(options.catalogue, command);
      exit(await removeCommand(catalogue, address, options.redirectTo, io, displayDir(catalogue)));
    });
}
