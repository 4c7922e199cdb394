import { Link } from 'react-router';
import { TERMS, useCompany } from './company';
import { ContentPage } from './content-page';

export default function PrivacyScreen() {
  const company = useCompany();
  return (
    <ContentPage
      title="Privacy Policy"
      englishOnly
      meta={`Effective ${TERMS.effective}`}
      intro={`This policy explains what personal data ${company.name} collects, why, and the choices you have. We follow the Information Technology Act, 2000 and the Digital Personal Data Protection Act, 2023.`}
    >
      <h2>What we collect</h2>
      <ul>
        <li>
          <strong>Account details:</strong> your name, email address, mobile number and password (stored only in a
          protected, hashed form).
        </li>
        <li>
          <strong>Order details:</strong> delivery address, items bought, payments and returns.
        </li>
        <li>
          <strong>Usage data:</strong> pages visited and items added to your cart or wishlist, used to improve the store
          and to suggest products you may like.
        </li>
      </ul>
      <h2>How we use it</h2>
      <ul>
        <li>To create your account, deliver your orders and handle returns and refunds.</li>
        <li>To run the referral programme and issue the coupons you earn.</li>
        <li>To answer your questions and send updates about your orders.</li>
        <li>To keep the store secure and prevent fraud.</li>
      </ul>
      <p>
        We do not sell your personal data. We share it only with the partners who help us serve you — couriers, payment
        providers and hosting — and only as much as they need.
      </p>
      <h2>How long we keep it</h2>
      <p>
        We keep your account data while your account is open, and order records for as long as tax and consumer laws
        require.
      </p>
      <h2>Your rights</h2>
      <p>
        You may ask to see, correct or delete your personal data, or withdraw your consent, by writing to our Grievance
        Officer (details on the <Link to="/terms">Terms and Conditions</Link> page). You can update your name and phone
        number yourself on your profile page.
      </p>
      <h2>Cookies</h2>
      <p>
        We use a small number of cookies and similar browser storage to keep you signed in and remember your cart. See
        our <Link to="/cookie-policy">Cookie Policy</Link>.
      </p>
    </ContentPage>
  );
}
