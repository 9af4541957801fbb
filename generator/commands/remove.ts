/**
 * `catalogue remove ADDRESS [--redirect-to OTHER]`: deletes a page. Without --redirect-to, the
 * links to it are listed and left as errors to fix. With it, they are pointed at OTHER (keeping a
 * '#section' OTHER also has; an entry that would then name OTHER twice in one list, or OTHER on its
 * own page, is taken out), and ADDRESS with the page's own old addresses become OTHER's
 * `aliases:`, so the published site sends visitors on. Nothing is changed if it cannot be done.
 */
import { definitionOf, sectionIdsOf } from '../../contract/kinds/index.ts';
import { pageAliases } from '../links/aliases.ts';
import type { PageInfo } from '../links/index.ts';
import type { Diagnostic } from '../model.ts';
import { checkCatalogue } from '../pipeline.ts';
import type { Io } from '../print.ts';
import type { FileChange } from './apply.ts';
import { carryOut } from './carry-out.ts';
import { addressArgument } from './move.ts';
import { editsFor, linksTo, where, type LinkTo } from './relink.ts';
import { editValues, PageCommandError, setAliases } from './yaml-edits.ts';

export const REMOVE_HELP =
  "delete a page and list the links to it, which are left as errors to fix; with --redirect-to, point those links at another page instead and record the deleted page's address in that page's 'aliases:', so the site redirects it; nothing is changed if it cannot be done";

const under = (address: string, folder: string) => address.startsWith(`${folder}/`);

function listAt(data: unknown, path: readonly (string | number)[]): unknown[] | undefined {
  let node = data;
  for (const key of path) node = (node as Record<string | number, unknown> | undefined)?.[key];
  return Array.isArray(node) ? node : undefined;
}

/** The new value of each link to the removed page, or null where the entry should go. */
function redirectedLinks(links: readonly LinkTo[], target: PageInfo): (link: LinkTo) => string | null {
  const sections = sectionIdsOf(target.kind);
  const taken = new Set<string>();
  return (link) => {
    const href = link.fragment !== undefined && sections.includes(link.fragment) ? `${target.address}#${link.fragment}` : target.address;
    const index = link.path.at(-1);
    if (typeof index !== 'number') return href;
    const listPath = link.path.slice(0, -1);
    const list = listAt(link.file.data, listPath) ?? [];
    const key = `${link.file.path} ${listPath.join('.')} ${href}`;
    const twice = list.some((value, at) => at !== index && value === href) || taken.has(key);
    taken.add(key);
    return twice || (link.file === target.file && href === target.address) ? null : href;
  };
}

export async function removeCommand(catalogueDir: string, addressArg: string, redirectArg: string | undefined, io: Io, root: string): Promise<number> {
  try {
    const address = addressArgument(addressArg, 'The address');
    const before = await checkCatalogue(catalogueDir, { cache: false });
    const page = before.pages.get(address);
    if (!page) throw new PageCommandError(`there is no page at '${address}': check the address ('npx catalogue validate' lists the pages it checks).`);
    const { required } = definitionOf(page.kind) as { required?: string };
    if (required) throw new PageCommandError(`'${address}' cannot be removed: the catalogue needs the file that ${required}.`);
    const below = [...before.pages.keys()].filter((other) => under(other, address));
    if (below.length > 0) {
      throw new PageCommandError(`'${address}' has ${below.length} ${below.length === 1 ? 'page' : 'pages'} under it (${below.slice(0, 3).join(', ')}${below.length > 3 ? ', ...' : ''}): move or remove them first.`);
    }
    const target = redirectArg === undefined ? undefined : before.pages.get(addressArgument(redirectArg, 'The address to redirect to'));
    if (redirectArg !== undefined && (!target || target === page)) {
      throw new PageCommandError(`--redirect-to '${redirectArg}' must be another page of the catalogue, such as the category '${address.slice(0, address.lastIndexOf('/')) || '/'}'.`);
    }
    const links = linksTo(before.files.filter((file) => file !== page.file), (linked) => linked === address);
    const changes: FileChange[] = [{ path: page.file.path, text: null }];
    const done = [`deleted ${root}/${page.file.path}`, `its picture stays in catalogue/images/ ('validate' notes a picture no page shows, so delete it there if it is not needed)`];
    let expected: ((d: Diagnostic) => boolean) | undefined;
    if (!target) {
      const at = new Set(links.map((link) => where(link, root)));
      expected = (d) => d.span !== undefined && at.has(`${root}/${d.span.file}:${d.span.start.line}:${d.span.start.column}`);
      done.push(
        links.length === 0
          ? 'no other page linked to it'
          : `${links.length} ${links.length === 1 ? 'link still points' : 'links still point'} at '${address}', each an error below: point it at another page or delete it (or run 'npx catalogue remove' again with --redirect-to before removing)`,
        ...links.map((link) => `  ${where(link, root)}  ${link.href}`),
      );
    } else {
      const rewrite = redirectedLinks(links, target);
      const values = new Map(links.map((link) => [link, rewrite(link)]));
      const edits = editsFor(links, (link) => values.get(link) ?? null);
      for (const file of before.files.filter((f) => f !== page.file)) {
        let text = editValues(file.text, edits.get(file.path) ?? [], `${root}/${file.path}`);
        if (file === target.file) text = setAliases(text, [...new Set([...pageAliases(target), address, ...pageAliases(page)])], `${root}/${file.path}`);
        if (text !== file.text) changes.push({ path: file.path, text });
      }
      done.push(
        `pointed ${links.length} ${links.length === 1 ? 'link' : 'links'} at '${target.address}'`,
        ...links.map((link) => `  ${where(link, root)}  ${link.href} -> ${values.get(link) ?? "(entry taken out: the list already names that page, or it is the page's own)"}`),
        `recorded '${address}' as an old address of '${target.address}': the published site sends visitors on with a 301`,
      );
    }
    return await carryOut(catalogueDir, root, before, { changes, done, ...(expected ? { expected } : {}) }, io, 'removal');
  } catch (error) {
    if (!(error instanceof PageCommandError)) throw error;
    io.stderr(`catalogue: ${error.message} Nothing was changed.\n`);
    return 1;
  }
}
