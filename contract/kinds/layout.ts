import { fileKind } from './define.ts';

export const layout = fileKind({
  kind: 'layout',
  label: 'layout file',
  files: ['layout.yaml'],
  schema: 'layout.schema.json',
  required: 'holds the navigation and footer of every page',
});
