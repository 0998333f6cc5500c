import { MAX_LINE_QUANTITY, message, type Cart, type SellableKind } from '@lm/shared';
import { ConflictError, NotFoundError } from '../errors.js';
import type { CartOwner, CommercePorts, Sellable, StoredCartLine } from './ports.js';
import { buyerOf, ownedOf, price, sellablesOf, type PriceOptions } from './cart-pricing.js';

/* The cart (decision 0030): a visitor's by their generate_id, a student's by their account; signing in merges the first into the second. */

/** The most different items one cart holds. */
export const MAX_CART_LINES = 50;

/**
 * The cart `{id}` names: the caller's own when it is their user id and they are signed in, a
 * visitor's otherwise. Someone else's user id opens only a visitor cart of that name, which is
 * empty (decision 0030).
 */
export const ownerOf = (id: string, callerId: string | undefined): CartOwner => (callerId && id === callerId ? { kind: 'user', userId: id } : { kind: 'visitor', generateId: id });

const sizeOf = (lines: readonly StoredCartLine[]) => lines.reduce((sum, line) => sum + line.quantity, 0);

export async function cartSize(ports: CommercePorts, owner: CartOwner) {
  return [{ cartSize: sizeOf(await ports.carts.lines(owner)) }];
}

export async function viewCart(ports: CommercePorts, cartId: string, owner: CartOwner, options: PriceOptions = {}): Promise<Cart> {
  return cartOf(ports, cartId, owner, await ports.carts.lines(owner), options);
}

/** The cart of these stored lines, priced: a change answers the lines it wrote without reading them again. */
async function cartOf(ports: CommercePorts, cartId: string, owner: CartOwner, stored: StoredCartLine[], options: PriceOptions = {}, known: readonly Sellable[] = []): Promise<Cart> {
  const { lines, breakdown } = await price(ports, stored, buyerOf(owner), options, known);
  return { id: cartId, cartSize: sizeOf(stored), lines, breakdown };
}

const withLine = (lines: readonly StoredCartLine[], line: StoredCartLine) => [...lines.filter((other) => other.itemId !== line.itemId), line];

/** The item of an id, of the kind named or, when none is, of whichever kind has it. */
async function findSellable(ports: CommercePorts, id: string, kind?: SellableKind): Promise<Sellable | undefined> {
  const kinds = kind ? [kind] : (Object.keys(ports.sellables) as SellableKind[]);
  const found = await Promise.all(kinds.map(async (one) => (await ports.sellables[one].find([id])).get(id)));
  return found.find(Boolean);
}

/** Adds to a line: a course once (adding it again changes nothing), a product up to its stock. */
export async function addToCart(ports: CommercePorts, cartId: string, owner: CartOwner, input: { kind?: SellableKind | undefined; item_id: string; quantity: number }): Promise<Cart> {
  const [item, lines] = await Promise.all([findSellable(ports, input.item_id, input.kind), ports.carts.lines(owner)]);
  if (!item) throw new NotFoundError(message('noneWithId', { what: input.kind ?? 'course or product', id: input.item_id }));
  if (!item.available) throw new ConflictError(message('notOnSale', { name: item.name }));
  const userId = buyerOf(owner);
  if (userId && (await ports.sellables[item.kind].owned(userId, [item.id])).has(item.id)) throw new ConflictError(message('alreadyOwned', { name: item.name }));
  const existing = lines.find((line) => line.itemId === item.id);
  if (!existing && lines.length >= MAX_CART_LINES) throw new ConflictError(message('cartFull', { max: String(MAX_CART_LINES) }));
  const quantity = Math.min(item.maxPerCart, MAX_LINE_QUANTITY, (existing?.quantity ?? 0) + input.quantity);
  refuseBeyondStock(item, quantity);
  const line: StoredCartLine = { kind: item.kind, itemId: item.id, quantity, addedAt: existing?.addedAt ?? ports.now().toISOString() };
  await ports.carts.put(owner, line);
  return cartOf(ports, cartId, owner, withLine(lines, line), {}, [item]);
}

function refuseBeyondStock(item: Sellable, quantity: number) {
  if (item.stock === null || quantity <= item.stock) return;
  throw new ConflictError(item.stock <= 0 ? message('outOfStock', { name: item.name }) : message('onlyLeft', { count: String(item.stock), name: item.name }));
}

/** The cart's lines and the one named, or not found. */
async function requireLine(ports: CommercePorts, owner: CartOwner, itemId: string) {
  const lines = await ports.carts.lines(owner);
  const line = lines.find((candidate) => candidate.itemId === itemId);
  if (!line) throw new NotFoundError(message('noneWithId', { what: 'cart line', id: itemId }));
  return { lines, line };
}

export async function setQuantity(ports: CommercePorts, cartId: string, owner: CartOwner, itemId: string, quantity: number): Promise<Cart> {
  const { lines, line } = await requireLine(ports, owner, itemId);
  const item = (await ports.sellables[line.kind].find([itemId])).get(itemId);
  if (item) refuseBeyondStock(item, quantity);
  const changed: StoredCartLine = { ...line, quantity: Math.min(quantity, item?.maxPerCart ?? MAX_LINE_QUANTITY) };
  await ports.carts.put(owner, changed);
  return cartOf(ports, cartId, owner, withLine(lines, changed));
}

export async function removeFromCart(ports: CommercePorts, cartId: string, owner: CartOwner, itemId: string): Promise<Cart> {
  const { lines } = await requireLine(ports, owner, itemId);
  await ports.carts.remove(owner, [itemId]);
  return cartOf(ports, cartId, owner, lines.filter((line) => line.itemId !== itemId));
}

export async function clearCart(ports: CommercePorts, cartId: string, owner: CartOwner): Promise<Cart> {
  const lines = await ports.carts.lines(owner);
  if (lines.length) await ports.carts.remove(owner, lines.map((line) => line.itemId));
  return cartOf(ports, cartId, owner, []);
}

/**
 * Signing in merges the visitor's cart into the account's: quantities add up to what the items
 * allow, courses the student owns are left out, and the visitor's cart is emptied.
 */
export async function mergeCarts(ports: CommercePorts, userId: string, generateId: string): Promise<Cart> {
  const visitor: CartOwner = { kind: 'visitor', generateId };
  const account: CartOwner = { kind: 'user', userId };
  const [incoming, mine] = await Promise.all([ports.carts.lines(visitor), ports.carts.lines(account)]);
  if (incoming.length) {
    const [items, owned] = await Promise.all([sellablesOf(ports, incoming), ownedOf(ports, userId, incoming)]);
    let room = MAX_CART_LINES - mine.length;
    for (const line of incoming) {
      const item = items.get(line.itemId);
      if (!item || owned.has(line.itemId)) continue;
      const existing = mine.find((candidate) => candidate.itemId === line.itemId);
      if (!existing && room-- <= 0) continue;
      const quantity = Math.min(item.maxPerCart, MAX_LINE_QUANTITY, (existing?.quantity ?? 0) + line.quantity);
      await ports.carts.put(account, { kind: line.kind, itemId: line.itemId, quantity, addedAt: existing?.addedAt ?? line.addedAt });
    }
    await ports.carts.remove(visitor, incoming.map((line) => line.itemId));
  }
  return viewCart(ports, userId, account);
}
