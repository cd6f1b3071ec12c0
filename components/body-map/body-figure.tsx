"use client";
// The body-map figure drawn inline from the same shapes as the server's PNG, so a region can be clicked.
// Drawn regions take their level's colour; the others stay grey (as on the illustration).
import { DRAW_ORDER, LEVEL_COLOURS, paintRegion, SILHOUETTE } from "@/lib/modules/body-map/figure-svg";
import type { BodyRegion } from "@/lib/knowledge/body-map/regions";
import { regionName } from "@/lib/knowledge/body-map/region-names";

interface Props {
  levels: ReadonlyMap<BodyRegion, 1 | 2>;
  allClear: boolean;
  selected: BodyRegion | null;
  onSelect: (region: BodyRegion) => void;
}

export function BodyFigure({ levels, allClear, selected, onSelect }: Props) {
  return (
    <svg viewBox="0 0 400 800" role="img" aria-label="Body map figure" data-testid="body-figure" className="h-[560px] w-auto">
      <g dangerouslySetInnerHTML={{ __html: SILHOUETTE }} />
      {DRAW_ORDER.map((region) => {
        const level = levels.get(region);
        const paint = allClear ? LEVEL_COLOURS.clear : LEVEL_COLOURS[level ?? 0];
        const clickable = level !== undefined;
        return (
          <g
            key={region}
            data-region={region}
            data-level={level ?? 0}
            role={clickable ? "button" : undefined}
            tabIndex={clickable ? 0 : undefined}
            aria-label={clickable ? `${regionName(region, "en")}, level ${level}` : undefined}
            aria-pressed={clickable ? selected === region : undefined}
            className={clickable ? "cursor-pointer focus:outline-none" : undefined}
            style={selected === region ? { filter: "drop-shadow(0 0 6px #1e293b)" } : undefined}
            onClick={clickable ? () => onSelect(region) : undefined}
            onKeyDown={clickable ? (e) => (e.key === "Enter" || e.key === " ") && onSelect(region) : undefined}
            dangerouslySetInnerHTML={{ __html: paintRegion(region, paint) }}
          />
        );
      })}
    </svg>
  );
}
