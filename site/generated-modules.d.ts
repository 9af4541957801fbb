/**
 * Types of the modules `npm run generate` writes into site/generated/, so the site typechecks
 * before anything has been generated (vite.config.ts points '@generated' at the real folder).
 */
declare module '@generated/layout' {
  import type { LayoutData } from '../contract/page-data.ts';

  export const layoutData: LayoutData;
}
