/* Generated from schema/*.schema.json and contract/kinds by `npm run schema:types`. Do not edit by hand. */

/**
 * A map link for the address (https).
 */
export type LinkAddress = (PageAddress | HomePageSection) & string;
/**
 * A page of this site. The list is the catalogue as it was when it was last generated.
 */
export type PageAddress = string;
/**
 * A section of the home page, such as '#products'. From another page the link goes home, then scrolls to it.
 */
export type HomePageSection = string;
/**
 * Where 'view all reviews' goes: a page of reviews on another site (https). It opens in a new tab.
 */
export type LinkAddress1 = (PageAddress | HomePageSection) & string;
/**
 * The order value, in whole pounds including VAT, from which delivery within the area is free: a whole number without the '£' sign, such as 250 for £250.
 */
export type FreeDeliveryThreshold = number;
/**
 * A secure address that accepts a form post, written in full as your form service gives it: 'https://', the host name and the path, such as 'https://forms.example.net/f/quote'. No user name or password before the host. Leave it out to let visitors send by email instead.
 */
export type FormEndpoint = string;

/**
 * Facts about the business used across the whole site: name, contact details, address, opening hours, delivery terms and the trade account. Kept in one place, 'catalogue/site.yaml': the footer, the contact page and the delivery page show them from here.
 */
export interface SiteRecord {
  /**
   * The business's full name, as shown in the header and footer and added to every page title.
   */
  name: string;
  /**
   * A short form of the name for small screens.
   */
  shortName: string;
  /**
   * The year the business was established.
   */
  founded: number;
  /**
   * The site's public address, used for canonical links, the sitemap and link previews. https only, no trailing path.
   */
  url: string;
  /**
   * The main phone number as people write it, such as '01632 960415'. Links to it are made for you.
   */
  phone: string;
  /**
   * The main email address, such as 'sales@example.co.uk': the address alone, with nothing before or after it (no 'mailto:', no '?', no spaces). The forms' email fallback sends to it.
   */
  email: string;
  /**
   * The yard's street address.
   */
  address: {
    /**
     * Building and street, such as 'Unit 4, Tallow Yard, Station Road'.
     */
    street: string;
    /**
     * The town.
     */
    town: string;
    /**
     * The county.
     */
    county: string;
    /**
     * The full UK postcode, such as 'EX15 1ZZ'.
     */
    postcode: string;
  };
  mapHref: LinkAddress;
  /**
   * Opening hours, one entry per run of days, Monday first. Every day of the week must appear once.
   *
   * @minItems 1
   * @maxItems 7
   *
   * Items: One or more days with the same hours. Give 'opens' and 'closes', or 'closed: true'.
   */
  openingHours: {
    /**
     * The days these hours apply to, such as [Monday, Tuesday, Wednesday, Thursday, Friday].
     *
     * @minItems 1
     * @maxItems 7
     *
     * Items: A day of the week.
     */
    days: ("Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday" | "Sunday")[];
    /**
     * Opening time, 24-hour 'HH:MM', such as '07:30'.
     */
    opens?: string;
    /**
     * Closing time, 24-hour 'HH:MM', such as '17:00'.
     */
    closes?: string;
    /**
     * Set to true for days the yard is closed.
     */
    closed?: boolean;
  }[];
  reviewsHref: LinkAddress1;
  delivery?: DeliveryTerms;
  tradeAccount?: TradeAccount;
  /**
   * Where the quote form and the newsletter box send. Leave an endpoint out and that form opens the visitor's email program with the message filled in instead.
   */
  forms?: {
    quoteEndpoint?: FormEndpoint;
    newsletterEndpoint?: FormEndpoint;
  };
}
/**
 * Where we deliver, when delivery is free, how soon it comes and how it is unloaded. The delivery page, the contact page and the footer show these from here and no page writes them out by hand, so a change here changes every page.
 */
export interface DeliveryTerms {
  /**
   * The towns and villages in the delivery area, nearest first, named as on the signposts, such as [Cullompton, Willand, Tiverton].
   *
   * @minItems 1
   * @maxItems 30
   *
   * Items: A town or village.
   */
  towns: string[];
  /**
   * The postcode districts the delivery area covers: the first half of a postcode, in capitals, such as 'EX15' or 'TA21'. The yard's own district must be one of them.
   *
   * @minItems 1
   * @maxItems 40
   *
   * Items: A postcode district: one or two letters, then one or two digits or a digit and a letter, such as 'EX15', 'EX5' or 'TA21'.
   */
  postcodeDistricts: string[];
  freeFrom: FreeDeliveryThreshold;
  /**
   * How soon goods arrive, one entry per kind of order, quickest first.
   *
   * @minItems 1
   * @maxItems 6
   *
   * Items: A kind of order and how soon it comes.
   */
  leadTimes: {
    /**
     * The kind of order, such as 'Stock items ordered by 12 noon'.
     */
    goods: string;
    /**
     * How soon it arrives, such as 'Next working day' or 'Within 48 hours'.
     */
    time: string;
  }[];
  /**
   * The ways our lorries unload, one entry each, such as kerbside, lorry-mounted crane and forklift.
   *
   * @minItems 1
   * @maxItems 6
   *
   * Items: One way of unloading and when to ask for it.
   */
  offload: {
    /**
     * The method's name, such as 'Crane offload'.
     */
    method: string;
    /**
     * Where the goods are set down and what the site needs for it.
     */
    detail: string;
  }[];
}
/**
 * What a trade account offers and how to apply, shown on the contact page and in the footer from here. Say what the account gives, never prices.
 */
export interface TradeAccount {
  /**
   * How many days account holders have to pay, counted from the end of the month they bought in, such as 30.
   */
  creditDays: number;
  /**
   * What an account holder gets, one short point each, such as 'Trade prices on everything you buy'.
   *
   * @minItems 1
   * @maxItems 8
   *
   * Items: One benefit.
   */
  benefits: string[];
  /**
   * How to apply, one step each, such as 'Send the quote form with Trade account chosen'.
   *
   * @minItems 1
   * @maxItems 6
   *
   * Items: One step.
   */
  apply: string[];
}

/**
 * Where a link goes. One of: a page of this site ('/timber/plywood', optionally with '#section'; '/timber/plywood/' is the same page); a home-page section ('#products', '#about', '#services', '#reviews', '#contact'); a phone number ('tel:+441632960415'); an email address ('mailto:sales@example.co.uk', optionally with '?subject=' but never cc or bcc); or a secure web address written in full ('https://' and a host name, with no user name or password). Nothing else is accepted.
 */
export interface LayoutRecord {
  /**
   * The header's menu, in order. Items with 'items' open a dropdown on desktop and a group in the mobile menu.
   *
   * @minItems 1
   * @maxItems 10
   *
   * Items: One menu entry.
   */
  navigation: {
    /**
     * The entry's words.
     */
    title: string;
    href: LinkAddress;
    /**
     * The dropdown's links, in order.
     *
     * @maxItems 16
     *
     * Items: One dropdown link.
     */
    items?: {
      /**
       * The link's words.
       */
      title: string;
      href: LinkAddress;
    }[];
  }[];
  quoteAction: Button;
  /**
   * The footer, shown on every page with the id 'contact'.
   */
  footer: {
    /**
     * A short paragraph about the business under its name.
     */
    about: string;
    /**
     * The footer's 'Quick Links' list.
     *
     * @minItems 1
     * @maxItems 12
     */
    quickLinks: Link[];
    /**
     * The newsletter sign-up box.
     */
    newsletter: {
      /**
       * The box's heading.
       */
      heading: string;
      /**
       * A sentence saying what subscribers get.
       */
      text: string;
      /**
       * The hint inside the email field, such as 'Your email address'.
       */
      placeholder: string;
      /**
       * The words on the button, such as 'Subscribe'.
       */
      button: string;
      /**
       * What the visitor is told once they have subscribed.
       */
      success: string;
    };
  };
}
/**
 * The 'Get a Quote' button in the header and the mobile menu.
 */
export interface Button {
  /**
   * The words on the button, such as 'Get a Quote'.
   */
  label: string;
  href: LinkAddress;
}
/**
 * A text link.
 */
export interface Link {
  /**
   * The words of the link.
   */
  label: string;
  href: LinkAddress;
}

/**
 * The page's name, shown as its main heading and in the browser tab and search results (the site's name is added after it). Keep it unique across the site.
 */
export type PageTitle = string;
/**
 * One or two sentences that sum the page up for search engines and link previews, and for the page's card on listings. Aim for 50 to 160 characters and keep it unique across the site.
 */
export type SearchDescription = string;
/**
 * Write 'draft: true' to prepare this page before it goes live. 'npm run dev' shows it with a 'Draft' banner; 'npm run build' leaves it out of the site, the sitemap, the menus, its listing, related cards and brand pages. A published page may not link to a draft (validate says which). To publish it, delete this line.
 */
export type Draft = boolean;
/**
 * The image file, relative to 'catalogue/images/', such as 'timber/plywood.jpg'. Photos are JPEG, PNG or WebP, best at least 1920 pixels wide and straight from the camera (the build makes the smaller copies and removes location and camera details); drawings are SVG. Name the file after what it shows, in lower-case letters, digits and hyphens. The file must exist.
 */
export type ImageFile = string;
/**
 * What the picture shows, in a short sentence, for screen readers and for when the image cannot load. Describe the picture, not the product's selling points.
 */
export type AlternativeText = string;
/**
 * Where a link goes. One of: a page of this site ('/timber/plywood', optionally with '#section'; '/timber/plywood/' is the same page); a home-page section ('#products', '#about', '#services', '#reviews', '#contact'); a phone number ('tel:+441632960415'); an email address ('mailto:sales@example.co.uk', optionally with '?subject=' but never cc or bcc); or a secure web address written in full ('https://' and a host name, with no user name or password). Nothing else is accepted.
 */
export type OldAddress = string;
/**
 * Optional. Addresses this page had before it was renamed or moved, such as '/timber/ply', so that printed leaflets, search results and shared links still reach it: the published site answers each with a permanent redirect (301) to this page. 'catalogue move' and 'catalogue remove --redirect-to' add them for you. Each is written as the old address was: '/' then lower-case letters, digits and hyphens, parts separated by '/', with no '/' at the end and no '?' or '#'. No other page may live at an old address, and two pages may not claim the same one.
 *
 * @minItems 1
 * @maxItems 50
 */
export type OldAddresses = OldAddress[];

/**
 * The home page, '/', kept in 'catalogue/home.yaml'. Its sections appear in this order and carry fixed ids that '#' links use: products, about, services, reviews; the footer is 'contact'.
 */
export interface HomeRecord {
  title: PageTitle;
  description: SearchDescription;
  draft?: Draft;
  /**
   * The first screen: heading, three highlight cards and two buttons.
   */
  hero: {
    /**
     * A short line above the heading, such as 'Cullompton, Devon · Since 1936'.
     */
    eyebrow: string;
    /**
     * The main heading of the site.
     */
    heading: string;
    /**
     * One or two sentences under the heading.
     */
    lead: string;
    image: Image;
    /**
     * Exactly three short highlight cards.
     *
     * @minItems 3
     * @maxItems 3
     *
     * Items: A highlight card.
     */
    highlights: {
      /**
       * The highlight's heading.
       */
      title: string;
      /**
       * A sentence under it.
       */
      text: string;
    }[];
    /**
     * Exactly two buttons: the first is the main one.
     *
     * @minItems 2
     * @maxItems 2
     */
    actions: Button[];
  };
  /**
   * The products grid (id 'products'): category cards.
   */
  products: {
    /**
     * The section's heading.
     */
    heading: string;
    /**
     * A sentence under the heading.
     */
    intro: string;
    /**
     * The category cards, in order.
     *
     * @minItems 1
     * @maxItems 12
     */
    cards: Card[];
  };
  /**
   * The company story (id 'about').
   */
  about: {
    /**
     * The section's heading.
     */
    heading: string;
    /**
     * The story, one entry per paragraph.
     *
     * @minItems 1
     * @maxItems 5
     *
     * Items: A paragraph of plain text.
     */
    paragraphs: string[];
    image: Image;
    /**
     * Two to four short figures, such as '1936' / 'Established'.
     *
     * @minItems 2
     * @maxItems 4
     *
     * Items: A figure and what it counts.
     */
    facts: {
      /**
       * The figure, such as '1936'.
       */
      value: string;
      /**
       * What it is, such as 'Established'.
       */
      label: string;
    }[];
    action: Button1;
  };
  /**
   * The services section (id 'services') with its cards and the call-to-action block.
   */
  services: {
    /**
     * The section's heading, such as 'Comprehensive Building Solutions'.
     */
    heading: string;
    /**
     * A sentence under the heading.
     */
    intro: string;
    /**
     * Three service cards.
     *
     * @minItems 1
     * @maxItems 6
     */
    cards: Card[];
    /**
     * The call-to-action block, such as 'Ready to start your project?' with 'Call Us Now' and 'Get a Quote'.
     */
    cta: {
      /**
       * The block's heading.
       */
      heading: string;
      /**
       * A sentence under it.
       */
      text: string;
      /**
       * One or two buttons.
       *
       * @minItems 1
       * @maxItems 2
       */
      actions: Button[];
    };
  };
  /**
   * Customer testimonials (id 'reviews').
   */
  testimonials: {
    /**
     * The section's heading.
     */
    heading: string;
    /**
     * A sentence under the heading.
     */
    intro: string;
    /**
     * The testimonials, in order.
     *
     * @minItems 1
     * @maxItems 8
     *
     * Items: One customer's words.
     */
    items: {
      /**
       * The customer's name as they agreed to show it.
       */
      name: string;
      /**
       * Who they are, such as 'Builder, Tiverton'.
       */
      role: string;
      /**
       * Stars out of five, a whole number from 1 to 5.
       */
      rating: number;
      /**
       * When, as relative text, such as '2 weeks ago'.
       */
      date: string;
      /**
       * What they said.
       */
      text: string;
    }[];
    /**
     * The words of the link to all reviews (its address is 'reviewsHref' in site.yaml).
     */
    allReviewsLabel: string;
  };
  aliases?: OldAddresses;
}
/**
 * A picture and the words that describe it to people who cannot see it.
 */
export interface Image {
  src: ImageFile;
  alt: AlternativeText;
}
/**
 * A button-styled link.
 */
export interface Card {
  /**
   * The card's heading.
   */
  title: string;
  /**
   * One or two sentences under the heading.
   */
  description: string;
  href: LinkAddress;
  image: Image;
}
/**
 * A button-styled link.
 */
export interface Button1 {
  /**
   * The words on the button, such as 'Get a Quote'.
   */
  label: string;
  href: LinkAddress;
}

/**
 * The page's name, shown as its main heading and in the browser tab and search results (the site's name is added after it). Keep it unique across the site.
 */
export type Introduction = string[];
/**
 * One old address of this page: '/' then lower-case letters, digits and hyphens, parts separated by '/', with no '/' at the end and no '?' or '#'.
 */
export interface ContactRecord {
  title: PageTitle;
  description: SearchDescription;
  draft?: Draft;
  intro: Introduction;
  form: QuoteForm;
  aliases?: OldAddresses;
}
/**
 * The words around the quote-request form.
 */
export interface QuoteForm {
  /**
   * The form's heading, such as 'Request a Quote'.
   */
  heading: string;
  /**
   * A sentence above the form saying what happens after sending.
   */
  intro: string;
  /**
   * The words on the send button.
   */
  submit: string;
  /**
   * What the visitor is told once the request has been sent.
   */
  success: string;
  /**
   * Optional. Choices added to the form's 'What do you need?' list after every category and service, such as 'Trade account'.
   *
   * @minItems 1
   * @maxItems 5
   *
   * Items: One choice, as the visitor will read it.
   */
  extraOptions?: string[];
}

/**
 * The page's name, shown as its main heading and in the browser tab and search results (the site's name is added after it). Keep it unique across the site.
 */
export type InternalLink = ProductOrCategoryPage & string;
/**
 * A product, service or category page of this site: one with a picture, so it can be shown as a card.
 */
export type ProductOrCategoryPage = string;
/**
 * One word or short phrase per entry, as visitors would type it: 'gyproc', 'drywall', '2x4'. Letters, digits, spaces, hyphens and apostrophes only.
 *
 * @minItems 1
 * @maxItems 20
 *
 * Items: A word or short phrase visitors search by, such as 'gyproc'.
 */
export type Words = string[];
/**
 * Words and trade names visitors type that a page's own text does not use, such as 'gyproc' for plasterboard or '2x4' for CLS timber. A search for any of them finds the page. They are not shown on the page.
 *
 * @maxItems 500
 */
export type SearchWords = SearchWordsForOnePage[];

/**
 * The search page, '/search': its heading and introduction above the search box and the A–Z index of every product, service and brand, and the extra words visitors search by that a page's own text does not use.
 */
export interface SearchRecord {
  title: PageTitle;
  description: SearchDescription;
  intro: Introduction;
  synonyms?: SearchWords;
}
/**
 * A page and the extra words that should find it.
 */
export interface SearchWordsForOnePage {
  page: InternalLink;
  words: Words;
}

/**
 * The page's name, shown as its main heading and in the browser tab and search results (the site's name is added after it). Keep it unique across the site.
 */
export type ExtraCards = Card[];
/**
 * One old address of this page: '/' then lower-case letters, digits and hyphens, parts separated by '/', with no '/' at the end and no '?' or '#'.
 */
export interface ListingRecord {
  title: PageTitle;
  description: SearchDescription;
  draft?: Draft;
  intro: Introduction;
  image: Image;
  cards?: ExtraCards;
  aliases?: OldAddresses;
}
/**
 * A picture and the words that describe it to people who cannot see it.
 */
export type BrandName = string;
/**
 * The page's name, shown as its main heading and in the browser tab and search results (the site's name is added after it). Keep it unique across the site.
 */
export type WhatWeStock = string[];
/**
 * The image file, relative to 'catalogue/images/', such as 'timber/plywood.jpg'. Photos are JPEG, PNG or WebP, best at least 1920 pixels wide and straight from the camera (the build makes the smaller copies and removes location and camera details); drawings are SVG. Name the file after what it shows, in lower-case letters, digits and hyphens. The file must exist.
 */
export type WhyTradesChooseIt = string[];
/**
 * One old address of this page: '/' then lower-case letters, digits and hyphens, parts separated by '/', with no '/' at the end and no '?' or '#'.
 */
export interface BrandRecord {
  name: BrandName;
  title: PageTitle;
  description: SearchDescription;
  draft?: Draft;
  body: WhatWeStock;
  image: Image;
  reasons: WhyTradesChooseIt;
  aliases?: OldAddresses;
}
/**
 * A picture and the words that describe it to people who cannot see it.
 */
export type Sections = Section[];
/**
 * Where a link goes. One of: a page of this site ('/timber/plywood', optionally with '#section'; '/timber/plywood/' is the same page); a home-page section ('#products', '#about', '#services', '#reviews', '#contact'); a phone number ('tel:+441632960415'); an email address ('mailto:sales@example.co.uk', optionally with '?subject=' but never cc or bcc); or a secure web address written in full ('https://' and a host name, with no user name or password). Nothing else is accepted.
 */
export type Buttons = Button[];
/**
 * One old address of this page: '/' then lower-case letters, digits and hyphens, parts separated by '/', with no '/' at the end and no '?' or '#'.
 */
export interface InfoRecord {
  title: PageTitle;
  description: SearchDescription;
  draft?: Draft;
  body: Introduction;
  image: Image;
  sections: Sections;
  actions?: Buttons;
  aliases?: OldAddresses;
}
/**
 * A picture and the words that describe it to people who cannot see it.
 */
export interface Section {
  /**
   * The block's heading.
   */
  heading: string;
  /**
   * Short points, one per entry.
   *
   * @minItems 1
   * @maxItems 10
   *
   * Items: One point, a phrase or short sentence.
   */
  points: string[];
}
/**
 * A button-styled link.
 */
export type Description = string[];
/**
 * The image file, relative to 'catalogue/images/', such as 'timber/plywood.jpg'. Photos are JPEG, PNG or WebP, best at least 1920 pixels wide and straight from the camera (the build makes the smaller copies and removes location and camera details); drawings are SVG. Name the file after what it shows, in lower-case letters, digits and hyphens. The file must exist.
 */
export type WhatIsIncluded = string[];
/**
 * The steps from asking to getting the result, in order; the page numbers them under 'How it works'.
 *
 * @minItems 2
 * @maxItems 8
 *
 * Items: One step, a short sentence.
 */
export type HowItWorks = string[];
/**
 * Short points shown under 'What to bring or send': the sample, list, measurements or details we need from the customer.
 *
 * @minItems 1
 * @maxItems 8
 *
 * Items: One thing to bring, send or tell us, a phrase or short sentence.
 */
export type WhatToBringOrSend = string[];
/**
 * The address of a brand page of this site, kept in 'catalogue/brands/', such as '/brands/osmo'. It must name a brand page the catalogue defines; 'catalogue validate' checks it.
 */
export type BrandPage = BrandPage1 & string;
/**
 * A brand page of this site.
 */
export type BrandPage1 = string;
/**
 * Optional. The makes this service works with, each the address of its brand page, such as '/brands/johnstones'. The page names them with a link, and each brand page shows a card for this service.
 *
 * @maxItems 6
 */
export type Brands = BrandPage[];
/**
 * The address of a page of this site, such as '/building-material/plasterboard' ('/building-material/plasterboard/' is the same page). It must name a page the catalogue defines; 'catalogue validate' checks it.
 */
export type SeeAlso = InternalLink[];
/**
 * Optional. Blocks of facts kept in 'site.yaml' to show on this page under its lists: 'delivery' (the delivery area, free-delivery threshold, lead times and offload) or 'trade-account' (the trade account and how to apply). Use it instead of writing those terms into the page's own words.
 *
 * @minItems 1
 * @maxItems 2
 *
 * Items: Which block of facts to show.
 */
export type PageFacts = ("delivery" | "trade-account")[];
/**
 * One old address of this page: '/' then lower-case letters, digits and hyphens, parts separated by '/', with no '/' at the end and no '?' or '#'.
 */
export interface ServiceRecord {
  title: PageTitle;
  description: SearchDescription;
  draft?: Draft;
  body: Description;
  image: Image;
  included: WhatIsIncluded;
  steps: HowItWorks;
  bring: WhatToBringOrSend;
  brands?: Brands;
  related?: SeeAlso;
  facts?: PageFacts;
  aliases?: OldAddresses;
}
/**
 * A picture and the words that describe it to people who cannot see it.
 */
export type KeyFeatures = string[];
/**
 * Short points shown under 'Applications': the jobs it is used for.
 *
 * @minItems 3
 * @maxItems 10
 *
 * Items: One application, a phrase or short sentence.
 */
export type Applications = string[];
/**
 * The address of a brand page of this site, kept in 'catalogue/brands/', such as '/brands/osmo'. It must name a brand page the catalogue defines; 'catalogue validate' checks it.
 */
export type RelatedProducts = InternalLink[];
/**
 * Optional. Blocks of facts kept in 'site.yaml' to show on this page under the main text: 'delivery' (the delivery area, free-delivery threshold, lead times and offload) or 'trade-account' (the trade account and how to apply). Use it instead of writing those terms into the page's own words.
 *
 * @minItems 1
 * @maxItems 2
 *
 * Items: Which block of facts to show.
 */
export interface DetailRecord {
  title: PageTitle;
  description: SearchDescription;
  draft?: Draft;
  body: Description;
  image: Image;
  features: KeyFeatures;
  applications: Applications;
  brands?: Brands;
  related: RelatedProducts;
  facts?: PageFacts;
  aliases?: OldAddresses;
}
/**
 * A picture and the words that describe it to people who cannot see it.
 */
export interface RecordByKind {
  site: SiteRecord;
  layout: LayoutRecord;
  home: HomeRecord;
  contact: ContactRecord;
  search: SearchRecord;
  listing: ListingRecord;
  brand: BrandRecord;
  info: InfoRecord;
  service: ServiceRecord;
  detail: DetailRecord;
}
