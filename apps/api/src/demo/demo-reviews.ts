import { eq, inArray, sql } from 'drizzle-orm';
import type { CategorySlug, ReviewFit } from '@kuber/shared';
import type { Db } from '../db/client.js';
import { categories, orderItems, orders, products, reviews, users } from '../db/schema.js';
import { recountProductRatings } from '../modules/reviews/reviews.service.js';
import { hashString, prng } from './demo-catalogue.js';

/*
 * The demo store's reviews (decision 033): written by demo shoppers, each about a product their
 * delivered demo order holds, so that every card's rating and count are what its reviews add up to.
 * The shoppers cannot log in (their password hash matches no password); their orders are in the
 * past, cash on delivery, delivered.
 */

interface Shopper {
  first: string;
  last: string;
  city: string;
  state: string;
  pin: string;
}

const SHOPPERS: Shopper[] = [
  { first: 'Priya', last: 'Sharma', city: 'Jaipur', state: 'Rajasthan', pin: '302001' },
  { first: 'Rahul', last: 'Verma', city: 'Lucknow', state: 'Uttar Pradesh', pin: '226001' },
  { first: 'Ananya', last: 'Iyer', city: 'Chennai', state: 'Tamil Nadu', pin: '600004' },
  { first: 'Arjun', last: 'Reddy', city: 'Hyderabad', state: 'Telangana', pin: '500034' },
  { first: 'Sneha', last: 'Patil', city: 'Pune', state: 'Maharashtra', pin: '411004' },
  { first: 'Vikram', last: 'Singh', city: 'Chandigarh', state: 'Chandigarh', pin: '160017' },
  { first: 'Meera', last: 'Nair', city: 'Kochi', state: 'Kerala', pin: '682016' },
  { first: 'Rohit', last: 'Gupta', city: 'Indore', state: 'Madhya Pradesh', pin: '452001' },
  { first: 'Kavya', last: 'Rao', city: 'Bengaluru', state: 'Karnataka', pin: '560038' },
  { first: 'Aditya', last: 'Joshi', city: 'Ahmedabad', state: 'Gujarat', pin: '380009' },
  { first: 'Pooja', last: 'Mishra', city: 'Patna', state: 'Bihar', pin: '800001' },
  { first: 'Sandeep', last: 'Kaur', city: 'Ludhiana', state: 'Punjab', pin: '141001' },
  { first: 'Nisha', last: 'Das', city: 'Kolkata', state: 'West Bengal', pin: '700019' },
  { first: 'Farhan', last: 'Qureshi', city: 'Bhopal', state: 'Madhya Pradesh', pin: '462001' },
  { first: 'Divya', last: 'Menon', city: 'Thiruvananthapuram', state: 'Kerala', pin: '695001' },
  { first: 'Amit', last: 'Yadav', city: 'Varanasi', state: 'Uttar Pradesh', pin: '221001' },
  { first: 'Ritika', last: 'Bansal', city: 'Gurugram', state: 'Haryana', pin: '122001' },
  { first: 'Karthik', last: 'Subramanian', city: 'Coimbatore', state: 'Tamil Nadu', pin: '641002' },
  { first: 'Simran', last: 'Arora', city: 'New Delhi', state: 'Delhi', pin: '110017' },
  { first: 'Manish', last: 'Tiwari', city: 'Raipur', state: 'Chhattisgarh', pin: '492001' },
];

/** A demo shopper's address: example.in is a domain kept for examples, so no mail reaches anyone. */
const emailOf = (s: Shopper) => `${s.first}.${s.last}@shoppers.example.in`.toLowerCase();

interface Written {
  rating: number;
  /** Only for what has a size; a bag or a watch has no fit. */
  fit?: ReviewFit;
  title: string;
  text: string;
}

/** What shoppers say of clothes: fit, fabric, colour and wash. */
const CLOTHES: Written[] = [
  {
    rating: 5,
    fit: 'TRUE_TO_SIZE',
    title: 'Exactly as shown',
    text: 'The colour is exactly as in the photos and the cotton is soft. Washed it twice, no shrinking at all. Ordering one more in another colour.',
  },
  {
    rating: 5,
    fit: 'TRUE_TO_SIZE',
    title: 'Perfect for office',
    text: 'Good stitching, the collar stays in shape and it does not crush by evening. I am 5 ft 10 and M fits me well.',
  },
  {
    rating: 4,
    fit: 'RUNS_SMALL',
    title: 'Take one size up',
    text: 'Lovely fabric and finish, but a little tight at the shoulders. I exchanged M for L and the L fits perfectly.',
  },
  {
    rating: 4,
    fit: 'TRUE_TO_SIZE',
    title: 'Good value',
    text: 'For this price the quality is very good. Colour faded slightly after the first wash, otherwise happy with it.',
  },
  {
    rating: 3,
    fit: 'RUNS_LARGE',
    title: 'Loose fit',
    text: 'The material is nice but it is quite loose and long for me. Fine for home wear, I would order one size down next time.',
  },
  {
    rating: 5,
    fit: 'TRUE_TO_SIZE',
    title: 'Bahut badhiya',
    text: 'Fabric bahut soft hai aur fitting ekdum perfect. Delivery bhi time pe hui, packing achhi thi. Value for money!',
  },
  {
    rating: 4,
    fit: 'TRUE_TO_SIZE',
    title: 'अच्छी क्वालिटी',
    text: 'कपड़ा अच्छा है और सिलाई भी मज़बूत है। रंग फ़ोटो जैसा ही है। दाम के हिसाब से बढ़िया।',
  },
  {
    rating: 2,
    fit: 'RUNS_SMALL',
    title: 'Runs very small',
    text: 'The size chart says 40 but it fits like 38. The return pickup was quick, but I expected a better fit.',
  },
  {
    rating: 5,
    fit: 'TRUE_TO_SIZE',
    title: 'Wore it to a wedding',
    text: 'Got so many compliments at my cousin’s sangeet. The embroidery is neat and the lining is comfortable even for hours.',
  },
  {
    rating: 4,
    fit: 'RUNS_LARGE',
    title: 'Comfortable in summer',
    text: 'Breathable and light, perfect for Chennai weather. Slightly roomy, but that works for a relaxed look.',
  },
];

/** What shoppers say of shoes: sizing, cushioning, grip. */
const SHOES: Written[] = [
  {
    rating: 5,
    fit: 'TRUE_TO_SIZE',
    title: 'Very comfortable',
    text: 'Walk 8–10 km daily in these and no pain at all. The sole has good grip even on wet roads in the monsoon.',
  },
  {
    rating: 4,
    fit: 'RUNS_SMALL',
    title: 'Order half a size up',
    text: 'Looks premium and the cushioning is nice. A bit snug at the toes for my wide feet, so go one size up.',
  },
  {
    rating: 5,
    fit: 'TRUE_TO_SIZE',
    title: 'Stylish and light',
    text: 'Wore them all day at a college fest. Light, stylish and easy to clean with a wet cloth.',
  },
  {
    rating: 3,
    fit: 'RUNS_LARGE',
    title: 'Slightly big',
    text: 'Quality is decent but they are a little big, I wear them with thick socks. The colour is nice.',
  },
  {
    rating: 4,
    fit: 'TRUE_TO_SIZE',
    title: 'Mast hai',
    text: 'Size ekdum sahi aaya. Pehle din thoda hard laga, do din mein comfortable ho gaya. Price ke hisaab se best.',
  },
  {
    rating: 1,
    fit: 'RUNS_SMALL',
    title: 'Sole came off',
    text: 'The sole started coming off at the heel within a month. Customer care replied quickly but I am disappointed.',
  },
];

/** What shoppers say of bags, watches, belts and the like. */
const ACCESSORIES: Written[] = [
  {
    rating: 5,
    title: 'Looks expensive',
    text: 'Finish is excellent and the stitching is neat. Everyone thinks it cost much more. Great as a gift.',
  },
  {
    rating: 4,
    title: 'Good, but smaller than expected',
    text: 'Quality is good and the colour is rich. It is a little smaller than it looks in the photos, fits a phone and wallet.',
  },
  {
    rating: 5,
    title: 'Gifted to my sister',
    text: 'Bought it for Raksha Bandhan, she loved it. Came in a nice box, well packed.',
  },
  {
    rating: 3,
    title: 'Okay for the price',
    text: 'Decent for daily use. The strap feels a bit thin, let us see how long it lasts.',
  },
  { rating: 4, title: 'बढ़िया उत्पाद', text: 'देखने में सुंदर और मज़बूत। रोज़ ऑफ़िस ले जाती हूँ, अब तक कोई शिकायत नहीं।' },
];

/** What parents say of children's clothes. */
const KIDS: Written[] = [
  {
    rating: 5,
    fit: 'TRUE_TO_SIZE',
    title: 'My son loves it',
    text: 'Soft on the skin, no itching, and the print did not fade after many washes. Ordered the 6–7 years size for my 6 year old.',
  },
  {
    rating: 4,
    fit: 'RUNS_LARGE',
    title: 'Room to grow',
    text: 'Slightly big for my daughter right now, but good quality so it will last till next year.',
  },
  {
    rating: 5,
    fit: 'TRUE_TO_SIZE',
    title: 'Bachchon ke liye perfect',
    text: 'Cotton bahut soft hai, beti ko pehnne mein koi problem nahi. Colours bhi bright hain.',
  },
  {
    rating: 3,
    fit: 'RUNS_SMALL',
    title: 'Runs small',
    text: 'Cute design but it runs small. Order a size bigger than your child’s age.',
  },
];

/** What shoppers say of sportswear: sweat, stretch, use. */
const SPORT: Written[] = [
  {
    rating: 5,
    fit: 'TRUE_TO_SIZE',
    title: 'Great for the gym',
    text: 'Dries quickly and stretches well. Used it for running and yoga, stays comfortable throughout.',
  },
  {
    rating: 4,
    fit: 'RUNS_SMALL',
    title: 'Snug fit',
    text: 'Good fabric that wicks sweat. The fit is snug, which I like for running, but go a size up for a relaxed fit.',
  },
  {
    rating: 5,
    fit: 'TRUE_TO_SIZE',
    title: 'Worth it',
    text: 'Morning walk aur gym dono ke liye use karta hoon. Quality solid hai, pasine mein bhi chipakta nahi.',
  },
  {
    rating: 3,
    fit: 'TRUE_TO_SIZE',
    title: 'Average',
    text: 'Fit is fine but the fabric pills a little after a few washes. Okay for the price.',
  },
];

const WRITTEN_FOR: Record<CategorySlug, Written[]> = {
  'mens-fashion': CLOTHES,
  'womens-fashion': CLOTHES,
  'kids-fashion': KIDS,
  footwear: SHOES,
  accessories: ACCESSORIES,
  'sports-active': SPORT,
};

/** The shop's answers to some of the lower ratings, as a caring small brand writes them. */
const REPLIES = [
  'Sorry to hear this! Please reach us on WhatsApp with your order number and we will set it right.',
  'Thank you for the honest feedback. We have shared the sizing note with our team and updated the size chart.',
];

const DAY_MS = 86_400_000;

/**
 * Writes the demo reviews once (a store that has its demo shoppers already is left alone): about
 * two in three demo products get one to six reviews, each by a different demo shopper whose demo
 * order of it was delivered. Answers how many reviews it wrote.
 */
export async function seedDemoReviews(db: Db, now: Date = new Date()): Promise<number> {
  const emails = SHOPPERS.map(emailOf);
  const existing = await db.select({ id: users.id }).from(users).where(inArray(users.email, emails)).limit(1);
  if (existing.length) return 0;
  const rand = prng(hashString('demo-reviews'));
  const shoppers = await db
    .insert(users)
    .values(
      SHOPPERS.map((s, i) => ({
        email: emailOf(s),
        phone: `70000000${String(i).padStart(2, '0')}`,
        // No password opens it: the demo's shoppers write reviews, they do not log in.
        passwordHash: '!',
        firstName: s.first,
        lastName: s.last,
        createdAt: new Date(now.getTime() - (150 + i) * DAY_MS),
      })),
    )
    .onConflictDoNothing()
    .returning({ id: users.id, email: users.email, phone: users.phone });
  const byEmail = new Map(shoppers.map((u) => [u.email, u]));
  const catalogue = await db
    .select({
      id: products.id,
      slug: products.slug,
      name: products.name,
      nameHi: products.nameHi,
      image: products.image,
      pricePaise: products.pricePaise,
      categoryId: products.categoryId,
      category: categories.slug,
      sizes: products.sizes,
      colors: products.colors,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(sql`${products.archivedAt} is null and ${products.slug} !~ '-g[0-9]+$'`)
    .orderBy(products.id);

  // Planned first, then written in three statements: the orders, their lines, the reviews.
  type Plan = {
    order: typeof orders.$inferInsert;
    line: Omit<typeof orderItems.$inferInsert, 'orderId'>;
    review: Omit<typeof reviews.$inferInsert, 'orderItemId'>;
  };
  const plans: Plan[] = [];
  for (const product of catalogue) {
    if (rand() > 0.65) continue;
    const pool = WRITTEN_FOR[product.category as CategorySlug] ?? CLOTHES;
    const howMany = 1 + Math.floor(rand() * 6);
    const start = Math.floor(rand() * SHOPPERS.length);
    for (let k = 0; k < howMany; k++) {
      const person = SHOPPERS[(start + k * 7) % SHOPPERS.length]!;
      const buyer = byEmail.get(emailOf(person));
      if (!buyer) continue;
      const words = pool[Math.floor(rand() * pool.length)]!;
      const reviewedAt = new Date(now.getTime() - Math.floor(3 + rand() * 110) * DAY_MS);
      const deliveredAt = new Date(reviewedAt.getTime() - Math.floor(1 + rand() * 4) * DAY_MS);
      const placedAt = new Date(deliveredAt.getTime() - 5 * DAY_MS);
      const size = product.sizes.length ? product.sizes[Math.floor(rand() * product.sizes.length)]! : null;
      const color = product.colors.length ? product.colors[Math.floor(rand() * product.colors.length)]! : null;
      const answered = words.rating <= 2 && rand() < 0.8;
      plans.push({
        order: {
          userId: buyer.id,
          userEmail: buyer.email,
          status: 'DELIVERED',
          paymentMethod: 'COD',
          paymentStatus: 'PAID',
          subtotalPaise: product.pricePaise,
          taxPaise: 0,
          totalPaise: product.pricePaise,
          totalItems: 1,
          shipFullName: `${person.first} ${person.last}`,
          shipPhone: buyer.phone,
          shipLine1: `${10 + k}, Gandhi Nagar`,
          shipCity: person.city,
          shipState: person.state,
          shipPinCode: person.pin,
          createdAt: placedAt,
          updatedAt: deliveredAt,
          paidAt: deliveredAt,
          shippedAt: new Date(placedAt.getTime() + 2 * DAY_MS),
          deliveredAt,
        },
        line: {
          productId: product.id,
          productName: product.name,
          productNameHi: product.nameHi,
          productSlug: product.slug,
          productImage: product.image,
          categoryId: product.categoryId,
          unitPricePaise: product.pricePaise,
          quantity: 1,
          totalPricePaise: product.pricePaise,
          size,
          color,
        },
        review: {
          productId: product.id,
          userId: buyer.id,
          authorName: person.first,
          rating: words.rating,
          fit: product.sizes.length ? (words.fit ?? null) : null,
          title: words.title,
          body: words.text,
          status: 'PUBLISHED',
          helpfulCount: Math.floor(rand() * rand() * 40),
          reply: answered ? REPLIES[Math.floor(rand() * REPLIES.length)]! : null,
          repliedAt: answered ? new Date(reviewedAt.getTime() + DAY_MS) : null,
          createdAt: reviewedAt,
          updatedAt: reviewedAt,
        },
      });
    }
  }
  if (!plans.length) return 0;
  await db.transaction(async (tx) => {
    const placed = await tx
      .insert(orders)
      .values(plans.map((p) => p.order))
      .returning({ id: orders.id });
    // Serial ids follow the rows' order within one statement.
    placed.sort((a, b) => a.id - b.id);
    const lines = await tx
      .insert(orderItems)
      .values(plans.map((p, i) => ({ ...p.line, orderId: placed[i]!.id })))
      .returning({ id: orderItems.id });
    lines.sort((a, b) => a.id - b.id);
    await tx.insert(reviews).values(plans.map((p, i) => ({ ...p.review, orderItemId: lines[i]!.id })));
  });
  await recountProductRatings(db);
  return plans.length;
}
