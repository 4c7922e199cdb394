import { ContentPage } from './content-page';

export default function CookiePolicyScreen() {
  return (
    <ContentPage title="Cookie Policy" intro="We keep browser storage to the minimum a working store needs. There are no advertising or third-party tracking cookies on this site.">
      <h2>What we store in your browser</h2>
      <ul>
        <li>
          <strong>Sign-in:</strong> a session token and your basic profile, so you stay logged in between visits.
        </li>
        <li>
          <strong>Cart and wishlist:</strong> the items you have picked while browsing as a visitor, so they are still there when you come back.
        </li>
      </ul>
      <p>These are strictly necessary for the store to work, so they are set without a separate consent prompt.</p>
      <h2>Managing storage</h2>
      <p>
        You can clear cookies and site data at any time in your browser's settings. Doing so signs you out and empties a visitor's cart; it does not affect orders you have already
        placed.
      </p>
    </ContentPage>
  );
}
