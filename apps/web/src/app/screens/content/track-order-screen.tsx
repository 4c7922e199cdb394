import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button';
import { authHref } from '../../../features/auth/login-href';
import { ContentPage } from './content-page';

export default function TrackOrderScreen() {
  return (
    <ContentPage title="Track Your Order" intro="Every order you place is listed, with its latest status, under My Orders in your account.">
      <ol>
        <li>Log in with your mobile number and password.</li>
        <li>Open My Orders from the account menu.</li>
        <li>Choose View Details on the order to see where it is.</li>
      </ol>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link to={authHref('/login', { pathname: '/orders', search: '' })} className={buttonStyles('primary', 'lg')}>
          Log in to see My Orders
        </Link>
        <Link to="/contact" className={buttonStyles('secondary', 'lg')}>
          Contact support
        </Link>
      </div>
    </ContentPage>
  );
}
