import { useId } from "react";
import type { QrCodeShape } from "#core/qr-code";

/**
 * The QR code as inline SVG: dark modules on white, crisp at any size. /telebim draws its
 * invitation with it, /moderacja the authenticator app's address the server encoded.
 */
export function QrCodeImage({
  shape,
  label,
  className,
}: {
  shape: QrCodeShape;
  label: string;
  className?: string;
}) {
  const titleId = useId();
  return (
    <svg
      className={className}
      viewBox={`0 0 ${shape.size} ${shape.size}`}
      role="img"
      aria-labelledby={titleId}
      shapeRendering="crispEdges"
      xmlns="http://www.w3.org/2000/svg"
    >
      <title id={titleId}>{label}</title>
      <rect width={shape.size} height={shape.size} fill="#ffffff" />
      <path d={shape.path} fill="#0b1437" />
    </svg>
  );
}
