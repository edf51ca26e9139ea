/**
 * Who acts on a night (server/moderation/README.md#moderation-for-a-night): the staff's roles and
 * what a lead may do, how an account's name is compared, and the name the server acts under in the
 * audit trail. Plain data and functions, no zod: the server, the panel and the accounts command
 * apply the same rules.
 */

export const MODERATOR_ROLES = ["moderator", "lead"] as const;
export type ModeratorRole = (typeof MODERATOR_ROLES)[number];

/** Only a lead opens these parts of the panel and their API. */
export function canLead(role: ModeratorRole): boolean {
  return role === "lead";
}

/** Account names are compared as typed on a phone: without outer spaces, in lower case. */
export function accountName(name: string): string {
  return name.trim().toLocaleLowerCase("pl");
}

/** The actor of what the server did by itself (automatic rejections). */
export const SERVER_ACTOR = "serwer";
