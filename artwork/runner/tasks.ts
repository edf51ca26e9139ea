/**
 * Every picture of an edition as a task: the file it writes (relative to the content folder),
 * the facts it paints, and how to draw it. The facts are what the picture shows from the
 * content; when they change, the runner redraws the picture (runner/manifest.ts). Pictures
 * that paint nothing from the content declare no facts.
 */
import path from "node:path";
import type { Content } from "#content-layer/load";
import type { Artist } from "#content-layer/schema";
import { jpeg, png, truecolourPng } from "../kit/encode";
import { faviconSvg, iconSvg } from "../logos/favicon";
import { organisationLogo } from "../logos/organisation-logo";
import { artistPoster } from "../posters/artist-poster";
import { lineupPoster, lineupPosterFacts } from "../posters/lineup-poster";
import { shareImage, shareImageFacts } from "../posters/share-image";
import { teamGroupPicture } from "../posters/team-picture";
import { bannerArtwork } from "../scenes/banner";
import { eventIllustration } from "../scenes/event-illustration";
import { siteMap } from "../scenes/site-map";
import { syrenkaIllustration } from "../scenes/syrenka";
import { teamAvatar } from "../scenes/team-avatar";
import { venueDrawing } from "../scenes/venue-drawing";

export interface Task {
  /** Where the picture goes, relative to the content folder ("images/site/share.jpg"). */
  file: string;
  /** What it paints from the content (JSON); `{}` for pictures that paint none. */
  facts: unknown;
  draw: () => Promise<Buffer | string>;
}

const NO_FACTS = {};

/** A content image path (relative to images/) as a task file. */
const image = (relative: string) => `images/${relative}`;

/** JPEG or PNG by the file's extension: the content names the file, the drawing fits it. */
function encodeFor(file: string, svg: string, jpegQuality: number): Promise<Buffer> {
  return path.extname(file) === ".png" ? png(svg) : jpeg(svg, jpegQuality);
}

function siteTasks({ edition, about, "site-plan": sitePlan }: Content): Task[] {
  const share = shareImageFacts(edition);
  const lineup = lineupPosterFacts(edition);
  const venue = edition.venue;
  return [
    { file: image("site/banner.jpg"), facts: NO_FACTS, draw: () => jpeg(bannerArtwork(), 74) },
    {
      file: image("site/share.jpg"),
      facts: share,
      draw: async () => jpeg(await shareImage(share), 82),
    },
    { file: image("site/syrenka.png"), facts: NO_FACTS, draw: () => png(syrenkaIllustration()) },
    {
      file: image(about.mainStageLineup.image),
      facts: lineup,
      draw: async () => {
        const svg = await lineupPoster(lineup, about.mainStageLineup.image);
        return encodeFor(about.mainStageLineup.image, svg, 80);
      },
    },
    {
      file: image(about.siteMap.image),
      facts: { name: edition.name, year: edition.year, venue: venue.name },
      draw: async () =>
        encodeFor(about.siteMap.image, await siteMap(edition, about.siteMap.image), 82),
    },
    // The same plan without its symbols: the site plan's page draws the points (content/site-plan.yaml).
    {
      file: image(sitePlan.image),
      facts: { name: edition.name, year: edition.year, venue: venue.name, symbols: false },
      draw: async () =>
        encodeFor(
          sitePlan.image,
          await siteMap(edition, about.siteMap.image, { symbols: false }),
          82,
        ),
    },
    {
      file: image(about.venueDrawing.image),
      facts: {
        venue: [venue.name, venue.streetAddress, venue.postalCode, venue.city],
        stop: [venue.nearestStop.kind, venue.nearestStop.name],
      },
      draw: async () => {
        const svg = await venueDrawing(edition, about.venueDrawing.image);
        return encodeFor(about.venueDrawing.image, svg, 82);
      },
    },
  ];
}

/** Every act of every group of every day, in line-up order (the order picks each palette). */
function artistTasks({ edition }: Content): Task[] {
  const artists: Artist[] = edition.days.flatMap((day) =>
    day.lineup.flatMap((group) => group.acts),
  );
  const tasks = new Map<string, Task>();
  artists.forEach((artist, index) => {
    for (const [picture, square] of [
      [artist.image_large, artist.image_large === artist.image_small],
      [artist.image_small, true],
    ] as const) {
      tasks.set(picture, {
        file: image(picture),
        facts: { name: artist.name },
        draw: () => encodeFor(picture, artistPoster(artist, index, picture, square), 76),
      });
    }
  });
  return [...tasks.values()];
}

function eventTasks({ events }: Content): Task[] {
  // The scene follows the image's file name, not the event's name: nothing to redraw for.
  return events.map((event) => ({
    file: image(event.image),
    facts: NO_FACTS,
    draw: () => encodeFor(event.image, eventIllustration(event.image), 78),
  }));
}

function organisationTasks({ organisations }: Content): Task[] {
  return Object.values(organisations)
    .flat()
    .map((organisation) => ({
      file: image(organisation.image),
      facts: { name: organisation.name },
      draw: async () => encodeFor(organisation.image, await organisationLogo(organisation), 82),
    }));
}

function teamTasks({ edition, team }: Content): Task[] {
  const people = team.members.map(({ name, email }) => ({ name, email }));
  return [
    {
      file: image(team.groupPhoto),
      facts: { name: edition.name, year: edition.year, members: people },
      draw: async () => {
        const svg = await teamGroupPicture(edition, people, team.groupPhoto);
        return encodeFor(team.groupPhoto, svg, 78);
      },
    },
    ...team.members.map((member) => ({
      file: image(member.image),
      // The look is seeded by the e-mail address and the name.
      facts: { name: member.name, email: member.email },
      draw: () => encodeFor(member.image, teamAvatar(member), 80),
    })),
  ];
}

function faviconTasks(): Task[] {
  const icon = (name: string, size: number): Task => ({
    file: image(`site/${name}`),
    facts: NO_FACTS,
    draw: () => truecolourPng(iconSvg(size)),
  });
  return [
    { file: image("site/favicon.svg"), facts: NO_FACTS, draw: async () => faviconSvg() },
    icon("icon-192.png", 192),
    icon("icon-512.png", 512),
    icon("apple-touch-icon.png", 180),
  ];
}

/** The content's pictures, in the order they are drawn (the gallery's come separately). */
export function contentTasks(content: Content): Task[] {
  return [
    ...faviconTasks(),
    ...artistTasks(content),
    ...eventTasks(content),
    ...organisationTasks(content),
    ...teamTasks(content),
    ...siteTasks(content),
  ];
}
