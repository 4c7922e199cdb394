import { Link } from 'react-router';
import { ContentPage } from './content-page';

export default function ShippingScreen() {
  return (
    <ContentPage title="Shipping Information" intro="Free shipping on every order, delivered to your door across India.">
      <h2>Delivery charges</h2>
      <p>Shipping is free on all orders. There are no hidden fees: the total you see at checkout is what you pay.</p>
      <h2>Delivery times</h2>
      <ul>
        <li>Metro cities: 2–4 working days.</li>
        <li>Other cities and towns: 4–7 working days.</li>
        <li>Remote areas and the North-East: up to 10 working days.</li>
      </ul>
      <p>Orders placed before 2 pm on a working day are usually packed the same day.</p>
      <h2>Where we deliver</h2>
      <p>We deliver to most PIN codes in India through trusted courier partners. If your PIN code is not serviceable, we will let you know before confirming the order.</p>
      <h2>Tracking your order</h2>
      <p>
        Log in and open <Link to="/orders">My Orders</Link> to see the status of each order. For anything else, <Link to="/contact">contact us</Link>.
      </p>
    </ContentPage>
  );
}
