type Scalar = string | number | boolean;

function isScalar(value: unknown): value is Scalar {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

/**
 * A call's query as the box parses it: arrays as `flags[]=1&flags[]=2` (DESIGN.md, API), numbers
 * and booleans as their text; undefined and null are left out.
 */
export function toQueryString(query: unknown): string {
  if (typeof query !== 'object' || query === null) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) {
      for (const item of value) if (isScalar(item)) params.append(`${key}[]`, String(item));
    } else if (isScalar(value)) {
      params.append(key, String(value));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
