import type {} from '@lm/functions/testing/provided-context';
import { localDatabase } from '@lm/functions/testing/api';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { browserSuite } from '../testing/browser-suite';

/** What a new visitor sees in Chromium, on a desktop and on a phone 390 px wide. */
const suite = browserSuite();
const { url } = suite;
const db = localDatabase();
const studentId = () => inject('userIds').student as string;
let seededConsent: number | undefined;

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

beforeAll(async () => {
  seededConsent = (await db.users.get({ userId: studentId() }).go()).data?.pdpaApproved;
  // The consent dialog would cover the pages; its own test lives in the shell suite.
  await db.users.patch({ userId: studentId() }).set({ pdpaApproved: 1 }).go();
});

afterAll(async () => {
  await db.users.patch({ userId: studentId() }).set({ pdpaApproved: seededConsent }).go();
  const { data } = await db.addresses.query.byUser({ userId: studentId() }).go({ pages: 'all' });
  for (const item of data) await db.addresses.delete({ userId: studentId(), id: item.id }).go();
});

async function signedIn(path: string, signInPath: string, username: string): Promise<Page> {
  const page = await suite.page(signInPath);
  await suite.signIn(page, username);
  await page.waitForURL((current) => !current.pathname.startsWith(signInPath));
  await page.goto(url(path));
  return page;
}

/** The list marker each item of a list shows: 'none' when no bullet is drawn. */
function markers(list: Locator): Promise<string[]> {
  return list.evaluate((element) =>
    Array.from(element.children, (item) => {
      const style = getComputedStyle(item);
      return style.display === 'list-item' ? style.listStyleType : 'none';
    }),
  );
}

/** How much of an image's picture its box shows (1: all of it), given the box and object-fit. */
function shownFraction(image: Locator): Promise<number> {
  return image.evaluate((element) => {
    const img = element as HTMLImageElement;
    const { objectFit } = getComputedStyle(img);
    const [width, height, naturalWidth, naturalHeight] = [img.clientWidth, img.clientHeight, img.naturalWidth, img.naturalHeight];
    if (objectFit === 'contain' || objectFit === 'scale-down') return 1;
    if (objectFit === 'cover') {
      const scale = Math.max(width / naturalWidth, height / naturalHeight);
      return (width / (naturalWidth * scale)) * (height / (naturalHeight * scale));
    }
    if (objectFit === 'none') return Math.min(1, width / naturalWidth) * Math.min(1, height / naturalHeight);
    // fill: all of it, but stretched unless the shapes agree.
    return Math.min(width / height, naturalWidth / naturalHeight) / Math.max(width / height, naturalWidth / naturalHeight);
  });
}

/**
 * Texts of the elements `selector` finds under `root` that are cut off: taller or wider than their
 * box while it hides overflow, or reaching past an ancestor that hides overflow, or set with a
 * line height too tight for Thai marks above and below the line.
 */
function clippedTexts(root: Locator, selector: string): Promise<string[]> {
  return root.evaluate((element, query) => {
    const clipping = (style: CSSStyleDeclaration) => [style.overflowX, style.overflowY].some((value) => value !== 'visible');
    const cut: string[] = [];
    for (const text of element.querySelectorAll<HTMLElement>(query)) {
      const style = getComputedStyle(text);
      const lineHeight = style.lineHeight === 'normal' ? Infinity : parseFloat(style.lineHeight) / parseFloat(style.fontSize);
      let clipped = lineHeight < 1.3 || (clipping(style) && (text.scrollHeight > text.clientHeight + 1 || text.scrollWidth > text.clientWidth + 1));
      const box = text.getBoundingClientRect();
      for (let parent = text.parentElement; parent && !clipped && parent !== document.body; parent = parent.parentElement) {
        if (!clipping(getComputedStyle(parent))) continue;
        const frame = parent.getBoundingClientRect();
        clipped = box.top < frame.top - 1 || box.bottom > frame.bottom + 1 || box.left < frame.left - 1 || box.right > frame.right + 1;
      }
      if (clipped) cut.push(text.textContent?.trim() ?? '');
    }
    return cut;
  }, selector);
}

/** Every image `images` finds is scrolled to (they load lazily) and must show its whole picture. */
async function expectWholePictures(images: Locator): Promise<void> {
  const count = await images.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index++) {
    const image = images.nth(index);
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth > 0)).toBe(true);
    const src = await image.getAttribute('src');
    expect({ src, shown: await shownFraction(image) }).toMatchObject({ src, shown: expect.closeTo(1, 2) });
  }
}

describe('lists without bullets', () => {
  it('shows the admin menu as tiles with no bullets beside them', async () => {
    const page = await suite.page('/admin/login');
    await suite.signIn(page, 'admin');
    await page.waitForURL(url('/admin'));
    // The menu's sections, a list of tiles each.
    const lists = page.getByRole('navigation', { name: /^(Menu|เมนู)$/ }).getByRole('list');
    await expect.poll(() => lists.getByRole('listitem').count()).toBeGreaterThan(10);
    expect(await lists.count()).toBeGreaterThan(5);
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      // The component library's sheet, which unsets every style of its own elements, arrives after the site's: the bullets must stay off once it has.
      await expect.poll(() => page.evaluate(() => Array.from(document.styleSheets).some((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText).join().includes('[class*="amplify"]')))).toBe(true);
      const shown = (await Promise.all((await lists.all()).map((list) => markers(list)))).flat();
      expect(new Set(shown), viewport.name).toEqual(new Set(['none']));
      // Tiles two abreast on a phone, four on a desktop: the sales section's first row.
      const tops = await lists.first().getByRole('listitem').evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
      expect(tops.filter((top) => top === tops[0]).length, viewport.name).toBe(viewport.name === 'phone' ? 2 : 4);
      // The bar's language switch and sign-out keep their words on one line, on a phone too.
      for (const action of [page.getByRole('button', { name: /^(Sign out|ออกจากระบบ)$/ }), page.locator('.admin__actions').getByRole('button').first()]) {
        const lines = await action.evaluate((element) => {
          const range = document.createRange();
          range.selectNodeContents(element);
          return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
        });
        expect(lines, `${viewport.name}: ${await action.textContent()}`).toBe(1);
      }
    }
  });
});

describe('the student account forms', () => {
  it('draws the gender choice on the profile as a select, like the fields around it', async () => {
    const page = await signedIn('/myaccount/student/profile', '/signin', 'student');
    const gender = page.getByLabel(/^(Gender|เพศ)$/);
    const phone = page.getByLabel(/^(Phone|เบอร์โทรศัพท์)$/);
    await expect.poll(() => gender.isVisible()).toBe(true);
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      const looks = await gender.evaluate((select) => {
        const style = getComputedStyle(select);
        const box = select.getBoundingClientRect();
        // The arrow: the browser's own, or a visible drawing inside the select's box.
        const nativeArrow = style.appearance !== 'none';
        const drawnArrow = Array.from(select.parentElement?.querySelectorAll('svg') ?? []).some((svg) => {
          const icon = svg.getBoundingClientRect();
          const [x, y] = [icon.left + icon.width / 2, icon.top + icon.height / 2];
          return svg.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && icon.width >= 8 && x > box.left && x < box.right && y > box.top && y < box.bottom;
        });
        return { border: `${style.borderTopWidth} ${style.borderTopStyle}`, height: box.height, width: box.width, paddingLeft: parseFloat(style.paddingLeft), arrow: nativeArrow || drawnArrow };
      });
      const field = await phone.evaluate((input) => {
        const style = getComputedStyle(input);
        const box = input.getBoundingClientRect();
        return { border: `${style.borderTopWidth} ${style.borderTopStyle}`, height: box.height, width: box.width };
      });
      expect(looks, viewport.name).toMatchObject({ border: field.border, arrow: true });
      expect(parseFloat(looks.border), viewport.name).toBeGreaterThanOrEqual(1);
      expect(looks.height, viewport.name).toBeCloseTo(field.height, 0);
      expect(looks.width, viewport.name).toBeCloseTo(field.width, 0);
      expect(looks.paddingLeft, viewport.name).toBeGreaterThanOrEqual(8);
    }
  });

  it('shows the default-address checkbox as a box, and the saved address card without a bullet', async () => {
    const page = await signedIn('/myaccount/student/address', '/signin', 'student');
    await page.getByRole('button', { name: /^(Add an address|เพิ่มที่อยู่)$/ }).click();
    const checkbox = page.getByRole('checkbox', { name: /^(Default address|ที่อยู่หลัก)$/ });
    await expect.poll(() => checkbox.count()).toBe(1);
    /** The box drawn for the checkbox (the input itself, or the drawing its label holds), and whether a tick shows. */
    const drawn = () =>
      checkbox.evaluate((input) => {
        const label = input.closest('label') ?? input.parentElement ?? input;
        const box = input.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        const nativeBox = getComputedStyle(input).appearance !== 'none' && box.width >= 12 && box.height >= 12 && (hit === input || hit === label);
        let drawnBox: { width: number; height: number } | undefined;
        for (const decoration of label.querySelectorAll('[aria-hidden="true"]')) {
          for (const pseudo of [null, '::before']) {
            const style = getComputedStyle(decoration, pseudo);
            const [width, height, border] = [parseFloat(style.width), parseFloat(style.height), parseFloat(style.borderTopWidth)];
            const showsBorder = border >= 1 && style.borderTopStyle !== 'none' && style.borderTopColor !== 'rgba(0, 0, 0, 0)';
            if (style.display !== 'none' && style.visibility === 'visible' && width >= 12 && height >= 12 && showsBorder) drawnBox ??= { width, height };
          }
        }
        const tick = Array.from(label.querySelectorAll('[aria-hidden="true"] svg')).some((svg) => svg.checkVisibility({ opacityProperty: true, visibilityProperty: true }));
        return { box: nativeBox || !!drawnBox, tick: nativeBox ? (input as HTMLInputElement).checked : tick };
      });
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await expect.poll(drawn).toEqual({ box: true, tick: false });
    }
    await page.getByText(/^(Default address|ที่อยู่หลัก)$/).click();
    await expect.poll(drawn).toEqual({ box: true, tick: true });

    const form = page.locator('form');
    await form.getByLabel(/^(Recipient name|ชื่อผู้รับ)$/).fill('สมศักดิ์ ดีมาก');
    await form.getByLabel(/^(Phone|เบอร์โทรศัพท์)$/).fill('0812345678');
    await form.getByLabel(/^(Address line 1|ที่อยู่ บรรทัดที่ 1)$/).fill('99 ถนนสุขุมวิท');
    await form.getByLabel(/^(Subdistrict|ตำบล\/แขวง)$/).fill('คลองเตย');
    await form.getByLabel(/^(District|อำเภอ\/เขต)$/).fill('คลองเตย');
    await form.getByLabel(/^(Province|จังหวัด)$/).fill('กรุงเทพมหานคร');
    await form.getByLabel(/^(Postal code|รหัสไปรษณีย์)$/).fill('10110');
    await form.getByRole('button', { name: /^(Save address|บันทึกที่อยู่)$/ }).click();
    const list = page.getByRole('list', { name: /^(My addresses|ที่อยู่ของฉัน)$/ });
    await expect.poll(() => list.getByText('99 ถนนสุขุมวิท').isVisible()).toBe(true);
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      expect(await markers(list), viewport.name).toEqual(['none']);
      // The card starts where the page's text does: no room kept for a bullet.
      const [listLeft, headingLeft] = await Promise.all([list.evaluate((element) => element.firstElementChild?.getBoundingClientRect().left), page.getByRole('heading', { level: 1 }).evaluate((element) => element.getBoundingClientRect().left)]);
      expect(listLeft, viewport.name).toBeCloseTo(headingLeft, 0);
    }
  });
});

describe('thumbnails with their texts', () => {
  for (const viewport of VIEWPORTS) {
    it(`shows each gallery picture whole at /gallery, with its caption and title uncut (${viewport.name})`, async () => {
      const page = await suite.page();
      await page.setViewportSize(viewport);
      await page.goto(url('/gallery'));
      const galleries = page.locator('.ct-galleries');
      await expect.poll(() => galleries.getByRole('figure').count()).toBeGreaterThan(3);
      await expectWholePictures(galleries.locator('figure img'));
      expect(await clippedTexts(galleries, 'h2, figcaption, p')).toEqual([]);
    });

    it(`shows the home page's card and gallery pictures whole, with their texts uncut (${viewport.name})`, async () => {
      const page = await suite.page();
      await page.setViewportSize(viewport);
      await page.goto(url('/'));
      const modules = page.locator('.cp-module');
      await expect.poll(() => modules.count()).toBeGreaterThan(5);
      // Later modules are laid out only near the screen (content-visibility): each is brought there.
      for (let index = 0; index < (await modules.count()); index++) await modules.nth(index).scrollIntoViewIfNeeded();
      const galleries = page.locator('.cp-module--gallery');
      const cards = page.locator('.cp-module img.sf-card__cover');
      await expect.poll(() => galleries.getByRole('figure').count()).toBeGreaterThan(3);
      await expect.poll(() => cards.count()).toBeGreaterThan(3);
      await expectWholePictures(galleries.locator('figure img'));
      await expectWholePictures(cards);
      const main = page.getByRole('main');
      expect(await clippedTexts(main, '.cp-module :is(figcaption, .cp-gallery__title, .sf-card__title, .cp-card__text, .cp-card__meta)')).toEqual([]);
    });
  }
});

describe('a page of the other account area', () => {
  it('tells a signed-in instructor that a student page is for students, in the site shell, and links to the instructor area', async () => {
    const page = await signedIn('/myaccount/student/profile', '/signininstructor', 'instructor');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: /^(This page is for students|หน้านี้สำหรับนักเรียน)$/ }).count()).toBe(1);
    expect(page.url()).toBe(url('/myaccount/student/profile'));
    expect(await page.getByRole('banner').count()).toBe(1);
    expect(await page.getByRole('contentinfo').count()).toBe(1);
    expect(await page.getByText('Unauthorized').count()).toBe(0);
    const home = page.getByRole('main').getByRole('link', { name: /^(Go to the instructor area|ไปที่ส่วนสำหรับผู้สอน)$/ });
    expect(await home.getAttribute('href')).toBe('/myaccount/instructor/home');
    await page.setViewportSize(VIEWPORTS[1]);
    await expect.poll(() => home.isVisible()).toBe(true);
    await home.click();
    await page.waitForURL(url('/myaccount/instructor/home'));
  });

  it('tells a signed-in student that an instructor page is for instructors, and links to the student dashboard', async () => {
    const page = await signedIn('/myaccount/instructor/schedule', '/signin', 'student');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: /^(This page is for instructors|หน้านี้สำหรับผู้สอน)$/ }).count()).toBe(1);
    expect(page.url()).toBe(url('/myaccount/instructor/schedule'));
    expect(await page.getByRole('banner').count()).toBe(1);
    const dashboard = page.getByRole('main').getByRole('link', { name: /^(Go to my dashboard|ไปที่แดชบอร์ดของฉัน)$/ });
    expect(await dashboard.getAttribute('href')).toBe('/myaccount/student/dashboard');
    // An instructor account is still a sign-in away, and returns here.
    expect(await page.getByRole('main').getByRole('link', { name: /^(Sign in as an instructor|เข้าสู่ระบบในฐานะผู้สอน)$/ }).getAttribute('href')).toBe(
      '/signininstructor?from=%2Fmyaccount%2Finstructor%2Fschedule',
    );
    await page.setViewportSize(VIEWPORTS[1]);
    await expect.poll(() => dashboard.isVisible()).toBe(true);
    await dashboard.click();
    await page.waitForURL(url('/myaccount/student/dashboard'));
  });
});

describe('a list of classes on a phone', () => {
  it('shows each class as a card that names its seats and price, nothing wider than the screen', async () => {
    const page = await signedIn('/myaccount/student/course/live', '/signin', 'student');
    await page.setViewportSize(VIEWPORTS[1]);
    const upcoming = page.getByRole('region', { name: /^(Upcoming classes|คลาสที่เปิดจอง)$/ });
    const first = upcoming.getByTestId('open-live-class').first();
    await expect.poll(() => first.isVisible()).toBe(true);
    // The column headings stay for screen readers only; each card says what its numbers are.
    expect(await upcoming.locator('thead').evaluate((element) => element.getBoundingClientRect().height)).toBeLessThanOrEqual(1);
    const seats = first.locator('td[data-label]').first();
    expect(await seats.evaluate((element) => getComputedStyle(element, '::before').content)).toMatch(/^"(Seats left|ที่นั่งว่าง): "$/);
    const card = await first.boundingBox();
    const cell = await first.locator('td').first().boundingBox();
    // The cells are one under another, not side by side.
    expect(cell!.width).toBeGreaterThan(card!.width * 0.9);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

describe('the account lists on a phone', () => {
  const LISTS = [
    { path: '/myaccount/instructor/income', signInPath: '/signininstructor', username: 'instructor' },
    { path: '/insrutorhistory', signInPath: '/signininstructor', username: 'instructor' },
    { path: '/myaccount/instructor/schedule/live', signInPath: '/signininstructor', username: 'instructor' },
    { path: '/myaccount/student/course/private', signInPath: '/signin', username: 'student' },
    // A time and a branch, no number to name.
    { path: '/myaccount/student/booking', signInPath: '/signin', username: 'student', unlabelled: true },
  ];

  for (const list of LISTS) {
    it(`shows ${list.path} as cards, each number named, nothing wider than the screen`, async () => {
      const page = await signedIn(list.path, list.signInPath, list.username);
      await page.setViewportSize(VIEWPORTS[1]);
      const row = page.locator('table.list-table tbody tr').first();
      await expect.poll(() => row.isVisible(), { timeout: 15_000 }).toBe(true);
      expect(await page.locator('table.list-table thead').first().evaluate((element) => element.getBoundingClientRect().height)).toBeLessThanOrEqual(1);
      // Each labelled cell says what it holds before its value.
      const labels = await row.locator('td[data-label]').evaluateAll((cells) => cells.map((cell) => [`"${cell.getAttribute('data-label')}: "`, getComputedStyle(cell, '::before').content]));
      if (!list.unlabelled) expect(labels.length).toBeGreaterThan(0);
      for (const [label, drawn] of labels) expect(drawn).toBe(label);
      const card = await row.boundingBox();
      for (const cell of await row.locator('td').all()) {
        const box = await cell.boundingBox();
        if (box && box.height > 0) expect(box.width).toBeGreaterThan(card!.width * 0.9);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  }
});

describe("pages' titles", () => {
  it('are drawn at one size and weight, whether a page draws its heading plainly or through the component library', async () => {
    const page = await signedIn('/myaccount/student/dashboard', '/signin', 'student');
    const sizes: Record<string, string> = {};
    for (const path of ['/myaccount/student/dashboard', '/myaccount/student/order', '/cart', '/courses', '/no-such-page']) {
      await page.goto(url(path));
      const heading = page.locator('main h1, .site__content h1').first();
      await expect.poll(() => heading.isVisible(), { timeout: 15_000 }).toBe(true);
      sizes[path] = await heading.evaluate((element) => `${getComputedStyle(element).fontSize} ${getComputedStyle(element).fontWeight}`);
    }
    const first = sizes['/myaccount/student/dashboard'];
    expect(Object.values(sizes).every((size) => size === first), JSON.stringify(sizes)).toBe(true);
  });
});
