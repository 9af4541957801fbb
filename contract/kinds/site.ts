import { fileKind } from './define.ts';

export const site = fileKind({
  kind: 'site',
  label: 'site file',
  files: ['site.yaml'],
  schema: 'site.schema.json',
  required: "holds the business's name, phone number, address and opening hours",
});
