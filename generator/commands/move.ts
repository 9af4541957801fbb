/**
 * `catalogue move OLD NEW`: gives a page, or a category and every page in it, a new address.
 * Renames the files, points every link in the catalogue at the new addresses (keeping each
 * '#section', comments and the files' own layout), records each old address in its page's
 * `aliases:` so the published site redirects it, then validates. Pictures stay where they are:
 * a picture's path does not depend on its page's address.
 *
 * When the files were already renamed by hand (OLD has no page, NEW has), it finishes the job:
 * the links and old addresses, which is what `validate` suggests for a rename it recognises.
 */
import { classifyPath, fileForAddress } from '../../contract/kinds/index.ts';
import { normaliseAddress } from '../../contract/addresses.ts';
import { MODELINE_PREFIX, modelineFor } from '../editor/modeline.ts';
import { pageAliases } from '../links/aliases.ts';
import type { PageInfo } from '../links/index.ts';
import { checkCatalogue } from '../pipeline.ts';
import type { Io } from '../print.ts';
import type { FileChange } from './apply.ts';
import { carryOut } from './carry-out.ts';
import { editsFor, linksTo } from './relink.ts';
import { editValues, PageCommandError, setAliases } from './yaml-edits.ts';

export const MOVE_HELP =
  "give a page, or a category and every page in it, a new address: renames the files, points every link in the catalogue at the new address (keeping '#sections', comments and layout), records the old address in the page's 'aliases:' so the site redirects it, then validates; if the files were already renamed by hand, it does the rest; nothing is changed if any step fails";

const ADDRESS = /^(\/[a-z0-9]+(-[a-z0-9]+)*)+$/;

export function addressArgument(value: string, what: string): string {
  const address = normaliseAddress(value.trim());
  if (!ADDRESS.test(address)) {
    throw new PageCommandError(`${what} '${value}' is not a page address: write it as the site shows it, such as '/timber/plywood' (lower-case letters, digits and hyphens after each '/').`);
  }
  return address;
}

const under = (address: string, folder: string) => address === folder || address.startsWith(`${folder}/`);

interface Moving {
  page: PageInfo;
  oldAddress: string;
  newAddress: string;
  /** The file after the move, relative to the catalogue. */
  newPath: string;
}

export async function moveCommand(catalogueDir: string, fromArg: string, toArg: string, io: Io, root: string): Promise<number> {
  try {
    const from = addressArgument(fromArg, 'The old address');
    const to = addressArgument(toArg, 'The new address');
    if (from === to) throw new PageCommandError(`the old and new addresses are both '${from}'.`);
    if (under(to, from)) throw new PageCommandError(`'${to}' is inside '${from}', so it would move into itself.`);
    const before = await checkCatalogue(catalogueDir, { cache: false });
    const pages = [...before.pages.values()];
    const byHand = !pages.some((page) => under(page.address, from));
    const moving: Moving[] = [];
    if (!byHand) {
      for (const page of pages.filter((p) => under(p.address, from))) {
        const newAddress = to + page.address.slice(from.length);
        const newPath = fileForAddress(newAddress);
        const classified = newPath === undefined ? undefined : classifyPath(newPath);
        if (newPath === undefined || classified?.kind !== page.kind || classified.address !== newAddress) {
          throw new PageCommandError(`'${page.address}' is a ${page.kind} page, which cannot live at '${newAddress}': a move keeps the kind of page, so the new address must be one such a page can have.`);
        }
        const taken = before.pages.get(newAddress) ?? before.files.find((file) => file.path === newPath);
        if (taken) throw new PageCommandError(`'${newAddress}' is already taken by '${root}/${'file' in taken ? taken.file.path : taken.path}'.`);
        moving.push({ page, oldAddress: page.address, newAddress, newPath });
      }
    } else {
      for (const page of pages.filter((p) => under(p.address, to))) {
        moving.push({ page, oldAddress: from + page.address.slice(to.length), newAddress: page.address, newPath: page.file.path });
      }
      if (moving.length === 0) throw new PageCommandError(`there is no page at '${from}' or '${to}': check both addresses ('npx catalogue validate' lists the pages it checks).`);
    }
    const oldToNew = new Map(moving.map((m) => [m.oldAddress, m.newAddress]));
    const newAddresses = new Set(moving.map((m) => m.newAddress));
    const movingPages = new Set(moving.map((m) => m.page));
    for (const page of pages.filter((p) => !movingPages.has(p))) {
      const clash = pageAliases(page).find((alias) => newAddresses.has(alias) || oldToNew.has(alias));
      if (clash !== undefined) {
        throw new PageCommandError(`'${clash}' is already an old address of '${page.address}' (in ${root}/${page.file.path}), and one address can send visitors to one page only. Take it out of that page's 'aliases:' first.`);
      }
    }

    const links = linksTo(before.files, (address) => oldToNew.has(address));
    if (byHand && links.length === 0) {
      throw new PageCommandError(`there is no page at '${from}', and no link names it or a page under it, so there is nothing to move: check the old address.`);
    }
    const edits = editsFor(links, (link) => `${oldToNew.get(link.address)}${link.fragment === undefined ? '' : `#${link.fragment}`}`);
    const changes: FileChange[] = [];
    const movedBy = new Map(moving.map((m) => [m.page.file.path, m]));
    for (const file of before.files) {
      let text = editValues(file.text, edits.get(file.path) ?? [], `${root}/${file.path}`);
      const move = movedBy.get(file.path);
      if (move) {
        // The new address leaves the page's old addresses; a page moved back to one drops it.
        const aliases = [...pageAliases(move.page).filter((alias) => alias !== move.newAddress), move.oldAddress];
        text = setAliases(text, [...new Set(aliases)], `${root}/${file.path}`);
        text = withModeline(text, file.path, move.newPath);
      }
      const newPath = move?.newPath ?? file.path;
      if (newPath !== file.path) changes.push({ path: newPath, text }, { path: file.path, text: null });
      else if (text !== file.text) changes.push({ path: file.path, text });
    }
    const changedFiles = new Set(links.map((link) => link.file.path)).size;
    const renamed = moving.filter((m) => m.newPath !== m.page.file.path);
    const [first] = moving;
    const done = [
      ...renamed.slice(0, renamed.length === 1 ? 1 : 0).map((m) => `moved ${root}/${m.page.file.path} to ${root}/${m.newPath}`),
      ...(renamed.length > 1 ? [`moved the ${renamed.length} files of '${from}' to the folder of '${to}'`] : []),
      `pointed ${links.length} ${links.length === 1 ? 'link' : 'links'} in ${changedFiles} ${changedFiles === 1 ? 'file' : 'files'} at the new ${moving.length === 1 ? 'address' : 'addresses'}`,
      moving.length === 1 && first
        ? `recorded '${first.oldAddress}' as an old address of '${first.newAddress}' (its 'aliases:'): the published site sends visitors on with a 301`
        : `recorded each page's old address ('${from}' and the ${moving.length - 1} under it) in its 'aliases:': the published site sends visitors on with a 301`,
      'pictures stay where they are in catalogue/images/ (their names do not depend on the page address)',
    ];
    return await carryOut(catalogueDir, root, before, { changes, done }, io, 'move');
  } catch (error) {
    if (!(error instanceof PageCommandError)) throw error;
    io.stderr(`catalogue: ${error.message} Nothing was changed.\n`);
    return 1;
  }
}

/** The first line names the schema relative to the file: a file that moves deeper or shallower needs it again. */
function withModeline(text: string, oldPath: string, newPath: string): string {
  if (oldPath.split('/').length === newPath.split('/').length || !text.startsWith(MODELINE_PREFIX)) return text;
  const line = modelineFor(newPath);
  return line === undefined ? text : `${line}${text.slice(text.indexOf('\n'))}`;
}
