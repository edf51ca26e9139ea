/** The words of the team page (app/features/team/README.md). Positions come from content. */
export interface TeamTexts {
  /** The page title before " | Juwenalia Syrenki 2025". */
  title: string;
  /** The meta description, given the number of members and the edition's title. */
  description: (memberCount: number, edition: string) => string;
  heading: string;
  /** Under the heading, given the number of members and the festival's name. */
  lead: (memberCount: number, festival: string) => string;
  /** The group photo's text alternative, given the same. */
  groupPhotoAlt: (memberCount: number, festival: string) => string;
  membersTitle: string;
}
