/**
 * Geometry: Bézier points, polygons, tapered strokes, stars, swords and wave lines, all written
 * as SVG path data.
 */
import { n, pt, type Pt } from "./svg";

export type Segment = readonly [Pt, Pt, Pt, Pt];

export function cubicAt([p0, p1, p2, p3]: Segment, t: number): Pt {
  const u = 1 - t;
  const a = u * u * u;
  const b = 3 * u * u * t;
  const c = 3 * u * t * t;
  const d = t * t * t;
  return [
    a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0],
    a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1],
  ];
}

export function polygonPath(points: readonly Pt[]): string {
  return `M${points.map(pt).join("L")}Z`;
}

/**
 * A filled, smoothly tapering stroke along a chain of cubic segments: `width(t)` for t in 0..1.
 * Used for the mermaid's tail and arms, hair strands and the favicon's S.
 */
export function taperedStroke(
  segments: readonly Segment[],
  width: (t: number) => number,
  steps = 24,
): string {
  const centre: Pt[] = [];
  segments.forEach((segment, index) => {
    for (let i = index === 0 ? 0 : 1; i <= steps; i++) centre.push(cubicAt(segment, i / steps));
  });
  const left: Pt[] = [];
  const right: Pt[] = [];
  centre.forEach((point, i) => {
    const prev = centre[Math.max(0, i - 1)] ?? point;
    const next = centre[Math.min(centre.length - 1, i + 1)] ?? point;
    const dx = next[0] - prev[0];
    const dy = next[1] - prev[1];
    const length = Math.hypot(dx, dy) || 1;
    const half = width(i / (centre.length - 1)) / 2;
    left.push([point[0] - (dy / length) * half, point[1] + (dx / length) * half]);
    right.push([point[0] + (dy / length) * half, point[1] - (dx / length) * half]);
  });
  return polygonPath([...left, ...right.reverse()]);
}

export function star(
  cx: number,
  cy: number,
  outer: number,
  inner: number,
  points = 5,
  rotation = -90,
) {
  const result: Pt[] = [];
  for (let i = 0; i < points * 2; i++) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = ((rotation + (i * 180) / points) * Math.PI) / 180;
    result.push([cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)]);
  }
  return polygonPath(result);
}

export function regularPolygon(
  cx: number,
  cy: number,
  radius: number,
  sides: number,
  rotation = -90,
) {
  const result: Pt[] = [];
  for (let i = 0; i < sides; i++) {
    const angle = ((rotation + (i * 360) / sides) * Math.PI) / 180;
    result.push([cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)]);
  }
  return polygonPath(result);
}

/** A sword along angle `degrees` from the hilt point: blade, cross-guard, grip and pommel. */
export function swordPath(hilt: Pt, degrees: number, length: number, blade: number): string {
  const r = (degrees * Math.PI) / 180;
  const [ux, uy] = [Math.cos(r), Math.sin(r)];
  const [vx, vy] = [-uy, ux];
  const p = (a: number, b: number): Pt => [hilt[0] + ux * a + vx * b, hilt[1] + uy * a + vy * b];
  const guard = blade * 3.2;
  const grip = blade * 1.9;
  return [
    polygonPath([p(0, -blade / 2), p(length - blade * 2, -blade / 2), p(length, 0)]),
    polygonPath([p(length, 0), p(length - blade * 2, blade / 2), p(0, blade / 2)]),
    polygonPath([
      p(-blade * 0.35, -guard / 2),
      p(blade * 0.35, -guard / 2),
      p(blade * 0.35, guard / 2),
      p(-blade * 0.35, guard / 2),
    ]),
    polygonPath([
      p(-grip, -blade * 0.32),
      p(0, -blade * 0.32),
      p(0, blade * 0.32),
      p(-grip, blade * 0.32),
    ]),
    `M${pt(p(-grip - blade * 0.45, 0))}m${n(-blade * 0.45)} 0a${n(blade * 0.45)} ${n(blade * 0.45)} 0 1 0 ${n(blade * 0.9)} 0a${n(blade * 0.45)} ${n(blade * 0.45)} 0 1 0 ${n(-blade * 0.9)} 0Z`,
  ].join("");
}

export function wavesPath(
  y: number,
  width: number,
  amplitude: number,
  wavelength: number,
  phase = 0,
) {
  let d = `M0 ${n(y)}`;
  for (let x = 0; x < width + wavelength; x += wavelength / 2) {
    const up = Math.round((x + phase) / (wavelength / 2)) % 2 === 0 ? -1 : 1;
    d += `Q${n(x + wavelength / 4)} ${n(y + up * amplitude)} ${n(x + wavelength / 2)} ${n(y)}`;
  }
  return d;
}

export type Box = [number, number, number, number];
