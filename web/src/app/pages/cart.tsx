import { useLocation, useNavigate } from 'react-router-dom';
import type { BuyNowState } from '../../features/commerce/components/buy-now';
import { CartView } from '../../features/commerce/components/cart-view';

/** /cart: the visitor's or the student's cart, with the checkout; what a buy-now link could not add is said above it. */
export default function CartPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const refused = (location.state as BuyNowState | null)?.refused;
  return <CartView notice={refused} onDismissNotice={() => navigate(location.pathname, { replace: true, state: null })} />;
}
