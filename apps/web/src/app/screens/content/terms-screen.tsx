import { Link } from 'react-router';
import { TERMS, useCompany } from './company';
import { ContentPage } from './content-page';

export default function TermsScreen() {
  const company = useCompany();
  const { email, phone } = company;

  return (
    <ContentPage
      title="Terms and Conditions"
      englishOnly
      meta={`Effective ${TERMS.effective}`}
      intro={`These terms govern your use of the ${company.name} website and every purchase you make on it. By browsing the site, creating an account or placing an order, you agree to them. Please read them carefully.`}
    >
      <h2>1. About us</h2>
      <p>
        This website is operated by {company.name}, a business registered in the State of Chhattisgarh, India, with its
        office at {company.address}. In these terms, “we”, “us” and “our” mean {company.name}; “you” means anyone who
        visits the site or buys from it.
      </p>

      <h2>2. Use of the site</h2>
      <ul>
        <li>
          You must be at least 18 years old, or use the site under the supervision of a parent or guardian, to place an
          order.
        </li>
        <li>
          You agree to give true, current and complete information when you register or order, and to keep your password
          to yourself. You are responsible for activity on your account.
        </li>
        <li>
          You must not misuse the site: no attempts to break its security, scrape it in bulk, post unlawful content or
          interfere with other shoppers.
        </li>
        <li>We may suspend or close an account that breaks these terms or is used fraudulently.</li>
      </ul>

      <h2>3. Orders and pricing</h2>
      <ul>
        <li>
          All prices are in Indian Rupees (₹). Tax is added to the order at the rate shown in the cart, and shipping
          charges, if any, are shown before you confirm an order.
        </li>
        <li>
          Placing an order is an offer to buy. A contract is formed only when we confirm the order. We may decline or
          cancel an order, for example when an item is out of stock, a price was shown in error, or a payment or address
          cannot be verified; any amount paid for a cancelled order is refunded in full.
        </li>
        <li>
          An order paid by UPI is confirmed once its payment reaches us; one still unpaid when the time shown on its
          page runs out is cancelled.
        </li>
        <li>
          Product colours may look slightly different on your screen than in real life. Sizes follow the size chart
          shown with each product.
        </li>
        <li>
          Coupons and offers are subject to their own conditions, may not be combined unless stated, and have no cash
          value.
        </li>
      </ul>

      <h2>4. Shipping and delivery</h2>
      <p>
        We deliver to serviceable PIN codes across India; the product page and checkout say whether we deliver to yours,
        the delivery charge, if any, and the expected delivery date. Delivery times shown are estimates and may vary
        because of courier delays, public holidays or events outside our control. Risk in the goods passes to you on
        delivery. See our <Link to="/shipping">Shipping Information</Link> page for details.
      </p>

      <h2>5. Returns, cancellations and refunds</h2>
      <ul>
        <li>You may cancel an order before it is shipped from your orders page or by contacting us.</li>
        {company.returnWindowDays > 0 ? (
          <li>
            Most items can be returned within {company.returnWindowDays} days of delivery if unused, unwashed and with
            original tags and packaging. Items marked Not returnable on their page (such as innerwear, swimwear,
            cosmetics and made-to-order or personalised items) cannot be returned unless they arrive damaged or wrong.
          </li>
        ) : (
          <li>Orders cannot be returned once delivered, unless they arrive damaged or wrong.</li>
        )}
        <li>
          Refunds are made to the original payment method, or by bank transfer for Cash on Delivery orders, within 7
          working days of the returned item passing our quality check.
        </li>
      </ul>

      <h2>6. Intellectual property</h2>
      <p>
        The site's design, logos, text, photographs and software belong to {company.name} or its licensors and are
        protected by Indian and international law. You may view and print pages for your personal, non-commercial use;
        any other copying, reproduction or distribution needs our written permission. Brand names of products belong to
        their owners.
      </p>

      <h2>7. Limitation of liability</h2>
      <p>
        We take care to keep the site accurate and available, but we do not guarantee that it will be uninterrupted or
        error-free. To the fullest extent permitted by law, our total liability for any claim arising from an order is
        limited to the amount you paid for that order, and we are not liable for indirect or consequential loss. Nothing
        in these terms limits your rights as a consumer under the Consumer Protection Act, 2019.
      </p>

      <h2>8. Changes to these terms</h2>
      <p>
        We may update these terms from time to time. The version in force when you place an order applies to that order.
        The date at the top shows when they last changed.
      </p>

      <h2>9. Governing law and disputes</h2>
      <p>
        These terms are governed by the laws of India. Any dispute arising from them or from your use of the site is
        subject to the exclusive jurisdiction of the courts at {TERMS.courts}.
      </p>

      <h2>10. Grievance officer</h2>
      <p>
        In line with the Information Technology Act, 2000 and the Consumer Protection (E-Commerce) Rules, 2020, you may
        raise any complaint about the site, an order or content with our Grievance Officer. We acknowledge complaints
        within 48 hours and resolve them within one month.
      </p>
      <ul>
        <li>
          <strong>Name:</strong> {company.grievanceOfficer}
        </li>
        <li>
          <strong>Email:</strong> {email ? <a href={`mailto:${email}`}>{email}</a> : '…'}
        </li>
        <li>
          <strong>Phone:</strong> {phone ? <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a> : '…'} (Monday to
          Saturday, 10 am to 6 pm)
        </li>
        <li>
          <strong>Address:</strong> {company.address}
        </li>
      </ul>
    </ContentPage>
  );
}
