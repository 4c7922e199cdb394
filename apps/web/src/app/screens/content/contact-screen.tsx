import { Link } from 'react-router';
import { SupportDetails } from '../../../features/store/components/support-details';
import { useCompany } from './company';
import { ContentPage } from './content-page';

export default function ContactScreen() {
  const company = useCompany();
  return (
    <ContentPage title="Contact Us" intro="Questions about an order, a size or a return? Our support team is here every day and usually replies within a few hours.">
      <div className="mt-8">
        <SupportDetails />
      </div>
      <h2>Before you write</h2>
      <ul>
        <li>
          For the status of an order, log in and open <Link to="/orders">My Orders</Link>.
        </li>
        <li>
          Answers to common questions about delivery, returns and payments are on our <Link to="/faqs">FAQs</Link> page.
        </li>
        <li>Please have your order number (it starts with KF) ready so we can help you quickly.</li>
      </ul>
      <h2>Write to us</h2>
      <p>
        {company.name}, {company.address}
      </p>
    </ContentPage>
  );
}
