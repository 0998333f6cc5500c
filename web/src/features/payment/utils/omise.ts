import type { OmiseCard } from './card';

/** Omise's answer to `createToken`: a token, or an error with the provider's message. */
export interface OmiseTokenAnswer {
  object?: string;
  id?: string;
  code?: string;
  message?: string;
}

/** Omise.js as the card form uses it (https://docs.omise.co/omise-js). */
export interface OmiseJs {
  setPublicKey(key: string): void;
  createToken(type: 'card', card: OmiseCard, callback: (status: number, answer: OmiseTokenAnswer) => void): void;
}

declare global {
  interface Window {
    Omise?: OmiseJs;
  }
}

/** The provider refused to make a token of the card; its message is shown as it is. */
export class CardTokenError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CardTokenError';
  }
}

const SCRIPT_MARK = 'data-omise-js';
const loads = new Map<string, Promise<OmiseJs>>();

/**
 * Omise.js from `scriptUrl`, by one <script> tag for the page's whole life: loaded on first use and
 * answered from then on. A load that failed is forgotten (and its tag removed), so trying again
 * loads it again.
 */
export function loadOmise(scriptUrl: string): Promise<OmiseJs> {
  const known = loads.get(scriptUrl);
  if (known) return known;
  const load = new Promise<OmiseJs>((resolve, reject) => {
    if (window.Omise) return resolve(window.Omise);
    let script = document.querySelector<HTMLScriptElement>(`script[${SCRIPT_MARK}]`);
    if (!script) {
      script = document.createElement('script');
      script.src = scriptUrl;
      script.async = true;
      script.setAttribute(SCRIPT_MARK, '');
      document.head.append(script);
    }
    script.addEventListener('load', () => (window.Omise ? resolve(window.Omise) : reject(new Error('Omise.js loaded without Omise.'))));
    script.addEventListener('error', () => reject(new Error(`Omise.js could not be loaded from ${scriptUrl}.`)));
  });
  load.catch(() => {
    loads.delete(scriptUrl);
    document.querySelector(`script[${SCRIPT_MARK}]`)?.remove();
  });
  loads.set(scriptUrl, load);
  return load;
}

/**
 * Turns the card into a one-time token in the browser (the card itself never reaches our API):
 * the token's id, or a `CardTokenError` with the provider's message.
 */
export function createCardToken(omise: OmiseJs, publicKey: string, card: OmiseCard, fallback: string): Promise<string> {
  return new Promise((resolve, reject) => {
    omise.setPublicKey(publicKey);
    omise.createToken('card', card, (status, answer) => {
      if (status === 200 && answer.id) resolve(answer.id);
      else reject(new CardTokenError(answer.message || fallback));
    });
  });
}
