import type { PageBase, ResolvedCard, WithImages } from '../page-data.ts';
import type { HomeRecord } from '../records.generated.ts';
import { pageKind } from './define.ts';

export interface HomePage extends PageBase {
  kind: 'home';
  record: Omit<HomeRecord, 'hero' | 'products' | 'about' | 'services'> & {
    hero: WithImages<HomeRecord['hero'], 'image'>;
    products: Omit<HomeRecord['products'], 'cards'> & { cards: ResolvedCard[] };
    about: WithImages<HomeRecord['about'], 'image'>;
    services: Omit<HomeRecord['services'], 'cards'> & { cards: ResolvedCard[] };
  };
}

export const home = pageKind<HomePage>()({
  kind: 'home',
  label: 'home page',
  files: ['home.yaml'],
  schema: 'home.schema.json',
  required: "is the home page, '/'",
  address: '/',
  // In the original's order; '#products' and the rest point here from every page.
  sections: ['products', 'about', 'services', 'reviews'],
  card: false,
  listed: false,
  ogType: 'website',
});
