import { expect, test, type Page } from "@playwright/test";
import { content, DATE_RANGE, DAYS, EDITION_TITLE, edition } from "./edition-facts";
import { expectNoAxeViolations, VIEWPORTS, waitForHydration } from "./helpers";

const { organisations } = content;

/** The sponsor groups in order, each with its organisations from content. */
const SPONSOR_GROUPS = [
  ["ORGANIZATORZY", organisations.organisers],
  ["PARTNERZY", organisations.partners],
  ["PATRONAT MEDIALNY", organisations.mediaPatrons],
  ["PATRONAT HONOROWY", organisations.honoraryPatrons],
  ["SPONSOR GŁÓWNY", organisations.sponsors],
] as const;
const SPONSOR_LINKS = SPONSOR_GROUPS.reduce((sum, [, members]) => sum + members.length, 0);

const sponsorsBlock = (page: Page) => page.locator("#organisers");

/**
 * Scrolls the whole page in steps so the lazy images below the fold load, and waits for every
 * image that is displayed and inside the viewport's width (cards further along a strip, and the
 * artist picture for the other screen size, rightly stay unloaded).
 */
async function loadLazyImages(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const step = Math.max(200, window.innerHeight / 2);
    for (let y = 0; y < document.body.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
  });
  const pending = () =>
    page.evaluate(
      () =>
        [...document.images].filter((img) => {
          const box = img.getBoundingClientRect();
          const onScreen = box.right > 0 && box.left < window.innerWidth;
          // The partners' marquee keeps moving new logos into view; they load as they arrive.
          const moving = img.closest(".marquee");
          return img.checkVisibility() && onScreen && !moving && !img.complete;
        }).length,
    );
  await expect.poll(pending, { timeout: 20_000 }).toBe(0);
  await page.evaluate(() => window.scrollTo(0, 0));
}

test.describe("home page content", () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test.beforeEach(async ({ page }) => {
    await page.goto("/homepage");
    await waitForHydration(page);
  });

  // What the loaded page shows, read in one load: these checks change nothing on the page, and a
  // new page costs the two cores about three times what the checks do.
  test("shows the edition's content in the product's order", async ({ page }) => {
    await test.step("the single h1 in the banner, the sections in the product's order", async () => {
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        new RegExp(EDITION_TITLE.split(" ").join("\\s+"), "i"),
      );
      const banner = page.locator(".landing");
      await expect(banner).toContainText(DATE_RANGE.toUpperCase());
      await expect(banner).toContainText(edition.venue.name.toUpperCase());
      await expect(banner).toContainText(`${edition.minimumAge}+`);
      // Now/next's slot holds its place under the banner; empty outside the festival's days.
      await expect(page.locator(".home__now-next")).toBeEmpty();
      const order = await page.evaluate(() =>
        [...document.querySelectorAll(".home > :not(.home__now-next)")].map(
          (el) => el.id || el.classList[0],
        ),
      );
      expect(order).toEqual(["landing", "filler", "lineup", "events", "organisers", "finale"]);
    });
    await test.step("line-up: one strip per day, each day's groups in order, headers on their acts", async () => {
      const section = page.locator("#lineup");
      await expect(section.getByRole("heading", { level: 2 })).toHaveText(
        DAYS.map((day) => day.lineupTitle),
      );
      for (const day of DAYS) {
        const strip = section.getByRole("region", { name: day.lineupTitle });
        await expect(strip.getByRole("heading", { level: 2 })).toHaveText(day.lineupTitle);
        const items = strip.getByRole("list").getByRole("listitem");
        await expect(items).toHaveCount(day.acts.length);
        await expect(strip.getByRole("heading", { level: 3 })).toHaveText(
          day.acts.map((act) => act.name),
        );
        for (const [index, act] of day.acts.entries()) {
          if (act.header) await expect(items.nth(index)).toContainText(act.header);
          else await expect(items.nth(index).locator(".artist-card__header")).toHaveCount(0);
        }
      }
    });
    await test.step("NASZE WYDARZENIA lists the side events with their dates, each opening in a new tab", async () => {
      const events = page.getByRole("region", { name: "NASZE WYDARZENIA" });
      await expect(events.getByRole("heading", { level: 2 })).toHaveText("NASZE WYDARZENIA");
      const strip = events.getByRole("region", { name: "Wydarzenia towarzyszące" });
      await expect(strip).toHaveAttribute("tabindex", "0");
      const items = strip.getByRole("list").getByRole("listitem");
      await expect(items).toHaveCount(content.events.length);
      for (const [index, { name, date }] of content.events.entries()) {
        const link = items.nth(index).getByRole("link");
        await expect(link).toHaveAccessibleName(`${name} ${date} (otwiera się w nowej karcie)`, {
          ignoreCase: false,
        });
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", "noopener noreferrer");
        await expect(link).toHaveAttribute("href", /^https:\/\//);
        await expect(items.nth(index).locator("time")).toHaveText(date);
      }
    });
    await test.step("sponsors block: every group's logos; assistive technology meets each link once", async () => {
      const block = sponsorsBlock(page);
      await expect(block.getByRole("link")).toHaveCount(SPONSOR_LINKS);
      for (const [title, members] of SPONSOR_GROUPS) {
        const count = members.length;
        const group = block.getByRole("region", { name: title });
        await expect(group.getByRole("heading", { level: 2 })).toHaveText(title);
        await expect(group.getByRole("link")).toHaveCount(count);
        await expect(group.getByRole("listitem")).toHaveCount(count);
        // Each logo's alternative text is the organisation's name
        // (app/features/sponsors/README.md#what-the-visitor-sees).
        await expect(group.getByRole("img")).toHaveCount(count);
        for (const member of members) {
          await expect(group.getByRole("img", { name: member.name, exact: true })).toHaveCount(1);
          await expect(
            group.getByRole("link", { name: `${member.name} (otwiera się w nowej karcie)` }),
          ).toHaveAttribute("href", member.link);
        }
      }
    });
    await test.step("PARTNERZY is rendered twice; the copy is hidden from assistive technology and the keyboard", async () => {
      const lists = sponsorsBlock(page).locator(".marquee__list");
      await expect(lists).toHaveCount(2);
      const copy = lists.nth(1);
      await expect(copy).toHaveAttribute("aria-hidden", "true");
      await expect(copy).toHaveAttribute("inert", "");
      await expect(copy.locator("a")).toHaveCount(organisations.partners.length);
      for (const link of await copy.locator("a").all()) {
        await expect(link).toHaveAttribute("tabindex", "-1");
      }
      // Tabbing through the whole block meets each logo link exactly once.
      const tabbable = await sponsorsBlock(page).evaluate(
        (block) =>
          [...block.querySelectorAll<HTMLAnchorElement>("a[href]")].filter(
            (a) => a.tabIndex >= 0 && !a.closest("[inert]"),
          ).length,
      );
      expect(tabbable).toBe(SPONSOR_LINKS);
    });
    await test.step("every sponsor and event link opens in a new tab without opener or referrer", async () => {
      const anchors = page.locator("#organisers a, .events a");
      // The sponsors, the partners' hidden copy and the side events.
      expect(await anchors.count()).toBe(
        SPONSOR_LINKS + organisations.partners.length + content.events.length,
      );
      for (const anchor of await anchors.all()) {
        await expect(anchor).toHaveAttribute("target", "_blank");
        await expect(anchor).toHaveAttribute("rel", "noopener noreferrer");
      }
    });
    // Last: it scrolls to the end of the page.
    await test.step("the Syrenka image closes the page, after the sponsors block", async () => {
      const syrenka = page.getByRole("img", { name: /Syrenka/ });
      await expect(syrenka).toHaveCount(1);
      const below = await page.evaluate(() => {
        const img = document.querySelector(".finale img");
        const sponsors = document.getElementById("organisers");
        return Boolean(
          img &&
          sponsors &&
          sponsors.compareDocumentPosition(img) & Node.DOCUMENT_POSITION_FOLLOWING,
        );
      });
      expect(below).toBe(true);
      await syrenka.scrollIntoViewIfNeeded();
      await expect(syrenka).toBeVisible();
      await expect
        .poll(() => syrenka.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
    });
  });

  test("the banner's call to action scrolls to the line-up", async ({ page }) => {
    await page.getByRole("link", { name: "Zobacz lineup" }).click();
    await expect(page).toHaveURL(/\/homepage#lineup$/);
    await expect(page.getByRole("heading", { name: DAYS[0]!.lineupTitle })).toBeInViewport();
  });

  test("line-up strips are named, focusable regions that the arrow keys scroll", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 900, height: 800 });
    const strip = page.getByRole("region", { name: `Artyści – ${DAYS[0]!.weekday}` });
    await expect(strip).toHaveAttribute("tabindex", "0");
    for (const day of DAYS) {
      await expect(page.getByRole("region", { name: `Artyści – ${day.weekday}` })).toBeVisible();
    }
    await strip.focus();
    await expect(strip).toBeFocused();
    const before = await strip.evaluate((el) => el.scrollLeft);
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => strip.evaluate((el) => el.scrollLeft)).toBeGreaterThan(before);
  });

  test("the partners' loop pauses on hover, on focus and with its button", async ({ page }) => {
    const marquee = sponsorsBlock(page).locator(".marquee");
    const playState = () =>
      marquee
        .locator(".marquee__track")
        .evaluate((track) => track.getAnimations()[0]?.playState ?? "none");
    await marquee.scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    await expect.poll(playState).toBe("running");

    await marquee.locator(".marquee__viewport").hover();
    await expect.poll(playState).toBe("paused");
    await page.mouse.move(0, 0);
    await expect.poll(playState).toBe("running");

    const firstPartner = sponsorsBlock(page)
      .getByRole("region", { name: "PARTNERZY" })
      .getByRole("link")
      .first();
    await firstPartner.focus();
    await expect.poll(playState).toBe("paused");
    await firstPartner.blur();
    await expect.poll(playState).toBe("running");

    const toggle = page.getByRole("button", { name: "Zatrzymaj przewijanie logotypów partnerów" });
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await toggle.blur();
    await page.mouse.move(0, 0);
    await expect.poll(playState).toBe("paused");
    // Resuming moves at once, although the toggle keeps the focus.
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await expect(toggle).toBeFocused();
    await page.mouse.move(0, 0);
    await expect.poll(playState).toBe("running");
  });
});

test.describe("home page under prefers-reduced-motion", () => {
  test.use({ viewport: VIEWPORTS.desktop, reducedMotion: "reduce" });

  test("the partners' strip stands still and shows each partner once", async ({ page }) => {
    await page.goto("/homepage");
    await waitForHydration(page);
    const block = sponsorsBlock(page);
    const track = block.locator(".marquee__track");
    // Awaited, not read once: once in CI the first read right after hydration still found the
    // strip's 2 animations and its retry none. A strip that keeps moving still fails here.
    await expect.poll(() => track.evaluate((el) => el.getAnimations().length)).toBe(0);
    await expect(track).toHaveCSS("animation-name", "none");
    await expect(block.locator(".marquee__list").nth(1)).toBeHidden();
    await expect(block.getByRole("region", { name: "PARTNERZY" }).getByRole("link")).toHaveCount(
      organisations.partners.length,
    );
    for (const link of await block
      .getByRole("region", { name: "PARTNERZY" })
      .getByRole("link")
      .all()) {
      await link.scrollIntoViewIfNeeded();
      await expect(link).toBeInViewport();
    }
  });
});

test.describe("banner image (LCP)", () => {
  test.use({ viewport: VIEWPORTS.mobile });

  test("is responsive, high priority and not lazy; images below the fold are lazy", async ({
    page,
  }) => {
    await page.goto("/homepage");
    const banner = page.locator(".landing img");
    await expect(banner).toHaveCount(1);
    await expect(banner).toHaveAttribute("fetchpriority", "high");
    expect(await banner.getAttribute("loading")).not.toBe("lazy");
    await expect(banner).toHaveAttribute("width", /^\d+$/);
    await expect(banner).toHaveAttribute("height", /^\d+$/);
    const sources = page.locator(".landing picture source");
    expect(
      await sources.evaluateAll((list) => list.map((source) => source.getAttribute("type"))),
    ).toEqual(expect.arrayContaining(["image/avif", "image/webp"]));
    await expect(sources.first()).toHaveAttribute("srcset", /\d+w/);
    await expect(sources.first()).toHaveAttribute("sizes", /.+/);

    // Everything else on the page waits until it is scrolled near.
    const eager = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLImageElement>("main img")]
        .filter((img) => !img.closest(".landing") && img.loading !== "lazy")
        .map((img) => img.currentSrc || img.src),
    );
    expect(eager).toEqual([]);
    // Every image reserves its box before it loads (no layout shift).
    const unsized = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLImageElement>("main img")]
        .filter((img) => !img.getAttribute("width") || !img.getAttribute("height"))
        .map((img) => img.outerHTML),
    );
    expect(unsized).toEqual([]);
  });

  test("is the page's largest contentful paint", async ({ page }) => {
    await page.goto("/homepage");
    await waitForHydration(page);
    const lcpElement = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries() as (PerformanceEntry & { element?: Element })[];
            const last = entries[entries.length - 1];
            resolve(
              last?.element?.closest(".landing") ? "banner" : (last?.element?.outerHTML ?? ""),
            );
          }).observe({ type: "largest-contentful-paint", buffered: true });
        }),
    );
    expect(lcpElement).toBe("banner");
  });
});

for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
  test.describe(`home page axe at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("has no violations with every image loaded", async ({ page }) => {
      await page.goto("/homepage");
      await waitForHydration(page);
      await loadLazyImages(page);
      await expectNoAxeViolations(page);
    });
  });
}
