/**
 * The deploy files the README's "Publishing" section tells staff to rely on: the GitHub Pages
 * workflow parses, runs only commands this project has, validates with annotations, builds with
 * the Pages address checked against site.yaml, and deploys only pushes to main; Netlify's file
 * builds the same way and publishes dist/.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = fileURLToPath(new URL('..', import.meta.url));
const read = (file: string) => readFileSync(`${root}${file}`, 'utf8');
const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  if?: string;
  with?: Record<string, string>;
  env?: Record<string, string>;
}
interface Workflow {
  on: { push?: { branches?: string[] }; pull_request?: unknown };
  jobs: Record<string, { if?: string; needs?: string; steps: Step[]; permissions?: Record<string, string> }>;
}

const workflow = parse(read('.github/workflows/publish.yml')) as Workflow;
const steps = Object.values(workflow.jobs).flatMap((job) => job.steps);
const runs = steps.flatMap((step) => (step.run ? step.run.split('\n').filter(Boolean) : []));

/** The npm script a command line runs, if it runs one. */
function scriptOf(command: string): string | undefined {
  return /(?:^|\s)npm run ([\w:-]+)/.exec(command)?.[1];
}

describe('the GitHub Pages workflow', () => {
  it('runs on pushes to main and on pull requests', () => {
    expect(workflow.on.push?.branches).toEqual(['main']);
    expect(workflow.on).toHaveProperty('pull_request');
  });

  it('runs only npm ci and scripts that package.json has', () => {
    expect(runs.length).toBeGreaterThan(0);
    for (const command of runs) {
      if (command.startsWith('npm ci')) continue;
      const script = scriptOf(command);
      expect(script, command).toBeDefined();
      expect(Object.keys(scripts), command).toContain(script);
    }
  });

  it('validates with GitHub annotations, then builds with the Pages address as SITE_URL', () => {
    const validate = runs.findIndex((command) => scriptOf(command) === 'validate');
    const build = runs.findIndex((command) => scriptOf(command) === 'build');
    expect(runs[validate]).toContain('--format github');
    expect(validate).toBeGreaterThanOrEqual(0);
    expect(build).toBeGreaterThan(validate);
    expect(scripts.validate).toMatch(/generator\/(cli\.ts|bin\/catalogue\.js) validate/);
    expect(scripts.build).toMatch(/generator\/(cli\.ts|bin\/catalogue\.js) build/);
    const buildStep = steps.find((step) => step.run && scriptOf(step.run) === 'build');
    expect(buildStep?.env?.SITE_URL).toBe('${{ steps.pages.outputs.base_url }}');
    expect(steps.find((step) => step.uses?.startsWith('actions/configure-pages@'))).toMatchObject({ id: 'pages' });
  });

  it('uploads dist/ and deploys it to GitHub Pages only for a push to main', () => {
    expect(steps.find((step) => step.uses?.startsWith('actions/upload-pages-artifact@'))?.with?.path).toBe('dist');
    const deploy = Object.values(workflow.jobs).find((job) => job.steps.some((step) => step.uses?.startsWith('actions/deploy-pages@')));
    expect(deploy?.if).toContain("github.ref == 'refs/heads/main'");
    expect(deploy?.if).toContain("github.event_name != 'pull_request'");
    expect(deploy?.permissions).toEqual({ pages: 'write', 'id-token': 'write' });
  });
});

describe("Netlify's netlify.toml", () => {
  const toml = read('netlify.toml');

  it('builds with npm run build, checked against the site address, and publishes dist/', () => {
    const command = /^\s*command\s*=\s*"([^"]+)"/m.exec(toml)?.[1] ?? '';
    expect(command).toContain('SITE_URL=$URL');
    expect(Object.keys(scripts)).toContain(scriptOf(command));
    expect(/^\s*publish\s*=\s*"([^"]+)"/m.exec(toml)?.[1]).toBe('dist');
  });
});
