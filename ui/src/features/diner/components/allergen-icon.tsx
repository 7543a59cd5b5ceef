import { allergenById } from '@contract/allergens';
import { useAllergenIcons } from '../allergens/allergen-icons-store';

/** An allergen's pictogram in currentColor, decorative (its name is said beside it or by its mark); nothing until the icons arrive. */
export function AllergenIcon({ id, className }: { id: string; className?: string }) {
  const shapes = useAllergenIcons();
  const shape = shapes?.[allergenById(id)?.icon ?? id];
  if (!shape) return null;
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-allergen-icon={id}
    >
      <g transform={shape.rotate ? `rotate(${shape.rotate} 12 12)` : undefined}>
        <path d={shape.d} />
        {shape.dots?.map(([cx, cy, r]) => (
          <circle key={`${cx},${cy}`} cx={cx} cy={cy} r={r} fill="currentColor" stroke="none" />
        ))}
      </g>
    </svg>
  );
}
