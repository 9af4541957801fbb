import { createContext, useContext } from 'react';
import type { LayoutData } from './page-types.ts';

/** Site facts, navigation and footer: the same on every page, bundled rather than fetched. */
export const LayoutContext = createContext<LayoutData | null>(null);

export function useLayout(): LayoutData {
  const layout = useContext(LayoutContext);
  if (!layout) throw new Error('useLayout needs a <LayoutContext> provider above it.');
  return layout;
}
