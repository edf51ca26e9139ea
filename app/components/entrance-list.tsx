import type { About } from "#content-layer";

/** The venue's entrances, numbered as on the drawings (used by /about and the FAQ map). */
export function EntranceList({
  entrances,
  listClassName,
  badgeClassName,
}: {
  entrances: About["entrances"]["items"];
  listClassName: string;
  badgeClassName: string;
}) {
  return (
    <ul className={listClassName}>
      {entrances.map((entrance, index) => (
        <li key={entrance.name}>
          <span className={badgeClassName} aria-hidden="true">
            {index + 1}
          </span>
          <span>
            <strong>{entrance.name}</strong> – {entrance.description}
          </span>
        </li>
      ))}
    </ul>
  );
}
