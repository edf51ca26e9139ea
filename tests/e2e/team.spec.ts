import { expect, test } from "@playwright/test";
import { content } from "./edition-facts";

const { team } = content;
import { VIEWPORTS, waitForHydration } from "./helpers";

test.describe("team page", () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test("shows the group photo and one card per member", async ({ page }) => {
    await page.goto("/team");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: "Juweteam" })).toBeVisible();
    const groupPhoto = page.getByRole("img", { name: /Zdjęcie grupowe zespołu/ });
    await expect(groupPhoto).toBeVisible();
    await expect
      .poll(() => groupPhoto.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0);

    const members = page.getByRole("region", { name: "Poznaj nas" }).getByRole("listitem");
    await expect(members).toHaveCount(team.members.length);
    for (const [index, member] of team.members.entries()) {
      const card = members.nth(index);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(member.name);
      await expect(card).toContainText(member.position);
      await expect(card.getByRole("link")).toHaveAttribute("href", `mailto:${member.email}`);
      await expect(card.getByRole("link")).toHaveText(member.email);
    }
  });

  test("has one mailto link per member, all different", async ({ page }) => {
    await page.goto("/team");
    await waitForHydration(page);
    const mailto = page.getByRole("main").locator('a[href^="mailto:"]');
    await expect(mailto).toHaveCount(team.members.length);
    const hrefs = await mailto.evaluateAll((anchors) =>
      anchors.map((anchor) => anchor.getAttribute("href")),
    );
    expect(new Set(hrefs).size).toBe(team.members.length);
    expect(hrefs).toEqual(team.members.map((member) => `mailto:${member.email}`));
  });

  test("covers the documented roles", async ({ page }) => {
    await page.goto("/team");
    // Text content, not innerText: cards below the first screen are not laid out until the
    // visitor scrolls near them (content-visibility), yet their text is on the page.
    const region = page.getByRole("region", { name: "Poznaj nas" });
    for (const role of [
      "Koordynatorka główna",
      "Prorektor",
      "logistyki",
      "koncertów",
      "promocji",
      "marketingu",
      "partnerów",
      "kreatywnych",
      "projektu strony",
      "IT",
    ]) {
      await expect(region).toContainText(role);
    }
  });
});
