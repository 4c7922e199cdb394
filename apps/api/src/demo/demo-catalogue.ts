import type { CategorySlug } from '@kuber/shared';
import { slugify, type ProductSeed } from '../db/factories.js';
import { SAMPLE_PRODUCTS } from './sample-products.js';
import { shelfStock } from '../db/variants.js';

/** The drawing used for a product's demo image (demo-images.ts draws one per kind). */
export const ARTS = [
  'tshirt',
  'polo',
  'shirt',
  'kurta',
  'nehru',
  'jacket',
  'bomber',
  'puffer',
  'trackjacket',
  'cardigan',
  'hoodie',
  'trousers',
  'jeans',
  'trackpants',
  'palazzo',
  'leggings',
  'shorts',
  'dress',
  'anarkali',
  'frock',
  'top',
  'saree',
  'lehenga',
  'dupatta',
  'sportsbra',
  'dungarees',
  'sneaker',
  'hightop',
  'sandal',
  'slides',
  'kolhapuri',
  'formal',
  'loafer',
  'jutti',
  'boot',
  'bag',
  'tote',
  'backpack',
  'wallet',
  'watch',
  'sunglasses',
  'belt',
  'cap',
  'earrings',
] as const;
export type Art = (typeof ARTS)[number];

/** Surface decoration of a garment; 'auto' lets the product's seed pick a plain or subtle one. */
export const PATTERNS = ['plain', 'stripes', 'pinstripe', 'checks', 'dots', 'print', 'border'] as const;
export type Pattern = (typeof PATTERNS)[number];

export const PALETTE = [
  'White',
  'Black',
  'Navy',
  'Gray',
  'Red',
  'Blue',
  'Green',
  'Yellow',
  'Pink',
  'Maroon',
  'Beige',
  'Brown',
  'Olive',
  'Mustard',
  'Multi',
] as const;
export type Colour = (typeof PALETTE)[number];

/** A demo product: a seed with its slug, drawing and image URLs settled. */
export interface DemoProduct extends ProductSeed {
  slug: string;
  art: Art;
  pattern: Pattern;
  colors: Colour[];
  images: string[];
  /** Age in minutes at seeding time; createdAt is computed from it so 'newest' stays meaningful. */
  ageMinutes: number;
}

export const DEMO_UPLOAD_DIR = 'demo';
/** Written into the demo pictures' folder once every one of them is drawn. */
export const DEMO_PICTURES_DRAWN = '.drawn';

/** Public URL of a demo image; the web app derives the 400 px variant by inserting '-400' before '.webp'. */
export function demoImageUrl(slug: string, colour: string, width?: 400): string {
  return `/uploads/${DEMO_UPLOAD_DIR}/${demoImageName(slug, colour, width)}`;
}

export function demoImageName(slug: string, colour: string, width?: 400): string {
  return `${slug}-${slugify(colour)}${width ? `-${width}` : ''}.webp`;
}

/** Small deterministic PRNG (mulberry32), so the catalogue is the same on every machine. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a hash of a string, for per-product seeds. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const TOPS_M = ['S', 'M', 'L', 'XL', 'XXL'];
const TOPS_W = ['XS', 'S', 'M', 'L', 'XL'];
const WAIST_M = ['28', '30', '32', '34', '36', '38'];
const WAIST_W = ['26', '28', '30', '32', '34'];
const KIDS = ['2-3Y', '4-5Y', '6-7Y', '8-9Y', '10-11Y'];
const SHOES = ['6', '7', '8', '9', '10', '11'];
const SHOES_W = ['3', '4', '5', '6', '7', '8'];
const BELTS = ['30', '32', '34', '36', '38'];

/** Words shoppers type for each kind of product, added to its search tags. */
const ART_TAGS: Record<Art, string> = {
  tshirt: 'tee tshirt t-shirt top casual',
  polo: 'polo tshirt t-shirt tee collar',
  shirt: 'shirt shirts formal casual',
  kurta: 'kurta kurti ethnic traditional',
  nehru: 'nehru jacket modi jacket waistcoat ethnic',
  jacket: 'jacket outerwear',
  bomber: 'jacket bomber outerwear winter',
  puffer: 'jacket puffer winter quilted outerwear',
  trackjacket: 'jacket track jacket zipper sportswear',
  cardigan: 'cardigan sweater knitwear winter',
  hoodie: 'hoodie sweatshirt winter',
  trousers: 'trousers pants bottoms',
  jeans: 'jeans denim pants bottoms',
  trackpants: 'track pants joggers trackpants lower bottoms',
  palazzo: 'palazzo pants bottoms ethnic',
  leggings: 'leggings tights churidar bottoms',
  shorts: 'shorts bermuda bottoms',
  dress: 'dress frock gown one-piece',
  anarkali: 'anarkali kurta gown ethnic dress',
  frock: 'frock dress girls',
  top: 'top tops blouse',
  saree: 'saree sari ethnic traditional',
  lehenga: 'lehenga choli ghagra ethnic wedding',
  dupatta: 'dupatta stole scarf chunni',
  sportsbra: 'sports bra activewear gym workout',
  dungarees: 'dungarees overalls jumpsuit',
  sneaker: 'shoes sneakers trainers casual',
  hightop: 'shoes sneakers high top trainers',
  sandal: 'sandals chappal footwear',
  slides: 'sliders slides flip flops slippers chappal',
  kolhapuri: 'kolhapuri chappal sandals ethnic',
  formal: 'shoes formal office leather',
  loafer: 'shoes loafers slip on moccasins',
  jutti: 'jutti juttis mojari ethnic shoes',
  boot: 'boots shoes',
  bag: 'bag handbag purse sling',
  tote: 'bag tote handbag shopper',
  backpack: 'bag backpack rucksack laptop',
  wallet: 'wallet purse card holder',
  watch: 'watch watches wristwatch',
  sunglasses: 'sunglasses shades goggles eyewear',
  belt: 'belt belts leather',
  cap: 'cap hat baseball cap',
  earrings: 'earrings jewellery jhumka jhumki',
};

/** Nouns used to name generated products of each kind (seed-cli's large catalogues). */
export const ART_NOUNS: Record<Art, string[]> = {
  tshirt: ['T-Shirt', 'Crew Neck Tee', 'V-Neck Tee', 'Henley T-Shirt'],
  polo: ['Polo T-Shirt', 'Polo'],
  shirt: ['Shirt', 'Casual Shirt', 'Formal Shirt'],
  kurta: ['Kurta', 'Kurti', 'Kurta Set'],
  nehru: ['Nehru Jacket', 'Bandhgala Jacket'],
  jacket: ['Jacket', 'Denim Jacket', 'Shacket'],
  bomber: ['Bomber Jacket'],
  puffer: ['Puffer Jacket', 'Quilted Jacket'],
  trackjacket: ['Track Jacket', 'Zip Jacket'],
  cardigan: ['Cardigan', 'Knit Cardigan'],
  hoodie: ['Hoodie', 'Sweatshirt'],
  trousers: ['Trousers', 'Chinos'],
  jeans: ['Jeans', 'Slim Jeans', 'Straight Jeans'],
  trackpants: ['Track Pants', 'Joggers'],
  palazzo: ['Palazzo', 'Palazzo Pants'],
  leggings: ['Leggings', 'Churidar Leggings'],
  shorts: ['Shorts', 'Bermuda Shorts'],
  dress: ['Dress', 'Midi Dress', 'Maxi Dress'],
  anarkali: ['Anarkali Kurta', 'Anarkali Gown'],
  frock: ['Frock', 'Party Frock'],
  top: ['Top', 'Blouse', 'Tunic Top'],
  saree: ['Saree'],
  lehenga: ['Lehenga', 'Lehenga Choli'],
  dupatta: ['Dupatta', 'Stole'],
  sportsbra: ['Sports Bra'],
  dungarees: ['Dungarees'],
  sneaker: ['Sneakers', 'Running Shoes', 'Trainers'],
  hightop: ['High-Top Sneakers'],
  sandal: ['Sandals', 'Flat Sandals'],
  slides: ['Sliders', 'Flip Flops'],
  kolhapuri: ['Kolhapuri Chappals'],
  formal: ['Formal Shoes', 'Oxford Shoes', 'Derby Shoes'],
  loafer: ['Loafers', 'Moccasins'],
  jutti: ['Juttis', 'Mojaris'],
  boot: ['Boots', 'Chelsea Boots'],
  bag: ['Handbag', 'Sling Bag'],
  tote: ['Tote Bag'],
  backpack: ['Backpack'],
  wallet: ['Wallet', 'Card Holder'],
  watch: ['Watch', 'Analog Watch'],
  sunglasses: ['Sunglasses'],
  belt: ['Belt'],
  cap: ['Cap'],
  earrings: ['Earrings', 'Jhumkas'],
};

interface Entry {
  name: string;
  art: Art;
  price: number;
  colors: Colour[];
  description: string;
  tags?: string;
  sizes?: string[];
  pattern?: Pattern;
}

const MENS: Entry[] = [
  {
    name: 'Slim Fit Cotton Shirt',
    art: 'shirt',
    price: 999,
    colors: ['White', 'Blue', 'Pink'],
    description:
      'A crisp slim-fit shirt in breathable cotton poplin with a cutaway collar. Dresses up for office days and down with chinos on weekends.',
    tags: 'formal office',
  },
  {
    name: 'Oxford Button-Down Shirt',
    art: 'shirt',
    price: 1299,
    colors: ['Blue', 'White'],
    description:
      'Textured Oxford cotton with a button-down collar and a chest pocket. A smart-casual staple that softens with every wash.',
    tags: 'casual office',
  },
  {
    name: 'Linen Blend Casual Shirt',
    art: 'shirt',
    price: 1499,
    colors: ['Beige', 'Olive', 'White'],
    description: 'Cool linen-cotton blend with a relaxed fit, made for humid summer days.',
    tags: 'summer',
  },
  {
    name: 'Checked Flannel Shirt',
    art: 'shirt',
    price: 1199,
    colors: ['Red', 'Green'],
    pattern: 'checks',
    description: 'A soft brushed-cotton flannel shirt in a classic check. Wear it buttoned up or open over a tee.',
    tags: 'check checks plaid',
  },
  {
    name: 'Printed Rayon Party Shirt',
    art: 'shirt',
    price: 899,
    colors: ['Black', 'Navy'],
    pattern: 'print',
    description: 'A fluid rayon shirt with an all-over print and a camp collar, cut for evenings out.',
    tags: 'party printed',
  },
  {
    name: 'Classic Polo T-Shirt',
    art: 'polo',
    price: 699,
    colors: ['Navy', 'White', 'Maroon', 'Green'],
    description:
      'A cotton pique polo with a ribbed collar and a two-button placket. Smart enough for work, easy enough for the weekend.',
  },
  {
    name: 'Pique Cotton Polo',
    art: 'polo',
    price: 799,
    colors: ['Black', 'Yellow'],
    pattern: 'pinstripe',
    description: 'Breathable pique knit with tipped collar and cuffs, cut in a regular fit.',
  },
  {
    name: 'Graphic Print Crew Neck Tee',
    art: 'tshirt',
    price: 449,
    colors: ['Black', 'White', 'Olive'],
    pattern: 'print',
    description: 'A soft cotton tee with a bold front graphic. Pre-shrunk so it keeps its fit.',
    tags: 'graphic printed',
  },
  {
    name: 'Striped Henley T-Shirt',
    art: 'tshirt',
    price: 549,
    colors: ['Navy', 'Gray'],
    pattern: 'stripes',
    description: 'A breton-striped henley in cotton jersey with a three-button neckline.',
    tags: 'striped henley',
  },
  {
    name: 'Oversized Drop Shoulder Tee',
    art: 'tshirt',
    price: 599,
    colors: ['Beige', 'Black'],
    description:
      'A relaxed oversized tee in heavyweight 240 GSM cotton with dropped shoulders. Streetwear comfort, all day.',
    tags: 'oversized',
  },
  {
    name: 'Cotton Stretch Chinos',
    art: 'trousers',
    price: 1299,
    colors: ['Beige', 'Navy', 'Olive'],
    description:
      'Slim-fit chinos in cotton twill with a touch of stretch. Pairs with everything from polos to linen shirts.',
    tags: 'chinos chino',
  },
  {
    name: 'Slim Fit Stretch Jeans',
    art: 'jeans',
    price: 1599,
    colors: ['Blue', 'Black'],
    sizes: WAIST_M,
    description: 'Mid-rise slim jeans in stretch denim that moves with you. Classic five-pocket styling.',
  },
  {
    name: 'Relaxed Fit Dark Wash Jeans',
    art: 'jeans',
    price: 1799,
    colors: ['Navy'],
    sizes: WAIST_M,
    description: 'Comfortable relaxed-fit jeans in a deep indigo wash. Sturdy 12 oz cotton denim.',
  },
  {
    name: 'Formal Pleated Trousers',
    art: 'trousers',
    price: 1399,
    colors: ['Gray', 'Black', 'Navy'],
    sizes: WAIST_M,
    description:
      'Tailored single-pleat trousers with a crease front and a comfortable waistband. Made for the office and for weddings alike.',
    tags: 'formal office pant',
  },
  {
    name: 'Cotton Kurta Pyjama Set',
    art: 'kurta',
    price: 1899,
    colors: ['White', 'Beige'],
    description: 'A classic straight kurta with a matching pyjama in soft cotton. Cool, easy festive wear.',
    tags: 'kurta pyjama set festive',
  },
  {
    name: 'Silk Blend Festive Kurta',
    art: 'kurta',
    price: 2499,
    colors: ['Maroon', 'Mustard', 'Navy'],
    pattern: 'border',
    description:
      'A rich silk-blend kurta with a mandarin collar and an embroidered yoke. Ready for Diwali, weddings and pujas.',
    tags: 'festive wedding silk',
  },
  {
    name: 'Short Cotton Kurta',
    art: 'kurta',
    price: 899,
    colors: ['Olive', 'Blue', 'White'],
    pattern: 'dots',
    description: 'A hip-length cotton kurta with a subtle self print. Goes with jeans as easily as with pyjamas.',
    tags: 'short kurta casual',
  },
  {
    name: 'Classic Nehru Jacket',
    art: 'nehru',
    price: 1999,
    colors: ['Black', 'Maroon', 'Beige'],
    description:
      'A sleeveless Nehru jacket with a band collar and welt pockets. Layer it over a kurta or a shirt for instant occasion wear.',
    tags: 'bandhgala festive wedding',
  },
  {
    name: 'Quilted Puffer Jacket',
    art: 'puffer',
    price: 2999,
    colors: ['Black', 'Olive'],
    description: 'A lightweight quilted puffer with a high collar and water-resistant shell. Warm without the bulk.',
  },
  {
    name: 'Classic Bomber Jacket',
    art: 'bomber',
    price: 2299,
    colors: ['Olive', 'Navy'],
    description: 'A bomber jacket with ribbed collar, cuffs and hem, and a full-length zip.',
  },
  {
    name: 'Fleece Pullover Hoodie',
    art: 'hoodie',
    price: 1199,
    colors: ['Gray', 'Black', 'Maroon'],
    description: 'A brushed fleece hoodie with a kangaroo pocket and a drawstring hood. Your go-to for cool evenings.',
  },
  {
    name: 'Cotton Cargo Shorts',
    art: 'shorts',
    price: 799,
    colors: ['Beige', 'Olive'],
    description: 'Knee-length cargo shorts in cotton twill with utility pockets.',
    tags: 'cargo',
  },
  {
    name: 'Cotton Churidar Pyjama',
    art: 'leggings',
    price: 599,
    colors: ['White', 'Beige'],
    sizes: TOPS_M,
    description:
      'A gathered churidar pyjama in soft cotton with a drawstring waist. The classic partner to a long kurta.',
    tags: 'churidar pyjama ethnic',
  },
];

const WOMENS: Entry[] = [
  {
    name: 'Banarasi Silk Saree',
    art: 'saree',
    price: 3999,
    colors: ['Maroon', 'Red', 'Green'],
    pattern: 'print',
    description:
      'A lustrous Banarasi silk saree with a woven zari border and pallu. Comes with an unstitched blouse piece.',
    tags: 'banarasi silk wedding festive zari',
  },
  {
    name: 'Printed Georgette Saree',
    art: 'saree',
    price: 1499,
    colors: ['Pink', 'Blue', 'Yellow'],
    pattern: 'dots',
    description:
      'A light, flowing georgette saree with a delicate all-over print. Easy to drape and easy to carry through a long day.',
    tags: 'georgette printed',
  },
  {
    name: 'Cotton Handloom Saree',
    art: 'saree',
    price: 1899,
    colors: ['Beige', 'White', 'Mustard'],
    pattern: 'stripes',
    description: 'A breathable handloom cotton saree with a contrast border, woven by artisans in Bengal.',
    tags: 'handloom cotton tant',
  },
  {
    name: 'Chiffon Party Wear Saree',
    art: 'saree',
    price: 2499,
    colors: ['Black', 'Navy'],
    pattern: 'border',
    description: 'A sheer chiffon saree with a sequinned border for cocktail evenings and receptions.',
    tags: 'chiffon party sequin',
  },
  {
    name: 'Embroidered Anarkali Kurta',
    art: 'anarkali',
    price: 2199,
    colors: ['Maroon', 'Navy', 'Green'],
    pattern: 'border',
    description:
      'A floor-length flared Anarkali with thread embroidery at the yoke and hem. Festive, graceful and comfortable.',
    tags: 'anarkali festive',
    sizes: TOPS_W,
  },
  {
    name: 'Straight Cotton Kurti',
    art: 'kurta',
    price: 699,
    colors: ['Yellow', 'Pink', 'Blue'],
    description: 'An everyday straight kurti in soft cotton with three-quarter sleeves.',
    tags: 'kurti daily office',
    sizes: TOPS_W,
  },
  {
    name: 'Block Print Kurta Set with Dupatta',
    art: 'kurta',
    price: 1799,
    colors: ['Blue', 'Mustard'],
    pattern: 'print',
    description: 'A hand block-printed cotton kurta with matching pants and a mulmul dupatta. Printed in Jaipur.',
    tags: 'kurta set jaipuri block print dupatta',
    sizes: TOPS_W,
  },
  {
    name: 'Chikankari Kurti',
    art: 'kurta',
    price: 1299,
    colors: ['White', 'Pink'],
    pattern: 'dots',
    description: 'A Lucknowi chikankari kurti in georgette with delicate hand embroidery.',
    tags: 'chikankari lucknowi embroidered',
    sizes: TOPS_W,
  },
  {
    name: 'Embroidered Lehenga Choli',
    art: 'lehenga',
    price: 4999,
    colors: ['Red', 'Pink', 'Maroon'],
    pattern: 'border',
    description:
      'A flared lehenga with mirror and zari embroidery, a matching choli and a net dupatta. Made for weddings and sangeet nights.',
    tags: 'bridal wedding sangeet',
    sizes: TOPS_W,
  },
  {
    name: 'Festive Lehenga Skirt',
    art: 'lehenga',
    price: 2999,
    colors: ['Mustard', 'Green'],
    pattern: 'print',
    description: 'A twirl-ready printed lehenga skirt with a gota border. Pair it with a crop top or a blouse.',
    tags: 'festive navratri',
    sizes: TOPS_W,
  },
  {
    name: 'Flared Palazzo Pants',
    art: 'palazzo',
    price: 599,
    colors: ['Black', 'White', 'Maroon'],
    description: 'Wide-leg palazzo pants in flowing rayon with an elastic waist.',
    sizes: TOPS_W,
  },
  {
    name: 'Printed Rayon Palazzo',
    art: 'palazzo',
    price: 699,
    colors: ['Multi', 'Blue'],
    pattern: 'print',
    description: 'Breezy printed palazzos that pair with short kurtis and tops.',
    tags: 'printed',
    sizes: TOPS_W,
  },
  {
    name: 'Cotton Churidar Leggings',
    art: 'leggings',
    price: 399,
    colors: ['Black', 'White', 'Maroon', 'Beige'],
    description: 'Stretchy cotton-lycra churidar leggings with extra length that gathers at the ankle.',
    tags: 'churidar',
    sizes: TOPS_W,
  },
  {
    name: 'Floral Maxi Dress',
    art: 'dress',
    price: 1699,
    colors: ['Blue', 'Yellow', 'Pink'],
    pattern: 'print',
    description: 'A floaty floral maxi dress with a smocked waist and flutter sleeves. Holiday-ready.',
    tags: 'floral maxi summer',
    sizes: TOPS_W,
  },
  {
    name: 'Bodycon Midi Dress',
    art: 'dress',
    price: 1299,
    colors: ['Black', 'Red'],
    description: 'A figure-hugging ribbed midi dress with a square neck, made for parties.',
    tags: 'bodycon party',
    sizes: TOPS_W,
  },
  {
    name: 'Satin Wrap Dress',
    art: 'dress',
    price: 1499,
    colors: ['Green', 'Maroon'],
    description: 'A fluid satin wrap dress with a tie waist and a soft sheen.',
    tags: 'wrap satin party',
    sizes: TOPS_W,
  },
  {
    name: 'Peplum Top',
    art: 'top',
    price: 599,
    colors: ['White', 'Mustard', 'Pink'],
    description: 'A structured peplum top with puff sleeves that flatters every shape.',
    sizes: TOPS_W,
  },
  {
    name: 'Ruffle Sleeve Blouse',
    art: 'top',
    price: 749,
    colors: ['Beige', 'Black'],
    pattern: 'pinstripe',
    description: 'A soft crepe blouse with ruffled sleeves and a keyhole neckline.',
    tags: 'ruffle',
    sizes: TOPS_W,
  },
  {
    name: 'Ribbed Crop Top',
    art: 'top',
    price: 399,
    colors: ['White', 'Black', 'Pink'],
    description: 'A stretchy ribbed crop top for high-waist jeans and skirts.',
    tags: 'crop',
    sizes: TOPS_W,
  },
  {
    name: 'High Rise Skinny Jeans',
    art: 'jeans',
    price: 1499,
    colors: ['Blue', 'Black'],
    sizes: WAIST_W,
    description: 'High-rise skinny jeans in super-stretch denim that holds its shape all day.',
    tags: 'skinny',
  },
  {
    name: 'Mom Fit Jeans',
    art: 'jeans',
    price: 1699,
    colors: ['Blue'],
    sizes: WAIST_W,
    description: 'Relaxed, high-waisted mom jeans with a tapered leg and a vintage wash.',
    tags: 'mom fit',
  },
  {
    name: 'Phulkari Dupatta',
    art: 'dupatta',
    price: 899,
    colors: ['Multi', 'Pink'],
    pattern: 'print',
    description: 'A vibrant Punjabi phulkari dupatta with dense floral thread embroidery.',
    tags: 'phulkari punjabi embroidered',
  },
  {
    name: 'Chiffon Dupatta',
    art: 'dupatta',
    price: 499,
    colors: ['Red', 'Yellow', 'Green', 'Pink'],
    pattern: 'border',
    description: 'A light chiffon dupatta with a gota border that lifts any plain kurta.',
  },
  {
    name: 'Cropped Denim Jacket',
    art: 'jacket',
    price: 1999,
    colors: ['Blue', 'White'],
    description: 'A boxy cropped denim jacket with chest pockets and metal buttons.',
    tags: 'denim',
    sizes: TOPS_W,
  },
  {
    name: 'Knit Cardigan',
    art: 'cardigan',
    price: 1499,
    colors: ['Beige', 'Maroon'],
    description: 'A soft chunky-knit cardigan with horn buttons, for cool mornings.',
    tags: 'knit winter',
    sizes: TOPS_W,
  },
];

const KIDS_ENTRIES: Entry[] = [
  {
    name: 'Girls Floral Cotton Frock',
    art: 'frock',
    price: 799,
    colors: ['Pink', 'Yellow'],
    pattern: 'print',
    description: 'A twirly cotton frock with a floral print, puff sleeves and a bow at the waist.',
    tags: 'girls dress floral',
  },
  {
    name: 'Girls Party Frock',
    art: 'frock',
    price: 1299,
    colors: ['Red', 'Blue', 'White'],
    pattern: 'dots',
    description: 'A layered party frock with a satin bodice and a tulle skirt. Birthday-party approved.',
    tags: 'girls party dress',
  },
  {
    name: 'Smocked Cotton Frock',
    art: 'frock',
    price: 699,
    colors: ['Yellow', 'Green'],
    pattern: 'pinstripe',
    description: 'A soft smocked frock in breathable cotton, made for summer play.',
    tags: 'girls summer dress',
  },
  {
    name: 'Kids Denim Dungarees',
    art: 'dungarees',
    price: 999,
    colors: ['Blue'],
    description: 'Classic denim dungarees with adjustable straps and a big bib pocket.',
    tags: 'boys girls overalls',
  },
  {
    name: 'Corduroy Dungarees',
    art: 'dungarees',
    price: 1099,
    colors: ['Mustard', 'Maroon'],
    pattern: 'pinstripe',
    description: 'Soft needlecord dungarees with snap buttons at the side, easy for little hands.',
    tags: 'corduroy',
  },
  {
    name: 'Boys Dino Print T-Shirt',
    art: 'tshirt',
    price: 399,
    colors: ['Red', 'Blue', 'Yellow'],
    pattern: 'print',
    description: 'A cotton tee with a playful dinosaur print, gentle on young skin.',
    tags: 'boys graphic',
  },
  {
    name: 'Boys Cotton Polo',
    art: 'polo',
    price: 499,
    colors: ['Navy', 'Green'],
    description: 'A smart little polo in soft pique cotton for school outings and family lunches.',
    tags: 'boys',
  },
  {
    name: 'Boys Kurta Pyjama Set',
    art: 'kurta',
    price: 899,
    colors: ['Mustard', 'White', 'Maroon'],
    pattern: 'border',
    description: 'A festive cotton-silk kurta with a matching pyjama, ready for Diwali and weddings.',
    tags: 'boys ethnic festive',
  },
  {
    name: 'Girls Lehenga Choli',
    art: 'lehenga',
    price: 1499,
    colors: ['Pink', 'Red'],
    pattern: 'border',
    description: 'A flared lehenga with a sequinned choli and a soft dupatta for little ones.',
    tags: 'girls ethnic festive',
  },
  {
    name: 'Kids Jogger Pants',
    art: 'trackpants',
    price: 549,
    colors: ['Gray', 'Navy'],
    description: 'Comfy cotton-fleece joggers with an elastic waist and cuffed ankles.',
    tags: 'joggers boys girls',
  },
  {
    name: 'Boys Cargo Shorts',
    art: 'shorts',
    price: 449,
    colors: ['Olive', 'Beige'],
    description: 'Tough cotton cargo shorts with plenty of pockets for treasures.',
    tags: 'boys cargo',
  },
  {
    name: 'Kids Zipper Hoodie',
    art: 'hoodie',
    price: 899,
    colors: ['Red', 'Navy'],
    description: 'A warm fleece hoodie with a full zip, made for school mornings.',
    tags: 'boys girls winter',
  },
  {
    name: 'Girls Printed Leggings',
    art: 'leggings',
    price: 299,
    colors: ['Pink', 'Black', 'Multi'],
    pattern: 'dots',
    description: 'Stretchy cotton leggings in playful prints.',
    tags: 'girls',
  },
  {
    name: 'Boys Checked Shirt',
    art: 'shirt',
    price: 599,
    colors: ['Blue', 'Red'],
    pattern: 'checks',
    description: 'A cotton checked shirt with roll-up sleeves.',
    tags: 'boys check',
  },
  {
    name: 'Kids Puffer Jacket',
    art: 'puffer',
    price: 1599,
    colors: ['Yellow', 'Red', 'Navy'],
    description: 'A cosy padded jacket with a hood for chilly winter days.',
    tags: 'boys girls winter',
  },
  {
    name: 'Girls Denim Jeans',
    art: 'jeans',
    price: 799,
    colors: ['Blue'],
    description: 'Stretch denim jeans with an adjustable waist that grows with your child.',
    tags: 'girls denim',
  },
];

const FOOTWEAR: Entry[] = [
  {
    name: 'Canvas Low-Top Sneakers',
    art: 'sneaker',
    price: 1299,
    colors: ['White', 'Black', 'Navy'],
    description: 'Classic canvas sneakers with a vulcanised rubber sole. Go with jeans, chinos and shorts alike.',
    tags: 'canvas',
  },
  {
    name: 'Chunky Platform Sneakers',
    art: 'sneaker',
    price: 2499,
    colors: ['White', 'Beige'],
    description: 'Retro chunky sneakers with a padded collar and a thick cushioned sole.',
    tags: 'chunky platform',
  },
  {
    name: 'High-Top Sneakers',
    art: 'hightop',
    price: 1999,
    colors: ['Red', 'Black', 'White'],
    description: 'High-top sneakers with ankle support and a grippy sole.',
    tags: 'high top',
  },
  {
    name: 'Leather Penny Loafers',
    art: 'loafer',
    price: 2799,
    colors: ['Brown', 'Black'],
    description: 'Hand-finished leather penny loafers with a cushioned insole. Slip them on for office or a wedding.',
    tags: 'penny leather',
  },
  {
    name: 'Suede Tassel Loafers',
    art: 'loafer',
    price: 2999,
    colors: ['Beige', 'Navy'],
    description: 'Soft suede loafers with tassel detail and a flexible sole.',
    tags: 'suede tassel',
  },
  {
    name: 'Slip-On Casual Shoes',
    art: 'loafer',
    price: 1499,
    colors: ['Navy', 'Gray'],
    description: 'Lightweight slip-ons with an elastic gusset and a memory-foam footbed.',
    tags: 'slip on casual',
  },
  {
    name: 'Oxford Formal Shoes',
    art: 'formal',
    price: 3299,
    colors: ['Black', 'Brown'],
    description:
      'Polished leather Oxfords with a closed lacing and a stacked heel. The formal shoe every wardrobe needs.',
    tags: 'oxford lace up',
  },
  {
    name: 'Derby Formal Shoes',
    art: 'formal',
    price: 2999,
    colors: ['Brown', 'Black'],
    description: 'Comfortable leather Derbys with an open lacing and a lightweight rubber sole.',
    tags: 'derby lace up',
  },
  {
    name: 'Kolhapuri Chappals',
    art: 'kolhapuri',
    price: 899,
    colors: ['Brown', 'Beige'],
    description: 'Handcrafted leather Kolhapuri chappals with a braided toe strap, made in Maharashtra.',
    tags: 'handmade leather',
  },
  {
    name: 'Embroidered Punjabi Juttis',
    art: 'jutti',
    price: 1199,
    colors: ['Mustard', 'Maroon', 'Multi'],
    description: 'Traditional Punjabi juttis with rich thread embroidery and a soft leather lining.',
    tags: 'punjabi embroidered wedding',
  },
  {
    name: "Women's Mojari Juttis",
    art: 'jutti',
    price: 999,
    colors: ['Pink', 'Red', 'Beige'],
    sizes: SHOES_W,
    description: 'Comfortable padded mojaris with beadwork, made for festive days on your feet.',
    tags: 'women mojari festive',
  },
  {
    name: 'Everyday Flat Sandals',
    art: 'sandal',
    price: 699,
    colors: ['Brown', 'Black'],
    description: 'Simple strappy flats with a cushioned footbed for daily wear.',
    tags: 'flats',
  },
  {
    name: "Women's Block Heel Sandals",
    art: 'sandal',
    price: 1499,
    colors: ['Beige', 'Black'],
    sizes: SHOES_W,
    description: 'Stable block-heel sandals with an ankle strap, comfortable from office to evening.',
    tags: 'heels women block heel',
  },
  {
    name: 'Rubber Flip Flops',
    art: 'slides',
    price: 299,
    colors: ['Black', 'Blue', 'Red'],
    description: 'Soft, waterproof flip flops for home, beach and monsoon.',
    tags: 'flip flops hawai chappal monsoon',
  },
  {
    name: 'Cushioned Sliders',
    art: 'slides',
    price: 499,
    colors: ['Black', 'Navy', 'Olive'],
    description: 'Slip-on sliders with a contoured, cushioned footbed.',
    tags: 'sliders',
  },
  {
    name: 'Leather Chelsea Boots',
    art: 'boot',
    price: 3999,
    colors: ['Brown', 'Black'],
    description: 'Sleek leather Chelsea boots with elastic side panels and a pull tab.',
    tags: 'chelsea boots leather',
  },
  {
    name: "Women's Ballet Flats",
    art: 'loafer',
    price: 899,
    colors: ['Black', 'Pink', 'Beige'],
    sizes: SHOES_W,
    description: 'Soft ballet flats with a cushioned heel and a neat bow.',
    tags: 'women bellies flats ballerina',
  },
  {
    name: 'Outdoor Sports Sandals',
    art: 'sandal',
    price: 1299,
    colors: ['Gray', 'Olive'],
    description: 'Rugged velcro-strap sandals with a grippy sole for treks and travel.',
    tags: 'floaters velcro trekking',
  },
];

const ACCESSORIES: Entry[] = [
  {
    name: 'Analog Leather Strap Watch',
    art: 'watch',
    price: 1999,
    colors: ['Brown', 'Black'],
    description:
      'A minimal analog watch with a genuine leather strap and a mineral glass dial. Water resistant to 30 m.',
    tags: 'analog leather',
  },
  {
    name: 'Stainless Steel Chronograph Watch',
    art: 'watch',
    price: 4499,
    colors: ['Black', 'Navy', 'Gray'],
    description: 'A bold chronograph with a stainless steel case and a date window.',
    tags: 'chronograph steel',
  },
  {
    name: "Women's Rose Dial Watch",
    art: 'watch',
    price: 2499,
    colors: ['Pink', 'White'],
    description: 'A slim watch with a rose-tone case and a sunray dial.',
    tags: 'women',
  },
  {
    name: 'Aviator Sunglasses',
    art: 'sunglasses',
    price: 1299,
    colors: ['Black', 'Brown'],
    description: 'Classic aviators with UV400 protection and a lightweight metal frame.',
    tags: 'aviator uv',
  },
  {
    name: 'Wayfarer Sunglasses',
    art: 'sunglasses',
    price: 999,
    colors: ['Black', 'Blue', 'Red'],
    description: 'Timeless wayfarers with polarised lenses that cut glare on sunny drives.',
    tags: 'wayfarer polarised',
  },
  {
    name: 'Cat-Eye Sunglasses',
    art: 'sunglasses',
    price: 1199,
    colors: ['Pink', 'Black'],
    description: 'Retro cat-eye sunglasses with gradient lenses and full UV protection.',
    tags: 'cat eye women',
  },
  {
    name: 'Genuine Leather Wallet',
    art: 'wallet',
    price: 799,
    colors: ['Brown', 'Black'],
    description: 'A slim bi-fold wallet in genuine leather with RFID protection, eight card slots and a coin pocket.',
    tags: 'leather men',
  },
  {
    name: 'Slim Card Holder',
    art: 'wallet',
    price: 499,
    colors: ['Black', 'Navy', 'Maroon'],
    description: 'A pocket-friendly card holder with four slots and a centre pocket.',
    tags: 'card holder',
  },
  {
    name: 'Reversible Leather Belt',
    art: 'belt',
    price: 899,
    colors: ['Black', 'Brown'],
    sizes: BELTS,
    description: 'One belt, two looks: black on one side and brown on the other, with a rotating buckle.',
    tags: 'reversible formal',
  },
  {
    name: 'Canvas Casual Belt',
    art: 'belt',
    price: 499,
    colors: ['Olive', 'Navy', 'Beige'],
    sizes: BELTS,
    description: 'A woven canvas belt with a matte metal buckle, for jeans and chinos.',
    tags: 'canvas casual',
  },
  {
    name: "Women's Tote Bag",
    art: 'tote',
    price: 1799,
    colors: ['Beige', 'Black', 'Maroon'],
    description: 'A roomy structured tote that fits a laptop, with a zip pocket inside.',
    tags: 'tote women office',
  },
  {
    name: 'Quilted Sling Bag',
    art: 'bag',
    price: 1299,
    colors: ['Brown', 'Pink'],
    description: 'A compact quilted sling bag with a chain strap and a magnetic flap.',
    tags: 'sling crossbody women',
  },
  {
    name: 'Embroidered Potli Clutch',
    art: 'bag',
    price: 1499,
    colors: ['Mustard', 'Red'],
    description: 'A festive embroidered clutch with a detachable strap, the finishing touch for ethnic outfits.',
    tags: 'clutch potli festive wedding',
  },
  {
    name: 'Laptop Backpack',
    art: 'backpack',
    price: 1999,
    colors: ['Black', 'Gray', 'Navy'],
    description: 'A water-resistant backpack with a padded 15.6-inch laptop sleeve and a USB charging port.',
    tags: 'laptop college office travel',
  },
  {
    name: 'Cotton Baseball Cap',
    art: 'cap',
    price: 399,
    colors: ['Black', 'Navy', 'Red', 'Beige'],
    description: 'A six-panel cotton cap with an adjustable strap and a curved brim.',
    tags: 'baseball',
  },
  {
    name: 'Oxidised Jhumka Earrings',
    art: 'earrings',
    price: 349,
    colors: ['Maroon', 'Green'],
    description: 'Oxidised silver-tone jhumkas with coloured beads, light enough to wear all day.',
    tags: 'oxidised silver women',
  },
  {
    name: 'Pashmina Wool Shawl',
    art: 'dupatta',
    price: 1999,
    colors: ['Beige', 'Maroon', 'Gray'],
    pattern: 'border',
    description: 'A soft, warm shawl in a pashmina-wool blend with a woven border.',
    tags: 'shawl pashmina winter',
  },
];

const SPORTS: Entry[] = [
  {
    name: "Men's Running Shoes",
    art: 'sneaker',
    price: 2999,
    colors: ['Black', 'Blue', 'Gray'],
    description: 'Responsive running shoes with a breathable mesh upper and a cushioned midsole for daily miles.',
    tags: 'running sports jogging',
  },
  {
    name: "Women's Running Shoes",
    art: 'sneaker',
    price: 2799,
    colors: ['Pink', 'White'],
    sizes: SHOES_W,
    description: 'Lightweight running shoes with a knit upper and soft foam cushioning.',
    tags: 'running sports women',
  },
  {
    name: 'Cross Training Shoes',
    art: 'sneaker',
    price: 2299,
    colors: ['Red', 'Black'],
    description: 'Stable training shoes with a wide base for lifts, HIIT and gym sessions.',
    tags: 'training gym sports',
  },
  {
    name: 'Dri-Fit Track Pants',
    art: 'trackpants',
    price: 899,
    colors: ['Black', 'Navy', 'Gray'],
    description: 'Quick-dry track pants with zip pockets and side stripes.',
    tags: 'dri fit gym',
  },
  {
    name: 'Slim Fit Joggers',
    art: 'trackpants',
    price: 999,
    colors: ['Olive', 'Black'],
    description: 'Tapered cotton-blend joggers with cuffed ankles, as good for the gym as for the sofa.',
    tags: 'joggers',
  },
  {
    name: 'High Waist Yoga Leggings',
    art: 'leggings',
    price: 999,
    colors: ['Black', 'Maroon', 'Navy'],
    sizes: TOPS_W,
    description: 'Squat-proof high-waist leggings with four-way stretch and a hidden pocket.',
    tags: 'yoga gym tights women',
  },
  {
    name: 'Medium Impact Sports Bra',
    art: 'sportsbra',
    price: 699,
    colors: ['Black', 'Pink', 'Blue'],
    sizes: TOPS_W,
    description: 'A supportive sports bra with removable pads and a wide underband.',
    tags: 'yoga gym women',
  },
  {
    name: 'Racerback Sports Bra',
    art: 'sportsbra',
    price: 599,
    colors: ['White', 'Green'],
    sizes: TOPS_W,
    description: 'A breathable racerback bra for yoga and light workouts.',
    tags: 'yoga women',
  },
  {
    name: 'Quick-Dry Gym T-Shirt',
    art: 'tshirt',
    price: 599,
    colors: ['Black', 'Blue', 'Red', 'Yellow'],
    description: 'A sweat-wicking gym tee that dries fast and stays fresh.',
    tags: 'gym dri fit sports',
  },
  {
    name: 'Full Zip Track Jacket',
    art: 'trackjacket',
    price: 1699,
    colors: ['Navy', 'Black', 'Red'],
    description: 'A full-zip track jacket with contrast stripes on the sleeves.',
    tags: 'tracksuit',
  },
  {
    name: 'Yoga Tank Top',
    art: 'top',
    price: 549,
    colors: ['Gray', 'Pink'],
    sizes: TOPS_W,
    description: 'A soft, stretchy tank top cut for freedom of movement.',
    tags: 'yoga tank gym women',
  },
  {
    name: "Men's Compression Tights",
    art: 'leggings',
    price: 799,
    colors: ['Black'],
    description: 'Compression tights that support muscles during runs and training.',
    tags: 'compression running gym',
  },
  {
    name: 'Cricket Whites Trousers',
    art: 'trousers',
    price: 1099,
    colors: ['White'],
    sizes: WAIST_M,
    description: 'Classic cricket whites in a stretch fabric with a comfortable waistband.',
    tags: 'cricket',
  },
  {
    name: 'Football Jersey',
    art: 'tshirt',
    price: 749,
    colors: ['Blue', 'Yellow', 'Red'],
    pattern: 'stripes',
    description: 'A breathable football jersey with mesh panels.',
    tags: 'football jersey sports',
  },
  {
    name: 'Sports Cap',
    art: 'cap',
    price: 449,
    colors: ['White', 'Black'],
    description: 'A lightweight running cap with a sweatband and perforated panels.',
    tags: 'running',
  },
  {
    name: 'Smart Fitness Band',
    art: 'watch',
    price: 2999,
    colors: ['Black', 'Blue'],
    description: 'Tracks steps, heart rate and sleep, with a seven-day battery.',
    tags: 'smartwatch fitness tracker band',
  },
  {
    name: 'Gym Duffel Bag',
    art: 'tote',
    price: 1499,
    colors: ['Black', 'Navy'],
    description: 'A roomy gym duffel with a separate shoe compartment.',
    tags: 'gym duffel sports',
  },
];

const SAMPLE_ARTS: Record<string, { art: Art; pattern: Pattern }> = {
  'Classic Cotton T-Shirt': { art: 'tshirt', pattern: 'plain' },
  'Elegant Summer Dress': { art: 'dress', pattern: 'plain' },
  'Premium Sneakers': { art: 'sneaker', pattern: 'plain' },
  'Leather Crossbody Bag': { art: 'bag', pattern: 'plain' },
  'Kids Rainbow Hoodie': { art: 'hoodie', pattern: 'stripes' },
  'Athletic Running Shorts': { art: 'shorts', pattern: 'plain' },
  'Denim Jacket': { art: 'jacket', pattern: 'plain' },
  'Silk Blouse': { art: 'top', pattern: 'plain' },
};

const GROUPS: [CategorySlug, Entry[]][] = [
  ['mens-fashion', MENS],
  ['womens-fashion', WOMENS],
  ['kids-fashion', KIDS_ENTRIES],
  ['footwear', FOOTWEAR],
  ['accessories', ACCESSORIES],
  ['sports-active', SPORTS],
];

const NO_SIZES: Art[] = [
  'saree',
  'dupatta',
  'bag',
  'tote',
  'backpack',
  'wallet',
  'watch',
  'sunglasses',
  'cap',
  'earrings',
];
const FOOTWEAR_ARTS: Art[] = [
  'sneaker',
  'hightop',
  'sandal',
  'slides',
  'kolhapuri',
  'formal',
  'loafer',
  'jutti',
  'boot',
];

function defaultSizes(category: CategorySlug, art: Art): string[] {
  if (NO_SIZES.includes(art)) return [];
  if (art === 'belt') return BELTS;
  if (FOOTWEAR_ARTS.includes(art)) return SHOES;
  if (category === 'kids-fashion') return KIDS;
  if (category === 'womens-fashion') return TOPS_W;
  return TOPS_M;
}

/** A believable MRP above the price: discounts of 15-60%, ending in 99 like the price. */
function mrpFor(price: number, rand: () => number): number {
  const off = 0.15 + rand() * 0.45;
  const raw = price / (1 - off);
  const step = raw > 2000 ? 500 : 100;
  return Math.max(price + 100, Math.ceil(raw / step) * step - 1);
}

function build(): DemoProduct[] {
  const rand = prng(20_250_101);
  const list: DemoProduct[] = [];
  for (const sample of SAMPLE_PRODUCTS) {
    const look = SAMPLE_ARTS[sample.name] ?? { art: 'tshirt', pattern: 'plain' };
    const slug = sample.slug ?? slugify(sample.name);
    const colors = (sample.colors ?? ['Black']) as Colour[];
    list.push({
      ...sample,
      slug,
      art: look.art,
      pattern: look.pattern,
      colors,
      images: colors.map((c) => demoImageUrl(slug, c)),
      stockQuantity: 20 + Math.floor(rand() * 40),
      tags: [sample.tags, colors.join(' ')].filter(Boolean).join(' '),
      ageMinutes: Math.floor(rand() * 90 * 24 * 60),
    });
  }
  for (const [category, entries] of GROUPS) {
    for (const e of entries) {
      const slug = slugify(e.name);
      const discounted = rand() < 0.5;
      const rating = Math.round((3.5 + rand() * 1.4) * 10) / 10;
      // Review counts spread over orders of magnitude, as on real stores.
      const reviews = Math.floor(Math.exp(1.5 + rand() * 6.3));
      list.push({
        name: e.name,
        slug,
        category,
        art: e.art,
        pattern: e.pattern ?? 'plain',
        price: e.price,
        originalPrice: discounted ? mrpFor(e.price, rand) : null,
        description: e.description,
        sizes: e.sizes ?? defaultSizes(category, e.art),
        colors: e.colors,
        images: e.colors.map((c) => demoImageUrl(slug, c)),
        rating,
        reviews,
        stockQuantity: 1 + Math.floor(rand() * 60),
        featured: rand() < 0.13,
        tags: [ART_TAGS[e.art], e.tags, e.colors.join(' ')].filter(Boolean).join(' '),
        ageMinutes: Math.floor(rand() * 90 * 24 * 60),
      });
    }
  }
  // About eight sold-out products, spread over the catalogue (never the original client's sample products).
  const candidates = list.slice(SAMPLE_PRODUCTS.length);
  for (let n = 0; n < 8; n++) {
    const pick = candidates.splice(Math.floor(rand() * candidates.length), 1)[0]!;
    pick.stockQuantity = 0;
    pick.inStock = false;
  }
  return list;
}

/** The demo catalogue: the 8 sample products first, then about 115 more across the six categories. */
export const DEMO_PRODUCTS: readonly DemoProduct[] = build();

/** Each picture shows the colour at its place in the list (the demo draws one picture per colour). */
function pictureColours(images: string[], colors: string[]): Record<string, string> {
  return Object.fromEntries(images.map((url, i) => [url, colors[i]!]));
}

/** Stock on the shelves: more of the middle sizes, and now and then a size or a size × colour sold out. */
function demoVariants(slug: string, sizes: string[], colors: string[], stock: number) {
  return shelfStock(sizes, colors, stock, prng(hashString(`stock-${slug}`)));
}

/** The catalogue as product seeds, with creation dates spread over the 90 days before `now`. */
/** A few products carry a Hindi name and description, as an owner would add them; the rest fall back to English. */
const IN_HINDI: Record<string, Pick<ProductSeed, 'nameHi' | 'descriptionHi'>> = {
  'Slim Fit Cotton Shirt': {
    nameHi: 'स्लिम फ़िट कॉटन शर्ट',
    descriptionHi: 'हवादार कॉटन की कड़क स्लिम-फ़िट शर्ट, ऑफ़िस और रोज़ पहनने के लिए।',
  },
  'Cotton Kurta Pyjama Set': {
    nameHi: 'कॉटन कुर्ता पायजामा सेट',
    descriptionHi: 'सीधा क्लासिक कुर्ता और उसी रंग का पायजामा, मुलायम कॉटन में।',
  },
  'Silk Blend Festive Kurta': { nameHi: 'सिल्क ब्लेंड त्योहारी कुर्ता' },
  'Classic Nehru Jacket': { nameHi: 'क्लासिक नेहरू जैकेट' },
  'Banarasi Silk Saree': {
    nameHi: 'बनारसी सिल्क साड़ी',
    descriptionHi: 'चमकदार बनारसी सिल्क साड़ी, ज़री के बॉर्डर और मैचिंग ब्लाउज़ पीस के साथ।',
  },
  'Printed Georgette Saree': { nameHi: 'प्रिंटेड जॉर्जेट साड़ी' },
  'Chikankari Kurti': { nameHi: 'चिकनकारी कुर्ती' },
  'Embroidered Lehenga Choli': { nameHi: 'कढ़ाईदार लहंगा चोली' },
  'Flared Palazzo Pants': { nameHi: 'फ़्लेयर्ड पलाज़ो पैंट' },
  'Floral Maxi Dress': { nameHi: 'फ़्लोरल मैक्सी ड्रेस' },
};

export function demoProductSeeds(now: Date = new Date()): ProductSeed[] {
  return DEMO_PRODUCTS.map(({ art: _art, pattern: _pattern, ageMinutes, ...seed }) => ({
    ...seed,
    ...IN_HINDI[seed.name],
    imageColors: pictureColours(seed.images, seed.colors),
    variants: demoVariants(seed.slug, seed.sizes ?? [], seed.colors, seed.stockQuantity ?? 0),
    createdAt: new Date(now.getTime() - ageMinutes * 60_000),
  }));
}

/*
 * Large catalogues for load tests (seed-cli --products N): products made up from the demo
 * catalogue's kinds, reusing its pictures, so no new images are drawn.
 */

const BRANDS = [
  'Rangrez',
  'Desi Loom',
  'Vastra',
  'Saanjh',
  'UrbanRoot',
  'Mehr',
  'Nakshatra',
  'Kuber Basics',
  'Stride',
  'Tanvi',
  'Indigo Lane',
  'Chaukat',
];
const ADJECTIVES = [
  'Classic',
  'Slim Fit',
  'Relaxed',
  'Everyday',
  'Premium',
  'Festive',
  'Printed',
  'Solid',
  'Textured',
  'Embroidered',
  'Casual',
  'Tailored',
  'Vintage',
  'Urban',
  'Breezy',
  'Signature',
  'Essential',
  'Modern',
  'Heritage',
  'Lightweight',
];
const SPORT_ADJECTIVES = ['Performance', 'Training', 'Active', 'Pro', 'Endurance', 'Flex', 'Studio', 'Outdoor'];
const MATERIALS: Partial<Record<Art, string[]>> & { apparel: string[]; sport: string[]; footwear: string[] } = {
  apparel: [
    'Cotton',
    'Linen',
    'Rayon',
    'Silk Blend',
    'Khadi',
    'Chanderi',
    'Modal',
    'Organic Cotton',
    'Viscose',
    'Cotton Blend',
  ],
  sport: ['Dri-Fit', 'Stretch', 'Quick-Dry', 'Breathable', 'Recycled Polyester'],
  footwear: ['Leather', 'Suede', 'Canvas', 'Mesh', 'Knit', 'Vegan Leather'],
  saree: ['Silk', 'Cotton', 'Georgette', 'Chiffon', 'Linen', 'Organza', 'Banarasi', 'Kanjeevaram'],
  jeans: ['Stretch Denim', 'Rigid Denim', 'Washed Denim'],
  watch: ['Stainless Steel', 'Leather Strap', 'Metal Mesh', 'Silicone Strap'],
  sunglasses: ['Polarised', 'UV400', 'Metal Frame', 'Acetate'],
  bag: ['Leather', 'Vegan Leather', 'Canvas', 'Jute', 'Quilted'],
  tote: ['Canvas', 'Jute', 'Vegan Leather'],
  backpack: ['Water-Resistant', 'Canvas', 'Nylon'],
  wallet: ['Leather', 'Vegan Leather'],
  belt: ['Leather', 'Canvas', 'Suede'],
  cap: ['Cotton', 'Denim', 'Mesh'],
  earrings: ['Oxidised', 'Gold-Plated', 'Kundan', 'Beaded'],
};
const BENEFITS = [
  'Comfortable enough to wear all day.',
  'Easy to wash and quick to dry.',
  'Made to last, season after season.',
  'Pairs easily with the rest of your wardrobe.',
  'A favourite for festive days and family functions.',
  'Light and breathable for Indian summers.',
  'Finished with care, from stitching to buttons.',
];

const pick = <T>(list: readonly T[], rand: () => number): T => list[Math.floor(rand() * list.length)]!;

/** Prices that look like shop prices: ending in 99 (or 49 below a thousand). */
function shopPrice(value: number, rand: () => number): number {
  const hundreds = Math.floor(Math.min(4999, Math.max(299, value)) / 100) * 100;
  return Math.max(299, hundreds < 1000 && rand() < 0.3 ? hundreds + 49 : hundreds + 99);
}

const TEMPLATES = DEMO_PRODUCTS.slice(SAMPLE_PRODUCTS.length);

/** The i-th generated product; the same i always gives the same product, with a slug ending in `-g<i>`. */
export function generatedProductSeed(i: number, now: Date = new Date()): ProductSeed {
  const rand = prng(hashString(`generated-${i}`));
  const t = pick(TEMPLATES, rand);
  const sport = t.category === 'sports-active';
  const materials =
    MATERIALS[t.art] ??
    (sport ? MATERIALS.sport : FOOTWEAR_ARTS.includes(t.art) ? MATERIALS.footwear : MATERIALS.apparel);
  const material = pick(materials, rand);
  const adjective = pick(sport ? SPORT_ADJECTIVES : ADJECTIVES, rand);
  const noun = pick(ART_NOUNS[t.art], rand);
  const brand = rand() < 0.6 ? `${pick(BRANDS, rand)} ` : '';
  const name = `${brand}${adjective} ${material} ${noun}`;
  // A run of the template's colours, so every colour has its picture.
  const first = Math.floor(rand() * t.colors.length);
  const n = 1 + Math.floor(rand() * (t.colors.length - first));
  const colors = t.colors.slice(first, first + n);
  const images = t.images.slice(first, first + n);
  const price = shopPrice(t.price * (0.6 + rand()), rand);
  const stockQuantity = rand() < 0.07 ? 0 : 1 + Math.floor(rand() * 60);
  const slug = `${slugify(name)}-g${i}`;
  return {
    name,
    slug,
    category: t.category,
    price,
    originalPrice: rand() < 0.5 ? mrpFor(price, rand) : null,
    description: `${adjective} ${noun.toLowerCase()} in ${material.toLowerCase()}. ${pick(BENEFITS, rand)}`,
    sizes: t.sizes,
    colors,
    images,
    imageColors: pictureColours(images, colors),
    rating: Math.round((3 + rand() * 2) * 10) / 10,
    reviews: Math.floor(Math.exp(rand() * 8.5)),
    stockQuantity,
    variants: demoVariants(slug, t.sizes ?? [], colors, stockQuantity),
    featured: rand() < 0.03,
    tags: [ART_TAGS[t.art], material, colors.join(' ')].join(' '),
    createdAt: new Date(now.getTime() - Math.floor(rand() * 365 * 24 * 60) * 60_000),
  };
}
