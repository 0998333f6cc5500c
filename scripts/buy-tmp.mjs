import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:5173';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
await page.addInitScript(() => localStorage.setItem('lm.language', 'en'));
page.on('pageerror', (e) => console.log('page error:', e.message));
const shot = async (name) => { await page.waitForTimeout(1500); await page.screenshot({ path: `/tmp/ex/buy-${name}.png`, fullPage: true }); console.log(name, page.url()); };
try {
  await page.goto(base + '/signin');
  await page.getByLabel('Username').fill('student2');
  await page.getByLabel('Password').fill('Demo#2026pass');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForTimeout(2500);
  const accept = page.getByRole('button', { name: 'I accept' });
  if (await accept.isVisible().catch(() => false)) { await accept.click(); await page.waitForTimeout(800); }
  await page.goto(base + '/products');
  await page.waitForTimeout(2000);
  await page.getByRole('button', { name: 'Add to cart' }).last().click();
  await page.waitForTimeout(1000);
  await page.goto(base + '/cart');
  await shot('cart');
  await page.getByRole('radio', { name: /PromptPay/ }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await page.waitForTimeout(3000);
  await shot('pay');
  await page.goto(base + '/myaccount/student/order');
  await shot('orders');
} finally {
  await page.goto(base + '/signout'); await page.waitForTimeout(1500);
  await browser.close();
}
