import type { PushNotificationsTexts } from "../push-notifications";

/** The plan's notifications in English (app/features/push-notifications/README.md). */
const texts: PushNotificationsTexts = {
  title: "Notifications",
  intro:
    "Get a notification when a set in your plan moves or is cancelled, a reminder before it " +
    "starts, and the organisers’ urgent notices – even with the page closed.",
  switchLabel: "Notifications on this device",
  privacy: (keptDays) =>
    "While they are on, the festival’s server keeps this browser’s notification address, the " +
    "page’s language, the sets in your plan and your reminder choice – only to send them. It " +
    "deletes them when you turn notifications off or clear your plan, and " +
    `${keptDays}\u00a0days after the festival at the latest.`,
  reminder: {
    label: "Reminder before a set",
    off: "off",
    minutesBefore: (minutes) => `${minutes}\u00a0min before`,
  },
  state: {
    checking: "Checking whether this browser can receive notifications…",
    on: "Notifications are on. You can turn them off here at any time.",
    off: "Notifications are off.",
    working: "One moment…",
    unsupported:
      "This browser does not support notifications. Your plan works as before: changes show " +
      "here when you open the page.",
    homeScreenNeeded:
      "On an iPhone or iPad, notifications work once the site is on your Home Screen " +
      "(iOS 16.4 or later):",
    homeScreenSteps: [
      "In Safari, tap “Share” (the square with an arrow).",
      "Choose “Add to Home Screen”, then “Add”.",
      "Open the site from its new icon and turn notifications on here, in “My plan”.",
    ],
    denied:
      "Notifications are blocked for this site. To allow them, open the site’s settings in your " +
      "browser (the icon next to the address), allow notifications and come back here.",
    unavailable: "Notifications are unavailable right now. Your plan works as before.",
    failedOn: "Notifications could not be turned on. Check your internet connection and try again.",
    failedOff:
      "Notifications could not be turned off. Check your internet connection and try again.",
  },
  bell: {
    turnOn: "Turn on notifications",
    on: "Notifications on – settings",
    homeScreenNeeded: "Notifications on iPhone and iPad – how to turn them on",
    denied: "Notifications blocked – how to allow them",
    unavailable: "Notifications unavailable – why",
    turnedOn: (minutes) =>
      minutes === 0
        ? "Notifications on: you will hear about changes to your plan. Set a reminder in " +
          "“My plan”."
        : `Notifications on: changes to your plan and a reminder ${minutes}\u00a0min before ` +
          "each set. Change this in “My plan”.",
    turnedDown: "Your browser blocked notifications. The bell shows how to allow them.",
  },
};
export default texts;
