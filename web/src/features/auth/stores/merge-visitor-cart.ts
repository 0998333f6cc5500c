import { cartChanged, loadCartSize } from '../../../lib/cart';
import { generateId } from '../../../lib/sessions';
import { mergeCart } from '../api/merge-cart';

/**
 * Right after a student signs in (or registers), what this browser put in its cart as a visitor
 * joins the student's own cart, and the header shows the size of the merged cart. A failure keeps
 * the sign-in: the visitor cart stays under the anonymous id, and the size shown is the student's.
 */
export async function mergeVisitorCart(): Promise<void> {
  try {
    await cartChanged(await mergeCart(generateId()));
  } catch (error) {
    console.warn('visitor cart not merged', error);
    await loadCartSize();
  }
}
