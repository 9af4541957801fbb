/** Every route the original site's specification lists: the listings and their detail pages. */
const SEED: Record<string, string[]> = {
  'building-material': [
    'sands-and-aggregates', 'aerated-concrete-blocks', 'bricks', 'concrete-lintels', 'coving',
    'dense-concrete-blocks', 'feb', 'insulation', 'plaster', 'plasterboard', 'roofing', 'steel-lintels',
  ],
  'plumbing-heating': ['copper-fittings', 'floplast-underground-fittings', 'sanitaryware', 'soil-pipes', 'speedfit', 'water-butts'],
  timber: [
    'softwood', 'hardwood', 'sheet-materials', 'cladding', 'boards', 'mouldings', 'plywood',
    'prepared-timber', 'sawn-timber', 'timber-cut-to-size',
  ],
  'tools-electrical': ['drill-bits-hole-saws', 'electrical', 'hand-saws', 'hand-tools'],
  ironmongery: ['door-hardware', 'window-hardware', 'security-products', 'door-handles', 'ironmongery-prepacked', 'nails', 'post-fixings'],
  decorating: [
    'paints', 'wallpaper', 'brushes-rollers', 'johnstones-paint', 'osmo', 'paint-brushes-rollers',
    'paint-mixing', 'painting-sundries', 'woodstain-varnishes',
  ],
  services: ['delivery', 'expert-advice', 'custom-orders', 'boards-cut-to-size', 'key-cutting', 'paint-mixing', 'timber-cut-to-size'],
};

export const SEED_LISTINGS = Object.keys(SEED).map((c) => `/${c}`);
export const SEED_DETAILS = Object.entries(SEED).flatMap(([c, slugs]) => slugs.map((s) => `/${c}/${s}`));
export const SEED_ROUTES = ['/', '/contact', ...SEED_LISTINGS, ...SEED_DETAILS];
