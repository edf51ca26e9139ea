/**
 * The words around the organisers' announcement banner, in one language (docs/decisions/018).
 * The announcement itself is the organisers' text, shown as the API sends it.
 */
export interface AnnouncementTexts {
  /** The banner's accessible name. */
  bannerLabel: string;
  /** The accessible name of the banner's close button. */
  close: string;
}
