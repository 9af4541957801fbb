/**
 * Proof that editors get what the schemas promise: the real `yaml-language-server` (the engine of
 * VS Code's YAML extension) is started over stdio, opens a copy of a catalogue page by its
 * modeline, flags a mistyped related link and an unknown key, and completes page addresses.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  CompletionRequest,
  createProtocolConnection,
  DidChangeConfigurationNotification,
  DidOpenTextDocumentNotification,
  ExitNotification,
  InitializedNotification,
  InitializeRequest,
  PublishDiagnosticsNotification,
  ShutdownRequest,
  StreamMessageReader,
  StreamMessageWriter,
  type CompletionItem,
  type CompletionList,
  type Diagnostic,
  type ProtocolConnection,
} from 'vscode-languageserver-protocol/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const SERVER = path.resolve('node_modules/yaml-language-server/bin/yaml-language-server');

/** The workspace's own settings (.vscode/settings.json), as VS Code sends them to the server. */
const WORKSPACE = JSON.parse(readFileSync('.vscode/settings.json', 'utf8')) as Record<string, unknown>;
const SETTINGS = {
  yaml: {
    validate: WORKSPACE['yaml.validate'],
    completion: WORKSPACE['yaml.completion'],
    hover: true,
    format: { enable: false },
    // Off in the workspace too: nothing is fetched from the network.
    schemaStore: { enable: WORKSPACE['yaml.schemaStore.enable'] },
    schemas: WORKSPACE['yaml.schemas'],
  },
};

let server: ChildProcess;
let connection: ProtocolConnection;
let workDir: string;
const diagnostics = new Map<string, Diagnostic[]>();
const waiters: Array<() => void> = [];

/** Resolves with the diagnostics of `uri` once they satisfy `ready`, or fails after `timeoutMs`. */
function diagnosticsFor(uri: string, ready: (found: Diagnostic[]) => boolean, timeoutMs = 20_000): Promise<Diagnostic[]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`No diagnostics for ${uri} within ${timeoutMs} ms: ${JSON.stringify(diagnostics.get(uri))}`)), timeoutMs);
    const check = () => {
      const found = diagnostics.get(uri);
      if (found && ready(found)) {
        clearTimeout(timer);
        resolve(found);
        return true;
      }
      return false;
    };
    if (!check()) waiters.push(() => void check());
  });
}

/** A copy of a real page with the caving link from the original site and a key no schema knows. */
function openPage(name: string, edit: (text: string) => string): { uri: string; text: string } {
  const file = path.join(workDir, 'catalogue', 'building-material', `${name}.yaml`);
  const text = edit(readFileSync('catalogue/building-material/plaster.yaml', 'utf8'));
  writeFileSync(file, text);
  const uri = pathToFileURL(file).href;
  void connection.sendNotification(DidOpenTextDocumentNotification.type, { textDocument: { uri, languageId: 'yaml', version: 1, text } });
  return { uri, text };
}

const lineOf = (text: string, needle: string) => text.split('\n').findIndex((line) => line.includes(needle));

beforeAll(async () => {
  // The modeline's '../../schema/...' is resolved from the file, so the copy sits in a catalogue
  // folder with the project's schemas beside it, as in the repository.
  workDir = mkdtempSync(path.join(tmpdir(), 'yaml-ls-'));
  mkdirSync(path.join(workDir, 'catalogue', 'building-material'), { recursive: true });
  cpSync('schema', path.join(workDir, 'schema'), { recursive: true });

  server = spawn(process.execPath, [SERVER, '--stdio'], { stdio: ['pipe', 'pipe', 'inherit'] });
  connection = createProtocolConnection(new StreamMessageReader(server.stdout!), new StreamMessageWriter(server.stdin!));
  connection.onNotification(PublishDiagnosticsNotification.type, ({ uri, diagnostics: found }) => {
    diagnostics.set(uri, found);
    for (const wake of waiters.splice(0)) wake();
  });
  // The server asks for its settings by section; answer each with ours.
  connection.onRequest('workspace/configuration', (params: { items: Array<{ section?: string }> }) =>
    params.items.map(({ section }) => (section === 'yaml' ? SETTINGS.yaml : section?.startsWith('[yaml]') ? {} : null)),
  );
  connection.listen();
  await connection.sendRequest(InitializeRequest.type, {
    processId: process.pid,
    rootUri: pathToFileURL(workDir).href,
    workspaceFolders: [{ uri: pathToFileURL(workDir).href, name: 'catalogue' }],
    capabilities: {
      workspace: { configuration: true },
      textDocument: {
        completion: { completionItem: { snippetSupport: true, documentationFormat: ['markdown', 'plaintext'] } },
        publishDiagnostics: { relatedInformation: true },
      },
    },
  });
  await connection.sendNotification(InitializedNotification.type, {});
  await connection.sendNotification(DidChangeConfigurationNotification.type, { settings: SETTINGS });
}, 60_000);

afterAll(async () => {
  try {
    await Promise.race([connection.sendRequest(ShutdownRequest.type), new Promise((resolve) => setTimeout(resolve, 5_000))]);
    await connection.sendNotification(ExitNotification.type);
  } finally {
    connection.dispose();
    if (server.exitCode === null) server.kill();
    rmSync(workDir, { recursive: true, force: true });
  }
});

describe('yaml-language-server with the catalogue schemas', () => {
  it('flags a mistyped related link on its own line, and a key the schema does not know', async () => {
    const { uri, text } = openPage('plaster-typo', (source) =>
      source.replace('  - /building-material/coving\n', '  - /building-material/caving\n').replace(/^title:/m, 'colour: white\ntitle:'),
    );
    const found = await diagnosticsFor(uri, (list) => list.length >= 2);
    const caving = found.filter((d) => d.range.start.line === lineOf(text, '/building-material/caving'));
    expect(caving, JSON.stringify(found, null, 2)).toHaveLength(1);
    expect(caving[0]?.range.start.character).toBe(4);
    // The message lists the site's pages (from schema/pages.schema.json), the right one among them.
    expect(caving[0]?.message).toContain('"/building-material/coving"');
    const colour = found.find((d) => d.range.start.line === lineOf(text, 'colour: white'));
    expect(colour?.message).toMatch(/colour.*not allowed/i);
    // Nothing else in the copied page is wrong, so nothing else is flagged.
    expect(found).toHaveLength(2);
  });

  it('accepts a link to a page that exists, with or without a section', async () => {
    const { uri } = openPage('plaster-sections', (source) =>
      source.replace('  - /building-material/coving\n', '  - /building-material/coving\n  - /timber/plywood#features\n'),
    );
    const found = await diagnosticsFor(uri, () => true);
    expect(found).toEqual([]);
  });

  it('checks a file that has lost its modeline through the workspace settings', async () => {
    const { uri, text } = openPage('plaster-no-modeline', (source) =>
      source.replace(/^# yaml-language-server:.*\n/, '').replace('  - /building-material/coving\n', '  - /building-material/caving\n'),
    );
    expect(text.startsWith('title:')).toBe(true);
    const found = await diagnosticsFor(uri, (list) => list.length > 0);
    expect(found.map((d) => d.range.start.line)).toEqual([lineOf(text, '/building-material/caving')]);
  });

  it("completes a related link with the site's page addresses", async () => {
    const { uri, text } = openPage('plaster-complete', (source) => source.replace('  - /building-material/coving\n', '  - \n'));
    await diagnosticsFor(uri, () => true);
    const line = text.split('\n').indexOf('  - ');
    const result = (await connection.sendRequest(CompletionRequest.type, {
      textDocument: { uri },
      position: { line, character: 4 },
    })) as CompletionList | CompletionItem[] | null;
    const items = Array.isArray(result) ? result : (result?.items ?? []);
    const labels = items.map((item) => item.label);
    expect(labels).toContain('/building-material/coving');
    expect(labels).toContain('/timber/plywood');
    expect(labels).not.toContain('/building-material/caving');
    // A related link is shown as a card, so pages without a picture are not offered.
    expect(labels).not.toContain('/contact');
  });
});
