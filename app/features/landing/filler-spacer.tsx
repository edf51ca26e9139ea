/**
 * The filler spacer (app/README.md#home-page) between the banner and the line-up. Drawn as the
 * Vistula's waves at night; purely decorative, so hidden from assistive technology.
 */
export function FillerSpacer() {
  return (
    <div className="filler" aria-hidden="true">
      <svg
        className="filler__waves"
        viewBox="0 0 1440 120"
        preserveAspectRatio="none"
        focusable="false"
      >
        <path
          className="filler__wave filler__wave--far"
          d="M0 52c120-28 240-28 360 0s240 28 360 0 240-28 360 0 240 28 360 0v68H0z"
        />
        <path
          className="filler__wave filler__wave--mid"
          d="M0 74c120-24 240-24 360 0s240 24 360 0 240-24 360 0 240 24 360 0v46H0z"
        />
        <path
          className="filler__wave filler__wave--near"
          d="M0 96c120-18 240-18 360 0s240 18 360 0 240-18 360 0 240 18 360 0v24H0z"
        />
      </svg>
    </div>
  );
}
