import { formatINR, REFERRAL_LEVELS } from '@kuber/shared';
import { Link } from 'react-router';
import { useStoreSettings } from '../../../features/store/api/get-store-settings';
import { ContentPage } from './content-page';

export default function AboutScreen() {
  const { data: store } = useStoreSettings();
  return (
    <ContentPage
      title="About Kuber Fashion"
      intro="Kuber Fashion started in Bilaspur, Chhattisgarh, with a simple idea: good clothes at fair prices should be a tap away for every family in India, not only in the big cities."
    >
      <h2>What we sell</h2>
      <p>
        Clothing for men, women and kids, footwear, accessories and sportswear — everyday basics, festive wear and the season's new styles. Every product is checked before it is listed
        and again before it is packed.
      </p>
      <h2>What we promise</h2>
      <ul>
        <li>Honest prices in rupees, with the MRP and your saving shown plainly.</li>
        <li>Free shipping on every order, and Cash on Delivery.</li>
        <li>30-day returns with doorstep pick-up.</li>
        <li>Real people on the other end of the phone, email and WhatsApp.</li>
      </ul>
      <h2>Grow with us</h2>
      <p>
        Our referral programme rewards shoppers who bring their friends and family: every friend who signs up with your code earns you a coupon
        {store && ` worth ${formatINR(store.couponValue)} off an order of ${formatINR(store.couponMinOrder)} or more`}, and so does every friend they bring, up to {REFERRAL_LEVELS}{' '}
        levels down. Find your code in <Link to="/referral">Referral &amp; Coupons</Link>, <Link to="/shop">start shopping</Link> or <Link to="/contact">say hello</Link>.
      </p>
    </ContentPage>
  );
}
