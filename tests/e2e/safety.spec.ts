import { expect, test, type Page } from "@playwright/test";
import { loadContent } from "#content-layer/load";
import { CONTENT_DIR, content } from "./edition-facts";
import { VIEWPORTS } from "./helpers";

/**
 * The safety information (app/features/safety/README.md): reached from every page's footer in at
 * most two taps on a 375 px phone, in both languages, with its words from content/safety.yaml,
 * 112 and the duty phone as links that dial them, and its points as links to the plan.
 */

const english = loadContent(CONTENT_DIR, "en");

const LANGUAGES = [
  {
    code: "pl",
    prefix: "",
    footerLink: "BEZPIECZEŃSTWO I POMOC",
    heading: "Bezpieczeństwo",
    call: "Zadzwoń pod",
    onThePlan: "na planie terenu",
    safety: content.safety,
    points: content["site-plan"].points,
  },
  {
    code: "en",
    prefix: "/en",
    footerLink: "SAFETY AND HELP",
    heading: "Safety",
    call: "Call",
    onThePlan: "on the site plan",
    safety: english.safety,
    points: english["site-plan"].points,
  },
] as const;

const PAGES = ["/homepage", "/about", "/faq", "/team"] as const;

test.use({ viewport: VIEWPORTS.mobile, hasTouch: true, isMobile: true });

/** The safety section, in view below the navigation bar. */
async function expectSafetyInView(page: Page, heading: string): Promise<void> {
  const section = page.locator("#safety");
  await expect(section.getByRole("heading", { level: 2, name: heading })).toBeInViewport();
}

for (const language of LANGUAGES) {
  test.describe(`safety information (${language.code})`, () => {
    for (const path of PAGES) {
      test(`${language.prefix}${path}: the footer's link reaches it in one tap`, async ({
        page,
      }) => {
        await page.goto(`${language.prefix}${path}`);
        let taps = 0;
        const link = page
          .getByRole("contentinfo")
          .getByRole("link", { name: language.footerLink, exact: true });
        // Scrolling is no tap: the footer is at the end of every page.
        await link.scrollIntoViewIfNeeded();
        await link.tap();
        taps += 1;
        await expect(page).toHaveURL(new RegExp(`${language.prefix}/site-plan#safety$`));
        await expectSafetyInView(page, language.heading);
        expect(taps).toBeLessThanOrEqual(2);
      });
    }

    test("its topics, phone links and plan links come from the content", async ({ page }) => {
      await page.goto(`${language.prefix}/site-plan#safety`);
      const section = page.locator("#safety");
      const { safety } = language;
      const topics = [
        safety.emergency,
        safety.firstAid,
        safety.lostFriends,
        safety.lostThings,
        safety.exits,
        safety.organisers,
      ];
      for (const topic of topics) {
        await expect(section.getByRole("heading", { level: 3, name: topic.heading })).toBeVisible();
        await expect(section.getByText(topic.text)).toBeVisible();
      }
      for (const phone of [safety.emergency.phone, safety.organisers.phone]) {
        const call = section.getByRole("link", { name: new RegExp(`^${language.call}`) }).filter({
          hasText: phone.replace(/ /g, "\u00a0"),
        });
        await expect(call).toHaveAttribute("href", `tel:${phone.replace(/\s+/g, "")}`);
      }
      const firstAid = language.points.find((point) => point.id === safety.firstAid.points[0]);
      expect(firstAid, "the first-aid point is on the plan").toBeDefined();
      const link = section.getByRole("link", {
        name: `${firstAid!.name} ${language.onThePlan}`,
      });
      await expect(link).toHaveAttribute("href", `#${firstAid!.id}`);
      await link.tap();
      await expect(page).toHaveURL(new RegExp(`#${firstAid!.id}$`));
      await expect(page.locator(`[id="${firstAid!.id}"]`).first()).toBeAttached();
    });
  });
}
