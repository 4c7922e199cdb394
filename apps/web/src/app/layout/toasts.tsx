import { ToastContainer } from 'react-toastify';
import 'react-toastify/ReactToastify.css';

/** Top-right, 5 s, pause on hover and focus loss (the library's defaults). */
export default function Toasts() {
  return <ToastContainer position="top-right" autoClose={5000} pauseOnHover pauseOnFocusLoss />;
}
