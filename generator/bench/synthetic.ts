/**
 * A synthetic catalogue of any size for the validate benchmark: categories of 100 products, each
 * with a listing, and products of realistic size (three paragraphs, features, applications, three
 * related pages). Every record is valid and every page reachable, so validate reports nothing and
 * generate runs in full. Images are shared, as a real catalogue shares its drawings.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const PER_CATEGORY = 100;

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 800"><rect width="1200" height="800" fill="#c8a165"/></svg>\n';

const site = `name: Benchmark Builders' Merchant
shortName: Benchmark
founded: 1936
url: https://www.benchmark.example
phone: 01632 960415
email: sales@benchmark.example
address:
  street: Unit 4, Tallow Yard, Station Road
  town: Cullompton
  county: Devon
  postcode: EX15 1ZZ
mapHref: https://www.openstreetmap.org/search?query=Cullompton
openingHours:
  - days: [Monday, Tuesday, Wednesday, Thursday, Friday]
    opens: "07:30"
    closes: "17:00"
  - days: [Saturday]
    opens: "08:00"
    closes: "12:00"
  - days: [Sunday]
    closed: true
reviewsHref: https://reviews.example.co.uk/benchmark
forms:
  quoteEndpoint: https://forms.example.co.uk/quote
  newsletterEndpoint: https://forms.example.co.uk/newsletter
`;

const contact = `title: Contact Us
description: Call, visit or send a quote request to our builders' merchant in Cullompton, and we will come back to you.
intro:
  - Ring the yard during opening hours, call in at the trade counter, or send us your list at any time of day.
form:
  heading: Request a Quote
  intro: Send us your list and we will reply by phone or email with a quote.
  submit: Send request
  success: Thank you, your request has been sent and we will be in touch soon.
`;

const search = `title: Search and A–Z of Products
description: Search the site, or browse every product, service and brand we sell in Cullompton from A to Z.
intro:
  - Type what you are after, a material, a make or a job, and the pages that cover it appear as you type.
synonyms:
  - page: /category-1/product-1
    words: [gyproc, drywall]
  - page: /category-1/product-2
    words: [2x4, CLS]
`;

function image(src: string, alt: string, indent: string): string {
  return `${indent}image:\n${indent}  src: ${src}\n${indent}  alt: ${alt}\n`;
}

function card(title: string, href: string, indent = '    '): string {
  return `${indent}- title: ${title}\n${indent}  description: The whole ${title.toLowerCase()} range, stocked for trade and DIY.\n${indent}  href: ${href}\n${image('shared/category.svg', `Illustration of ${title.toLowerCase()}.`, `${indent}  `)}`;
}

function home(categories: number): string {
  const cards = Array.from({ length: Math.min(12, categories) }, (_, c) => card(`Range ${c + 1}`, `/category-${c + 1}`)).join('');
  return `title: Builders' Merchant in Cullompton, Devon
description: An independent builders' merchant in Cullompton since 1936, supplying building materials to trade and DIY.
hero:
  eyebrow: Cullompton, Devon · Since 1936
  heading: Everything you need to build, repair and finish
  lead: Bricks, blocks, timber, plumbing, paint and ironmongery from our yard, with deliveries out to site.
${image('shared/category.svg', 'Illustration of a builders yard.', '  ')}  highlights:
    - { title: Building Materials, text: Heavyside and timber from the foundations to the ridge. }
    - { title: Expert Advice, text: People who know the products and the job. }
    - { title: Delivery Service, text: Delivered to site and free within our delivery area. }
  actions:
    - { label: Explore Products, href: "#products" }
    - { label: Request a Quote, href: /contact }
products:
  heading: Our Products
  intro: Every range under one roof, for anything from an extension to a weekend repair.
  cards:
${cards}about:
  heading: A Cullompton yard since 1936
  paragraphs:
    - A family-run yard that has supplied the builders and householders of Cullompton for generations.
${image('shared/category.svg', 'Illustration of the yard.', '  ')}  facts:
    - { value: "1936", label: Established }
    - { value: "${categories}", label: Product ranges }
  action: { label: Our Services, href: "#services" }
services:
  heading: Comprehensive Building Solutions
  intro: Services that save you time on site and trips back to the yard.
  cards:
${card('Delivery', '/category-1/product-1')}  cta:
    heading: Ready to start your project?
    text: Ring the yard or send us your list, and we will come back to you with a quote.
    actions:
      - { label: Call Us Now, href: "tel:+441632960415" }
      - { label: Get a Quote, href: /contact }
testimonials:
  heading: What Our Customers Say
  intro: Builders and homeowners on buying from our yard.
  items:
    - { name: Gareth M., role: "Builder, Tiverton", rating: 5, date: 2 weeks ago, text: Blocks and lintels on site the day we agreed. }
  allReviewsLabel: Read all our reviews
`;
}

function layout(categories: number): string {
  const navigation = Array.from({ length: Math.min(10, categories) }, (_, c) => {
    const items = Array.from({ length: 16 }, (_, p) => `      - { title: Product ${c + 1}.${p + 1}, href: /category-${c + 1}/product-${p + 1} }\n`).join('');
    return `  - title: Range ${c + 1}\n    href: /category-${c + 1}\n    items:\n${items}`;
  }).join('');
  return `navigation:
${navigation}quoteAction: { label: Get a Quote, href: /contact }
footer:
  about: An independent builders' merchant in Cullompton since 1936, for the trade and DIY.
  quickLinks:
    - { label: Products, href: "#products" }
    - { label: Request a Quote, href: /contact#quote }
    - { label: A–Z of Products, href: /search }
  newsletter:
    heading: Trade news
    text: A short email when new stock lands, no more than once a month.
    placeholder: Your email address
    button: Subscribe
    success: Thanks, you're on the list. Look out for our next update.
`;
}

/** Each listing links to the next, so every category is reached however many there are. */
function listing(c: number, categories: number): string {
  const next = c < categories ? `cards:\n${card(`Range ${c + 1}`, `/category-${c + 1}`, '  ')}` : '';
  return `title: Range ${c}
description: Range ${c} of the benchmark catalogue, a listing of ${PER_CATEGORY} products with a card for each.
intro:
  - Every product of range ${c}, stocked for the trade and for people doing the job themselves.
${image('shared/category.svg', `Illustration of range ${c}.`, '')}${next}`;
}

function product(c: number, p: number): string {
  const related = [1, 2, 3].map((step) => `  - /category-${c}/product-${((p - 1 + step) % PER_CATEGORY) + 1}\n`).join('');
  return `title: Product ${c}.${p}
description: Product ${p} of range ${c}, a record of typical size used to time validation at the scale of a large catalogue.
body:
  - >-
    Product ${c}.${p} stands in for one more line in a merchant's range. Its text is about as long
    as a real page's, so loading, checking and generating do the same work for it as for a real one.
  - >-
    We stock it in trade and DIY quantities, in the common sizes and finishes, and can order the
    rest. Ask at the counter and we will check stock, cut it to size or add it to your delivery.
  - >-
    Not sure it is the right one for the job? Tell us what you are building and we will point you
    at what does it, without paying for more than you need.
${image(p % 2 === 0 ? 'shared/product.svg' : 'shared/category.svg', `Illustration of product ${c}.${p}.`, '')}features:
  - Stocked in trade and DIY quantities
  - Common sizes from stock, others to order
  - Made to the relevant British Standard
  - Cut to size in the yard on request
  - Delivered with the rest of your order
applications:
  - New build and extensions
  - Repairs and maintenance
  - Landscaping and outbuildings
  - Weekend DIY projects
related:
${related}`;
}

/** Writes a catalogue of `detailPages` products (rounded up to whole categories) to dir, replacing it. */
export function writeSyntheticCatalogue(dir: string, detailPages: number): { categories: number; files: number } {
  rmSync(dir, { recursive: true, force: true });
  const categories = Math.max(1, Math.ceil(detailPages / PER_CATEGORY));
  mkdirSync(path.join(dir, 'images', 'shared'), { recursive: true });
  writeFileSync(path.join(dir, 'images', 'shared', 'category.svg'), SVG);
  writeFileSync(path.join(dir, 'images', 'shared', 'product.svg'), SVG.replace('#c8a165', '#8a6d3b'));
  writeFileSync(path.join(dir, 'site.yaml'), site);
  writeFileSync(path.join(dir, 'layout.yaml'), layout(categories));
  writeFileSync(path.join(dir, 'home.yaml'), home(categories));
  writeFileSync(path.join(dir, 'contact.yaml'), contact);
  writeFileSync(path.join(dir, 'search.yaml'), search);
  let files = 5;
  for (let c = 1; c <= categories; c++) {
    const folder = path.join(dir, `category-${c}`);
    mkdirSync(folder);
    writeFileSync(path.join(folder, 'index.yaml'), listing(c, categories));
    files += 1;
    for (let p = 1; p <= PER_CATEGORY; p++) {
      writeFileSync(path.join(folder, `product-${p}.yaml`), product(c, p));
      files += 1;
    }
  }
  return { categories, files };
}
